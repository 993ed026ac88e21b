import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";

import { cx } from "../../lib/cx.ts";
import { Icon } from "../icon/icon.tsx";

export type ButtonVariant = "primary" | "secondary" | "warning";

type CommonProps = {
  variant?: ButtonVariant;
  /** GOV.UK start button: larger, with an arrow. */
  isStartButton?: boolean;
  className?: string;
  children: ReactNode;
};

export type ButtonProps = CommonProps &
  (
    | ({ href?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className">)
    | ({ href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "href">)
  );

const variantClass: Record<ButtonVariant, string> = {
  primary:
    "bg-button text-on-button hover:bg-button-hover visited:text-on-button hover:text-on-button border-transparent",
  secondary:
    "bg-button-secondary text-on-button-secondary visited:text-on-button-secondary hover:text-on-button-secondary border-border hover:underline",
  warning:
    "bg-button-warning text-on-button-warning visited:text-on-button-warning hover:text-on-button-warning border-transparent hover:underline",
};

/** The class names of a button, for links or elements styled as one elsewhere in the kit. */
export function buttonClass(variant: ButtonVariant = "primary", className?: string): string {
  return cx(
    "inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 px-4 py-2 text-base font-bold no-underline shadow-[0_2px_0_var(--color-text)] active:translate-y-0.5 active:shadow-none disabled:cursor-not-allowed disabled:opacity-60",
    variantClass[variant],
    className,
  );
}

/** GOV.UK button: primary, secondary or warning; a link when given `href`. */
export function Button(props: ButtonProps) {
  const { variant = "primary", isStartButton = false, className, children } = props;
  const classes = buttonClass(variant, cx(isStartButton && "text-lg px-6", className));
  const content = (
    <>
      {children}
      {isStartButton ? <Icon name="arrow-right" /> : null}
    </>
  );
  if (props.href !== undefined) {
    const {
      variant: _variant,
      isStartButton: _start,
      className: _className,
      children: _children,
      ...anchor
    } = props;
    return (
      <a {...anchor} className={classes} draggable="false">
        {content}
      </a>
    );
  }
  const {
    variant: _variant,
    isStartButton: _start,
    className: _className,
    children: _children,
    type = "submit",
    ...button
  } = props;
  return (
    <button {...button} type={type} className={classes}>
      {content}
    </button>
  );
}

import type { ReactNode } from "react";

import { safeHref } from "@hub/core/urls";

import { cx } from "../../lib/cx.ts";
import { Button } from "../button/button.tsx";

export type BannerImage = { src: string; alt?: string; width?: number; height?: number };

export type BannerProps = {
  title: string;
  /** The banner's text (CMS markdown, already rendered). */
  children?: ReactNode;
  /** The call to action; leave it out when it would only link to the current page. */
  action?: { text: string; href: string };
  /** An illustration; decorative unless given alt text. */
  image?: BannerImage;
  headingLevel?: 1 | 2;
  className?: string;
};

/** A campaign banner on the home page: title, text, a call to action and an illustration. */
export function Banner({
  title,
  children,
  action,
  image,
  headingLevel = 2,
  className,
}: BannerProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div
      className={cx(
        "grid items-center gap-6 rounded-lg bg-surface-muted p-6 md:grid-cols-[3fr_2fr] md:p-8",
        className,
      )}
    >
      <div className="flex flex-col gap-4">
        <Heading className="text-2xl font-bold">{title}</Heading>
        {children ? <div className="hub-prose">{children}</div> : null}
        {action && safeHref(action.href) !== undefined ? (
          <div>
            <Button href={action.href}>{action.text}</Button>
          </div>
        ) : null}
      </div>
      {image ? (
        <img
          src={image.src}
          alt={image.alt ?? ""}
          width={image.width ?? 400}
          height={image.height ?? 300}
          loading="lazy"
          // A decorative illustration is left out on a phone, where it would only lengthen the page.
          className={cx(
            "mx-auto h-auto max-h-64 w-full max-w-sm object-contain",
            image.alt ? undefined : "hidden md:block",
          )}
        />
      ) : null}
    </div>
  );
}

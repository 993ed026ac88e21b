import { t } from "@hub/core/messages";
import type { InputHTMLAttributes, ReactNode } from "react";

import { cx } from "../../lib/cx.ts";
import { errorBorderClass, fieldIds, groupClass, inputBorderClass } from "../../lib/field.ts";
import { ErrorMessage } from "../error-message/error-message.tsx";
import { Hint } from "../hint/hint.tsx";

export type InputWidth = "full" | "30" | "20" | "10" | "5" | "4" | "3" | "2";

export type TextInputProps = {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; marks the field invalid. Same wording as in the error summary. */
  error?: string;
  /** The label is the page's `<h1>`. */
  isPageHeading?: boolean;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Width in characters, so the box suggests the answer's length. */
  width?: InputWidth;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "width" | "className">;

const widthClass: Record<InputWidth, string> = {
  full: "w-full",
  "30": "w-full max-w-[59ex]",
  "20": "w-full max-w-[41ex]",
  "10": "w-full max-w-[23ex]",
  "5": "w-full max-w-[10.8ex]",
  "4": "w-full max-w-[9ex]",
  "3": "w-full max-w-[7.2ex]",
  "2": "w-full max-w-[5.4ex]",
};

export function FieldLabel({
  htmlFor,
  isPageHeading,
  optional,
  children,
}: {
  htmlFor: string;
  isPageHeading?: boolean | undefined;
  optional?: boolean | undefined;
  children: ReactNode;
}) {
  const label = (
    <label htmlFor={htmlFor} className={isPageHeading ? "text-2xl font-bold" : "font-bold"}>
      {children}
      {optional ? <span className="font-normal"> {t("ui.forms.optional")}</span> : null}
    </label>
  );
  return isPageHeading ? <h1>{label}</h1> : label;
}

/** GOV.UK text input: label, hint, error message and the field, wired with `aria-describedby`. */
export function TextInput({
  id,
  name,
  label,
  hint,
  error,
  isPageHeading,
  optional,
  width = "full",
  type = "text",
  ...input
}: TextInputProps) {
  const { hintId, errorId, describedBy } = fieldIds(id, {
    hint,
    error,
    extra: input["aria-describedby"],
  });
  return (
    <div className={groupClass(error)}>
      <FieldLabel htmlFor={id} isPageHeading={isPageHeading} optional={optional}>
        {label}
      </FieldLabel>
      {hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorId ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={cx(
          "min-h-11 rounded-sm px-2 py-1",
          inputBorderClass,
          error && errorBorderClass,
          widthClass[width],
        )}
      />
    </div>
  );
}

import { t } from "@hub/core/messages";
import type { ReactNode } from "react";

export type ErrorMessageProps = {
  /** Referenced by the field's `aria-describedby`. */
  id: string;
  children: ReactNode;
  /** Visually hidden prefix; defaults to "Error:". */
  prefix?: string;
};

/** A field's validation message: bold, in the error colour, prefixed "Error:" for screen readers. */
export function ErrorMessage({ id, children, prefix }: ErrorMessageProps) {
  return (
    <p id={id} className="font-bold text-error">
      <span className="sr-only">{prefix ?? t("ui.forms.errorPrefix")} </span>
      {children}
    </p>
  );
}

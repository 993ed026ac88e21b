import { t } from "@hub/core/messages";
import type { ReactNode } from "react";

import { ErrorSummaryEnhancer } from "./error-summary-enhancer.tsx";

export type ErrorSummaryItem = {
  /** The field's id (the link goes to `#id`). For radios and checkboxes, the first input's id. */
  fieldId: string;
  /** The same wording as the field's error message. */
  text: string;
};

export type ErrorSummaryProps = {
  errors: ErrorSummaryItem[];
  /** Defaults to "There is a problem". */
  title?: string;
  /** Shown above the list, e.g. an error not tied to one field. */
  description?: ReactNode;
  id?: string;
};

/**
 * GOV.UK error summary: at the top of the page, focused when it appears, one link per error to
 * its field. The page title should also start with "Error: ".
 */
export function ErrorSummary({
  errors,
  title,
  description,
  id = "error-summary",
}: ErrorSummaryProps) {
  if (errors.length === 0 && !description) return null;
  const titleId = `${id}-title`;
  return (
    <div
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="mb-8 flex flex-col gap-4 border-4 border-error p-4 md:p-6"
    >
      <div role="alert" className="flex flex-col gap-4">
        <h2 id={titleId} className="text-xl font-bold">
          {title ?? t("ui.errorSummary.title")}
        </h2>
        {description ? <div>{description}</div> : null}
        {errors.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {errors.map((error) => (
              <li key={`${error.fieldId}-${error.text}`}>
                <a
                  href={`#${error.fieldId}`}
                  className="font-bold text-error visited:text-error hover:text-error"
                >
                  {error.text}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ErrorSummaryEnhancer summaryId={id} />
    </div>
  );
}

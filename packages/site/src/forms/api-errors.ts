// An API 422 (`{ errors: { "field.path": [message…] } }`, contract §1.4) names fields by their API
// keys. A multi-page form maps each key to the page and field that asked for it, so the person is
// taken back to the right question with the message beside the field.
import type { PageErrors } from "./state.ts";

export type FieldTarget = { step: string; field: string };

export type MappedErrors = {
  /** The first page, in the form's order, with an error: where the person is sent. */
  firstStep: string;
  byStep: Record<string, PageErrors>;
};

/**
 * Maps API field errors to pages. Keys without a target (or a target outside `stepOrder`) are
 * reported as a page-level error on `fallbackStep`; the first message of each field is kept.
 */
export function mapApiErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  targets: Readonly<Record<string, FieldTarget>>,
  stepOrder: readonly string[],
  fallbackStep: string,
): MappedErrors {
  const byStep: Record<string, PageErrors> = {};
  const pageOf = (step: string): PageErrors => (byStep[step] ??= { fields: {} });
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const target = targets[key] ?? targets[key.replace(/\.\d+(?=\.|$)/g, ".*")];
    if (target !== undefined && stepOrder.includes(target.step)) {
      const page = pageOf(target.step);
      page.fields[target.field] ??= message;
    } else {
      const page = pageOf(fallbackStep);
      page.form = page.form === undefined ? message : `${page.form} ${message}`;
    }
  }
  const firstStep =
    [...stepOrder, fallbackStep].find((step) => byStep[step] !== undefined) ?? fallbackStep;
  return { firstStep, byStep };
}

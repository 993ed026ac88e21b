// What every multi-page form keeps in its sealed session: the answers so far, the errors to show
// after a failed POST (flashed to the GET that follows), its submission token, and the outcome of
// the last submission (so a repeated POST finds it instead of sending again).
import { z } from "zod";

/** Field errors of one page, plus an error about the whole page (e.g. the API was down). */
export const PageErrorsSchema = z.object({
  fields: z.record(z.string(), z.string()),
  form: z.string().optional(),
});
export type PageErrors = z.infer<typeof PageErrorsSchema>;

export const FormStateSchema = z.object({
  token: z.string().min(1),
  values: z.record(z.string(), z.string()),
  /** By page (step) id. */
  errors: z.record(z.string(), PageErrorsSchema),
  /** The last completed submission: its token and what the confirmation page shows. */
  done: z.object({ token: z.string(), result: z.record(z.string(), z.string()) }).nullable(),
});
export type FormState = z.infer<typeof FormStateSchema>;

export function emptyFormState(token: string): FormState {
  return { token, values: {}, errors: {}, done: null };
}

/** Whether a page has anything to report (for the "Error: " title prefix and the summary). */
export function hasErrors(errors: PageErrors | undefined): errors is PageErrors {
  return errors !== undefined && (Object.keys(errors.fields).length > 0 || Boolean(errors.form));
}

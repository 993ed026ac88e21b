import { Choices } from "../radios/choices.tsx";
import type { ChoicesProps } from "../radios/choices.tsx";

export type CheckboxesProps = ChoicesProps & {
  /** The ticked values (kept when the form comes back with errors). */
  values?: string[];
};

/** GOV.UK checkboxes: any number of choices, each with an optional follow-up. */
export function Checkboxes({ values = [], ...props }: CheckboxesProps) {
  return <Choices {...props} type="checkbox" isChecked={(item) => values.includes(item)} />;
}

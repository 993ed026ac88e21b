import type { ChoicesProps } from "./choices.tsx";
import { Choices } from "./choices.tsx";

export type { ChoiceItem } from "./choices.tsx";

export type RadiosProps = ChoicesProps & {
  /** The chosen value (kept when the form comes back with errors). */
  value?: string;
};

/** GOV.UK radios: one choice, with an optional follow-up revealed under the chosen item. */
export function Radios({ value, ...props }: RadiosProps) {
  return <Choices {...props} type="radio" isChecked={(item) => item === value} />;
}

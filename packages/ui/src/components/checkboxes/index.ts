export { Checkboxes } from "./checkboxes.tsx";
export type { CheckboxesProps } from "./checkboxes.tsx";

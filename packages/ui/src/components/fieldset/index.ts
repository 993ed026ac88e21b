export { Fieldset } from "./fieldset.tsx";
export type { FieldsetProps, LegendSize } from "./fieldset.tsx";

export { Radios } from "./radios.tsx";
export type { ChoiceItem, RadiosProps } from "./radios.tsx";

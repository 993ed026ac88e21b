export { Select } from "./select.tsx";
export type { SelectOption, SelectProps } from "./select.tsx";

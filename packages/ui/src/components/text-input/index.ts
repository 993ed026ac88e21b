export { FieldLabel, TextInput } from "./text-input.tsx";
export type { InputWidth, TextInputProps } from "./text-input.tsx";

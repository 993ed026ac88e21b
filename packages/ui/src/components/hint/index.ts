export { Hint } from "./hint.tsx";
export type { HintProps } from "./hint.tsx";

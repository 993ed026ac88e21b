export { ResultCount } from "./result-count.tsx";
export type { ResultCountProps } from "./result-count.tsx";

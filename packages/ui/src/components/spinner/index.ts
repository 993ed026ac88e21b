export { Spinner } from "./spinner.tsx";
export type { SpinnerProps } from "./spinner.tsx";

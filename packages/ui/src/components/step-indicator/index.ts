export { StepIndicator } from "./step-indicator.tsx";
export type { StepIndicatorProps } from "./step-indicator.tsx";

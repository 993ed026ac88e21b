export { OrderToggle } from "./order-toggle.tsx";
export type { OrderToggleProps, ResultOrder } from "./order-toggle.tsx";

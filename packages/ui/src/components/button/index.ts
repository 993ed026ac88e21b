export { Button, buttonClass } from "./button.tsx";
export type { ButtonProps, ButtonVariant } from "./button.tsx";

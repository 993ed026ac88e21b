export { ConfirmationPanel } from "./confirmation-panel.tsx";
export type { ConfirmationPanelProps } from "./confirmation-panel.tsx";

export { ShareBar } from "./share-bar.tsx";
export type { ShareBarProps } from "./share-bar.tsx";
export { ShareActions } from "./share-actions.tsx";
export type { ShareActionsLabels, ShareActionsProps } from "./share-actions.tsx";

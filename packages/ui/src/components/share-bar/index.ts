export { ShareBar } from "./share-bar.tsx";
export type { ShareBarProps } from "./share-bar.tsx";

export { LastUpdated } from "./last-updated.tsx";
export type { LastUpdatedProps } from "./last-updated.tsx";

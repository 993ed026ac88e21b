export { NarrowToggle, narrowContent } from "./narrow-toggle.tsx";
export type { NarrowBreakpoint, NarrowToggleProps } from "./narrow-toggle.tsx";

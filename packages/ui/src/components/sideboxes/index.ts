export { Sideboxes } from "./sideboxes.tsx";
export type { Sidebox, SideboxesProps } from "./sideboxes.tsx";

export { Header } from "./header.tsx";
export type { HeaderProps, MenuItem } from "./header.tsx";
export { isCurrent } from "../../lib/menu.ts";

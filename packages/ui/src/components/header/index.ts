export { Header } from "./header.tsx";
export type { HeaderProps, MenuItem } from "./header.tsx";

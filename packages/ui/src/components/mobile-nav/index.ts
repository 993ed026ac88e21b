export { MobileNav } from "./mobile-nav.tsx";
export type { MobileNavProps } from "./mobile-nav.tsx";

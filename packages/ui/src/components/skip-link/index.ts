export { SkipLink } from "./skip-link.tsx";
export type { SkipLinkProps } from "./skip-link.tsx";

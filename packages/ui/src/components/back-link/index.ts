export { BackLink } from "./back-link.tsx";
export type { BackLinkProps } from "./back-link.tsx";

export { ExternalLink } from "./external-link.tsx";
export type { ExternalLinkProps } from "./external-link.tsx";

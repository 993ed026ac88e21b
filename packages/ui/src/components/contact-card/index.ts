export { ContactCard, displayUrl, telHref } from "./contact-card.tsx";
export type { ContactCardProps } from "./contact-card.tsx";

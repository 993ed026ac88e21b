export { SocialLinks } from "./social-links.tsx";
export type { SocialLink, SocialLinksProps, SocialNetwork } from "./social-links.tsx";

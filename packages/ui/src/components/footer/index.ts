export { Footer } from "./footer.tsx";
export type { FooterLink, FooterProps, FooterSocialLink } from "./footer.tsx";

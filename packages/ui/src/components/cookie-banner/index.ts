export { CookieBanner } from "./cookie-banner.tsx";
export type { CookieBannerProps, CookieBannerState } from "./cookie-banner.tsx";

export { EnvironmentBanner } from "./environment-banner.tsx";
export type { EnvironmentBannerProps } from "./environment-banner.tsx";

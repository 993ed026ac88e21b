export { PhaseBanner } from "./phase-banner.tsx";
export type { PhaseBannerProps } from "./phase-banner.tsx";

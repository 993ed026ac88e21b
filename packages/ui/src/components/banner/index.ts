export { Banner } from "./banner.tsx";
export type { BannerImage, BannerProps } from "./banner.tsx";

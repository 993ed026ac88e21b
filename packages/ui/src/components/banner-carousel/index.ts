export { BannerCarousel } from "./banner-carousel.tsx";
export type { BannerCarouselProps } from "./banner-carousel.tsx";
export { BannerCarouselClient } from "./banner-carousel-client.tsx";
export type { BannerCarouselClientProps, BannerCarouselLabels } from "./banner-carousel-client.tsx";

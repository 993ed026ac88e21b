import { t } from "@hub/core/messages";

import type { BannerProps } from "../banner/banner.tsx";
import { BannerCarouselClient } from "./banner-carousel-client.tsx";

export type BannerCarouselProps = {
  /** The CMS home banners (`cms.frontend.home.banners`). */
  banners: BannerProps[];
  /** Accessible name of the carousel; defaults to "Highlights". */
  label?: string;
  /** Milliseconds per slide when rotating; 0 (the default) never rotates. */
  autoRotateMs?: number;
};

/** The home page banner slider. Renders nothing without banners; one banner is just a banner. */
export function BannerCarousel({ banners, label, autoRotateMs = 0 }: BannerCarouselProps) {
  if (banners.length === 0) return null;
  return (
    <BannerCarouselClient
      slides={banners}
      autoRotateMs={autoRotateMs}
      labels={{
        carousel: label ?? t("ui.home.carousel.label"),
        roleDescription: t("ui.home.carousel.roleDescription"),
        slideRoleDescription: t("ui.home.carousel.slideRoleDescription"),
        slide: t("ui.home.carousel.slide", { current: "{current}", total: "{total}" }),
        previous: t("ui.slider.previous"),
        next: t("ui.slider.next"),
        pause: t("ui.home.carousel.pause"),
        play: t("ui.home.carousel.play"),
      }}
    />
  );
}

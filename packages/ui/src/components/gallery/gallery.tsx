import { t } from "@hub/core/messages";

import type { GalleryImage } from "./gallery-lightbox.tsx";
import { GalleryLightbox } from "./gallery-lightbox.tsx";

export type { GalleryImage } from "./gallery-lightbox.tsx";

export type GalleryProps = {
  images: readonly GalleryImage[];
  /** What the images show, for the lightbox title ("Images of …"). */
  name: string;
};

/**
 * Thumbnails that open an accessible lightbox (a Radix dialog: focus trapped and restored,
 * Escape closes, Left/Right arrows and buttons move between images). Without JavaScript, and
 * until the lightbox's code has loaded, each thumbnail links to its full image.
 */
export function Gallery({ images, name }: GalleryProps) {
  const count = images.length;
  if (count === 0) return null;
  return (
    <GalleryLightbox
      images={images}
      labels={{
        dialogTitle: t("ui.detail.gallery.dialogTitle", { name }),
        view: t("ui.detail.gallery.view", { count }),
        close: t("ui.close"),
        previous: t("ui.detail.gallery.previous"),
        next: t("ui.detail.gallery.next"),
        positions: images.map((_, index) =>
          t("ui.detail.gallery.position", { index: index + 1, count }),
        ),
        open: images.map((image, index) =>
          t("ui.detail.gallery.openImage", { index: index + 1, count, alt: image.alt }),
        ),
      }}
    />
  );
}

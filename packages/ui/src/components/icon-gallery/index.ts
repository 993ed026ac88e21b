export { IconGallery } from "./icon-gallery.tsx";
export type { IconGalleryProps } from "./icon-gallery.tsx";

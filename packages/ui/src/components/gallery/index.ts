export { Gallery } from "./gallery.tsx";
export type { GalleryImage, GalleryProps } from "./gallery.tsx";

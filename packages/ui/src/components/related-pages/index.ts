export { RelatedPages } from "./related-pages.tsx";
export type { RelatedPage, RelatedPagesProps } from "./related-pages.tsx";

export { CONTENT_PAGES, contentPageCopy, createContentPageRoute } from "./content-page-route.tsx";
export type { ContentPageName } from "./content-page-route.tsx";

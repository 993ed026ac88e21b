export { createPagesSearchRoute, PAGES_PER_PAGE } from "./pages-search-route.tsx";
export type { PagesSearchPageProps } from "./pages-search-route.tsx";

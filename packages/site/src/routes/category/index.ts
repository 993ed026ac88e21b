export { categoryRequest, createCategoryRoute } from "./category-route.tsx";
export type { CategoryPageProps } from "./category-route.tsx";
export { collectionPageJsonLd, collectionPath } from "./collection-page.tsx";
export type { CollectionRequest, CollectionRouteOptions } from "./collection-page.tsx";

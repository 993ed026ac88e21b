export { createPageRoute, orderedSections, SECTION_ORDER, webPageJsonLd } from "./page-route.tsx";
export type { InformationPageProps } from "./page-route.tsx";

export { accessibilityLabels, createLocationsRoute } from "./locations-route.tsx";
export type { LocationsPageProps } from "./locations-route.tsx";

export { createResultsRoute, RELATED_PAGES_COUNT } from "./results-route.tsx";
export type { ResultsPageProps, ResultsRouteOptions } from "./results-route.tsx";

export { NoResults, defaultTips } from "./no-results.tsx";
export type { NoResultsProps } from "./no-results.tsx";

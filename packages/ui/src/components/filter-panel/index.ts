export { FilterPanel, WAIT_TIMES, buildHref, paramValues } from "./filter-panel.tsx";
export type {
  EligibilityFilter,
  FilterPanelProps,
  OpenDay,
  SearchParams,
  WaitTime,
} from "./filter-panel.tsx";

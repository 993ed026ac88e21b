export {
  FILTER_PANEL_PARAMS,
  FilterPanel,
  WAIT_TIMES,
  buildHref,
  paramValues,
} from "./filter-panel.tsx";
export type {
  EligibilityFilter,
  FilterPanelProps,
  OpenDay,
  SearchParams,
  WaitTime,
} from "./filter-panel.tsx";

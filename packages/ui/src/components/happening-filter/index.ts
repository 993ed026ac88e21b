export { HAPPENING_PARAMS, HappeningFilter, happeningFieldIds } from "./happening-filter.tsx";
export type { HappeningChoice, HappeningFilterProps } from "./happening-filter.tsx";

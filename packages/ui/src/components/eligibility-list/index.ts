export { EligibilityList } from "./eligibility-list.tsx";
export type { EligibilityGroup, EligibilityListProps } from "./eligibility-list.tsx";

export { OpeningTimes } from "./opening-times.tsx";
export type { OpeningTimesProps } from "./opening-times.tsx";

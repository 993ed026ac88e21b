export { EventDateLine, eventDateText, longDateWithWeekday } from "./event-date-line.tsx";
export type { EventDateLineProps } from "./event-date-line.tsx";

export { AddToCalendar } from "./add-to-calendar.tsx";
export type { AddToCalendarProps } from "./add-to-calendar.tsx";

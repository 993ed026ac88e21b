/** Structural opening-hours types matching the `/core/v1` field names. */
export type {
  Frequency,
  HolidayOpeningHour,
  NextOccurrence,
  RegularHoursDescription,
  RegularOpeningHour,
  ServiceLocationHours,
} from "./types.ts";
/** English weekday names, Monday first. */
export type { WeekdayName } from "./wording.ts";
/** schema.org `OpeningHoursSpecification` and its `dayOfWeek` URLs. */
export type { OpeningHoursSpecification, SchemaOrgDayOfWeek } from "./schema-org.ts";

/** 12-hour time without `:00`: `09:30:00` → `9:30am`, `17:00:00` → `5pm`. */
export { formatTime } from "./time.ts";
/** `HH:MM:SS` of seconds after midnight: `34200` → `09:30:00`. */
export { secondsToTime } from "./time.ts";
/** Day of the month with its suffix (`21st`), or `Invalid day` outside 1–31. */
export { ordinal } from "./ordinal.ts";
/**
 * The Europe/London zone name; today's London date; the London date and time at an instant; a
 * date some days on; what the rules read of a date; `24th November 2026`; `Monday 30 November`;
 * a weekday's name.
 */
export {
  LONDON_TIME_ZONE,
  calendarDay,
  formatGovukDate,
  formatLongDate,
  formatShortDate,
  londonWallClock,
  shiftDate,
  todayInLondon,
  weekdayName,
} from "./calendar.ts";
export type { CalendarDay, LondonWallClock } from "./calendar.ts";
/** When a regular rule occurs: next date on or after a day, on a day, today in London. */
export { isRuleToday, nextRuleDate, ruleOccursOn } from "./rules.ts";
/** Holidays covering a date; holidays not yet over, soonest first. */
export { holidaysCovering, upcomingClosures } from "./holidays.ts";
/** The API's `is_open_now` and `next_occurs`, computed in Europe/London. */
export { isOpenNow, nextOccurs } from "./status.ts";
/** Open now until when, or when next open, across a service's locations. */
export { openingStatus } from "./opening-status.ts";
export type { OpeningMoment, OpeningStatus } from "./opening-status.ts";
/** Regular rules, next occurrence and closures in words. */
export { describeClosure, describeRegularHours, nextOccurringText } from "./describe.ts";
/** Regular rules in display order: weekly Monday → Sunday first. */
export { sortRegularHours } from "./sort.ts";
/** schema.org `OpeningHoursSpecification[]` for structured data. */
export { toOpeningHoursSpecification } from "./schema-org.ts";

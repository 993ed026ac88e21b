// The dates of events in Europe/London: today, the quick ranges of the form, and an event's start
// and end as instants.
import { TZDate } from "@date-fns/tz";
import {
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  format,
  formatISO,
  isValid,
  parse,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import type { OrganisationEvent } from "@hub/api-client/schemas";
import { LONDON_TIME_ZONE } from "@hub/opening-times";

const ISO_DATE = "yyyy-MM-dd";

/** A real calendar date written `YYYY-MM-DD` (what `<input type=date>` submits). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = parse(value, ISO_DATE, new Date(0));
  return isValid(date) && format(date, ISO_DATE) === value;
}

function inLondon(now: Date): TZDate {
  return new TZDate(now.getTime(), LONDON_TIME_ZONE);
}

/** Today's date in London. */
export function londonToday(now: Date): string {
  return format(inLondon(now), ISO_DATE);
}

export type DateRange = { from: string; to: string };
export type QuickDateRanges = { thisWeek: DateRange; nextWeek: DateRange; nextMonth: DateRange };

/**
 * The quick picks (frontend-features §6.2): today to Sunday, next Monday to Sunday, and the
 * whole of next month, by the London calendar.
 */
export function quickDateRanges(now: Date): QuickDateRanges {
  const today = inLondon(now);
  const week = { weekStartsOn: 1 } as const;
  const nextWeek = addWeeks(today, 1);
  const nextMonth = addMonths(startOfMonth(today), 1);
  const day = (date: Date) => format(date, ISO_DATE);
  return {
    thisWeek: { from: day(today), to: day(endOfWeek(today, week)) },
    nextWeek: { from: day(startOfWeek(nextWeek, week)), to: day(endOfWeek(nextWeek, week)) },
    nextMonth: { from: day(nextMonth), to: day(endOfMonth(nextMonth)) },
  };
}

/** An event's date and time (London wall clock, as the API stores them) as ISO 8601 with offset. */
export function londonDateTime(date: string, time: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = time.split(":").map(Number);
  return formatISO(TZDate.tz(LONDON_TIME_ZONE, year, month - 1, day, hours, minutes, seconds));
}

export function eventStartsAt(event: Pick<OrganisationEvent, "start_date" | "start_time">): string {
  return londonDateTime(event.start_date, event.start_time);
}

export function eventEndsAt(event: Pick<OrganisationEvent, "end_date" | "end_time">): string {
  return londonDateTime(event.end_date, event.end_time);
}

export function hasEnded(
  event: Pick<OrganisationEvent, "end_date" | "end_time">,
  now: Date,
): boolean {
  return new Date(eventEndsAt(event)).getTime() < now.getTime();
}

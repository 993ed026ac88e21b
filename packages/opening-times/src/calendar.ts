import { UTCDate } from "@date-fns/utc";
import { format } from "date-fns";
import { ordinal } from "./ordinal.ts";
import { WEEKDAY_NAMES } from "./wording.ts";
import type { WeekdayName } from "./wording.ts";

/** The time zone of every "today", "open now" and "next occurring". */
export const LONDON_TIME_ZONE = "Europe/London";

// Only "now" needs the time zone; calendar dates are then plain days, so their arithmetic runs on
// UTC dates (no DST, no offset lookups), which is many times faster than zoned dates.
const londonClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export type LondonWallClock = Readonly<{ date: string; secondsOfDay: number }>;

// A page of results asks for the same instant once per location; formatting it is the costly part.
let lastWallClock: { time: number; clock: LondonWallClock } | null = null;

/** The date and time of day on the London wall clock at an instant. */
export function londonWallClock(now: Date): LondonWallClock {
  const time = now.getTime();
  if (lastWallClock?.time === time) {
    return lastWallClock.clock;
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of londonClock.formatToParts(now)) parts[part.type] = part.value;
  const clock = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    secondsOfDay: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
  lastWallClock = { time, clock };
  return clock;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/**
 * Days from 1970-01-01 to a `YYYY-MM-DD` London calendar date (a longer ISO string is cut to its
 * date), or `null`. Plain day numbers make the hot paths (open now, next occurring) cheap.
 */
export function epochDayOf(value: string | null | undefined): number | null {
  if (typeof value !== "string") {
    return null;
  }
  const match = ISO_DATE.exec(value.slice(0, 10));
  if (match === null) {
    return null;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Reject dates that roll over, such as 2026-02-30.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date.getTime() / MS_PER_DAY
    : null;
}

/** `YYYY-MM-DD` of a day counted from 1970-01-01. */
export function isoDateOfEpochDay(epochDay: number): string {
  const date = new Date(epochDay * MS_PER_DAY);
  const year = date.getUTCFullYear();
  // Built from its fields because `toISOString` costs several times more; it still writes the
  // signed six-digit years outside 0–9999.
  if (year < 0 || year > 9999) {
    return date.toISOString().slice(0, 10);
  }
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  return `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

/** Days from 1970-01-01 to a London calendar date. */
export function epochDayOfDate(date: UTCDate): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day counted from 1970-01-01, a Thursday. */
export function isoWeekdayOfEpochDay(epochDay: number): number {
  return ((((epochDay + 3) % 7) + 7) % 7) + 1;
}

/** The London calendar date of a day counted from 1970-01-01, for date-fns arithmetic. */
export function dateOfEpochDay(epochDay: number): UTCDate {
  return new UTCDate(epochDay * MS_PER_DAY);
}

/** A `YYYY-MM-DD` London calendar date (a longer ISO string is cut to its date), or `null`. */
export function parseLondonDate(value: string | null | undefined): UTCDate | null {
  const epochDay = epochDayOf(value);
  return epochDay === null ? null : dateOfEpochDay(epochDay);
}

/** The `YYYY-MM-DD` date a valid date string names, or `null`. */
export function normaliseDate(value: string | null | undefined): string | null {
  const epochDay = epochDayOf(value);
  return epochDay === null ? null : isoDateOfEpochDay(epochDay);
}

/** The date `days` calendar days after a valid `YYYY-MM-DD` date. */
export function shiftDate(date: string, days: number): string {
  const epochDay = epochDayOf(date);
  if (epochDay === null) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  return isoDateOfEpochDay(epochDay + days);
}

/** Today's date in Europe/London as `YYYY-MM-DD`. */
export function todayInLondon(now: Date): string {
  return londonWallClock(now).date;
}

/** `24th November 2026` for `2026-11-24`; anything that is not a date is returned unchanged. */
export function formatLongDate(date: string): string {
  const parsed = parseLondonDate(date);
  return parsed === null ? date : `${ordinal(parsed.getDate())} ${format(parsed, "MMMM yyyy")}`;
}

/**
 * `3 November 2026` for `2026-11-03`: the GOV.UK style for a date on its own. `null` for anything
 * that is not a calendar date, so a page shows nothing rather than a wrong date.
 */
export function formatGovukDate(date: string | null | undefined): string | null {
  const parsed = parseLondonDate(date);
  return parsed === null ? null : format(parsed, "d MMMM yyyy");
}

/**
 * `30 November` for `2026-11-30`, or with `weekday` `Monday 30 November`: a date close enough that
 * its year goes without saying. `null` for anything that is not a calendar date.
 */
export function formatShortDate(
  date: string | null | undefined,
  { weekday = false }: { weekday?: boolean } = {},
): string | null {
  const parsed = parseLondonDate(date);
  return parsed === null ? null : format(parsed, weekday ? "EEEE d MMMM" : "d MMMM");
}

/** Whether a value is an ISO weekday number, 1 = Monday … 7 = Sunday. */
export function isIsoWeekday(weekday: number | null | undefined): weekday is number {
  return typeof weekday === "number" && Number.isInteger(weekday) && weekday >= 1 && weekday <= 7;
}

/** English name of an ISO weekday (1 = Monday … 7 = Sunday), or `null` outside 1–7. */
export function weekdayName(weekday: number | null | undefined): WeekdayName | null {
  return isIsoWeekday(weekday) ? (WEEKDAY_NAMES[weekday - 1] ?? null) : null;
}

/** What the regular rules read of a London calendar date (`rules.ts`, and the API's SQL twin). */
export type CalendarDay = Readonly<{
  date: string;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
  dayOfMonth: number;
  daysInMonth: number;
  /** Which of the month's days of its weekday it is, 1–5. */
  occurrence: number;
  /** It is the month's last day of its weekday. */
  isLastOccurrence: boolean;
}>;

/** The weekday and place in its month of a valid `YYYY-MM-DD` date. */
export function calendarDay(date: string): CalendarDay {
  const epochDay = epochDayOf(date);
  if (epochDay === null) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  const day = dateOfEpochDay(epochDay);
  const dayOfMonth = day.getUTCDate();
  const daysInMonth = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return {
    date: isoDateOfEpochDay(epochDay),
    weekday: isoWeekdayOfEpochDay(epochDay),
    dayOfMonth,
    daysInMonth,
    occurrence: Math.ceil(dayOfMonth / 7),
    isLastOccurrence: dayOfMonth + 7 > daysInMonth,
  };
}

import { UTCDate } from "@date-fns/utc";
import { addDays, format } from "date-fns";
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

export type LondonWallClock = { date: string; secondsOfDay: number };

/** The date and time of day on the London wall clock at an instant. */
export function londonWallClock(now: Date): LondonWallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of londonClock.formatToParts(now)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    secondsOfDay: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` London calendar date (a longer ISO string is cut to its date), or `null`. */
export function parseLondonDate(value: string | null | undefined): UTCDate | null {
  if (typeof value !== "string") {
    return null;
  }
  const match = ISO_DATE.exec(value.slice(0, 10));
  if (match === null) {
    return null;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new UTCDate(year, month - 1, day);
  // Reject dates that roll over, such as 2026-02-30.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** `YYYY-MM-DD` of a London calendar date. */
export function toIsoDate(date: UTCDate): string {
  return date.toISOString().slice(0, 10);
}

/** The `YYYY-MM-DD` date a valid date string names, or `null`. */
export function normaliseDate(value: string | null | undefined): string | null {
  const date = parseLondonDate(value);
  return date === null ? null : toIsoDate(date);
}

/** The date `days` calendar days after a valid `YYYY-MM-DD` date. */
export function shiftDate(date: string, days: number): string {
  const parsed = parseLondonDate(date);
  if (parsed === null) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  return toIsoDate(addDays(parsed, days));
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

/** Whether a value is an ISO weekday number, 1 = Monday … 7 = Sunday. */
export function isIsoWeekday(weekday: number | null | undefined): weekday is number {
  return typeof weekday === "number" && Number.isInteger(weekday) && weekday >= 1 && weekday <= 7;
}

/** English name of an ISO weekday (1 = Monday … 7 = Sunday), or `null` outside 1–7. */
export function weekdayName(weekday: number | null | undefined): WeekdayName | null {
  return isIsoWeekday(weekday) ? (WEEKDAY_NAMES[weekday - 1] ?? null) : null;
}

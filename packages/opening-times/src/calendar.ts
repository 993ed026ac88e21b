import { tz } from "@date-fns/tz";
import type { TZDate } from "@date-fns/tz";
import { addDays, format, isValid, parseISO } from "date-fns";
import { ordinal } from "./ordinal.ts";
import { WEEKDAY_NAMES } from "./wording.ts";
import type { WeekdayName } from "./wording.ts";

/** The time zone of every "today", "open now" and "next occurring". */
export const LONDON_TIME_ZONE = "Europe/London";

export const inLondon = tz(LONDON_TIME_ZONE);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight in London of a `YYYY-MM-DD` date (a longer ISO string is cut to its date), or `null`. */
export function parseLondonDate(value: string | null | undefined): TZDate | null {
  if (typeof value !== "string") {
    return null;
  }
  const day = value.slice(0, 10);
  if (!ISO_DATE.test(day)) {
    return null;
  }
  const date = parseISO(day, { in: inLondon });
  return isValid(date) ? date : null;
}

/** `YYYY-MM-DD` of a London calendar date. */
export function toIsoDate(date: TZDate): string {
  return format(date, "yyyy-MM-dd");
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
  return format(now, "yyyy-MM-dd", { in: inLondon });
}

/** Seconds since midnight on the London wall clock. */
export function londonSecondsOfDay(now: Date): number {
  const local = inLondon(now);
  return local.getHours() * 3600 + local.getMinutes() * 60 + local.getSeconds();
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

// Calendar arithmetic on `YYYY-MM-DD` strings (UTC midnight internally, so no DST surprises).
import type { IsoDate, IsoDateTime, IsoTime } from "../types.ts";

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const londonDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Europe/London calendar day of `reference` (a Date or an ISO date string). */
export function toReferenceDay(reference: Date | string): IsoDate {
  if (typeof reference === "string") {
    if (ISO_DATE.test(reference)) {
      assertValidDay(reference);
      return reference;
    }
    return toReferenceDay(new Date(reference));
  }
  if (Number.isNaN(reference.getTime())) throw new Error("Invalid reference date");
  return londonDay.format(reference);
}

function assertValidDay(day: IsoDate): void {
  if (formatDay(parseDay(day)) !== day) throw new Error(`Invalid date: ${day}`);
}

function parseDay(day: IsoDate): number {
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
}

function formatDay(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: IsoDate, days: number): IsoDate {
  return formatDay(parseDay(day) + days * DAY_MS);
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: IsoDate): number {
  const dow = new Date(parseDay(day)).getUTCDay();
  return dow === 0 ? 7 : dow;
}

/** The first date on or after `day` that falls on `weekday` (1–7). */
export function onOrAfterWeekday(day: IsoDate, weekday: number): IsoDate {
  return addDays(day, (weekday - isoWeekday(day) + 7) % 7);
}

/** The last date on or before `day` that falls on `weekday` (1–7). */
export function onOrBeforeWeekday(day: IsoDate, weekday: number): IsoDate {
  return addDays(day, -((isoWeekday(day) - weekday + 7) % 7));
}

export function yearOf(day: IsoDate): number {
  return Number(day.slice(0, 4));
}

export function monthOf(day: IsoDate): number {
  return Number(day.slice(5, 7));
}

/** `YYYY-MM-DD` for a year, month (1–12) and day, clamped to the month's length. */
export function makeDay(year: number, month: number, dayOfMonth: number): IsoDate {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return formatDay(Date.UTC(year, month - 1, Math.min(dayOfMonth, last)));
}

/** First day of the month `offset` months after the month containing `day`. */
export function startOfMonthOffset(day: IsoDate, offset: number): IsoDate {
  return formatDay(Date.UTC(yearOf(day), monthOf(day) - 1 + offset, 1));
}

/** The `occurrence`-th (1–4, or 5 = last) `weekday` of the month that starts on `monthStart`. */
export function nthWeekdayOfMonth(
  monthStart: IsoDate,
  weekday: number,
  occurrence: number,
): IsoDate {
  if (occurrence === 5) {
    const nextMonth = startOfMonthOffset(monthStart, 1);
    return onOrBeforeWeekday(addDays(nextMonth, -1), weekday);
  }
  return addDays(onOrAfterWeekday(monthStart, weekday), (occurrence - 1) * 7);
}

/** The contract's datetime format: `YYYY-MM-DDTHH:MM:SS+0000`. */
export function isoDateTime(day: IsoDate, time: IsoTime = "09:00:00"): IsoDateTime {
  return `${day}T${time}+0000`;
}

/** `HH:MM:SS` from minutes after midnight. */
export function timeOfDay(minutes: number): IsoTime {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:00`;
}

import type { UTCDate } from "@date-fns/utc";
import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  getDaysInMonth,
  getISODay,
  lastDayOfMonth,
  setDate,
  startOfMonth,
  subDays,
} from "date-fns";
import { isIsoWeekday, parseLondonDate, todayInLondon, toIsoDate } from "./calendar.ts";
import type { RegularOpeningHour } from "./types.ts";

const DAYS_PER_FORTNIGHT = 14;
const LAST_OCCURRENCE = 5;

function isDayOfMonth(day: number | null | undefined): day is number {
  return typeof day === "number" && Number.isInteger(day) && day >= 1 && day <= 31;
}

function isOccurrence(occurrence: number | null | undefined): occurrence is number {
  return (
    typeof occurrence === "number" &&
    Number.isInteger(occurrence) &&
    occurrence >= 1 &&
    occurrence <= LAST_OCCURRENCE
  );
}

/** Days from `from` forward to the next `weekday` (0 when `from` is that weekday). */
function daysUntilWeekday(from: UTCDate, weekday: number): number {
  return (weekday - getISODay(from) + 7) % 7;
}

function clampedDayOfMonth(monthStart: UTCDate, day: number): UTCDate {
  return setDate(monthStart, Math.min(day, getDaysInMonth(monthStart)));
}

function nthWeekdayOfMonth(monthStart: UTCDate, weekday: number, occurrence: number): UTCDate {
  if (occurrence === LAST_OCCURRENCE) {
    const lastDay = lastDayOfMonth(monthStart);
    return subDays(lastDay, (getISODay(lastDay) - weekday + 7) % 7);
  }
  // Every month has at least four of each weekday, so occurrences 1–4 always exist.
  return addDays(monthStart, daysUntilWeekday(monthStart, weekday) + 7 * (occurrence - 1));
}

/** The first date on or after `from` whose month-based candidate is not before `from`. */
function nextMonthly(from: UTCDate, candidateIn: (monthStart: UTCDate) => UTCDate): UTCDate {
  const thisMonth = candidateIn(startOfMonth(from));
  return differenceInCalendarDays(thisMonth, from) >= 0
    ? thisMonth
    : candidateIn(addMonths(startOfMonth(from), 1));
}

/**
 * The first `YYYY-MM-DD` date on or after `from` (a London date) on which the rule occurs, or
 * `null` when the rule never occurs (missing or out-of-range fields, unknown frequency).
 */
export function nextRuleDate(rule: RegularOpeningHour, from: string): string | null {
  const start = parseLondonDate(from);
  if (start === null) {
    return null;
  }
  switch (rule.frequency) {
    case "weekly": {
      const { weekday } = rule;
      return isIsoWeekday(weekday)
        ? toIsoDate(addDays(start, daysUntilWeekday(start, weekday)))
        : null;
    }
    case "monthly": {
      const day = rule.day_of_month;
      return isDayOfMonth(day)
        ? toIsoDate(nextMonthly(start, (monthStart) => clampedDayOfMonth(monthStart, day)))
        : null;
    }
    case "fortnightly": {
      const anchor = parseLondonDate(rule.starts_at);
      if (anchor === null) {
        return null;
      }
      const daysAfterAnchor = differenceInCalendarDays(start, anchor);
      if (daysAfterAnchor <= 0) {
        return toIsoDate(anchor);
      }
      const fortnights = Math.ceil(daysAfterAnchor / DAYS_PER_FORTNIGHT);
      return toIsoDate(addDays(anchor, fortnights * DAYS_PER_FORTNIGHT));
    }
    case "nth_occurrence_of_month": {
      const { weekday, occurrence_of_month: occurrence } = rule;
      return isIsoWeekday(weekday) && isOccurrence(occurrence)
        ? toIsoDate(
            nextMonthly(start, (monthStart) => nthWeekdayOfMonth(monthStart, weekday, occurrence)),
          )
        : null;
    }
    default:
      return null;
  }
}

/** Whether the rule occurs on a `YYYY-MM-DD` London date. */
export function ruleOccursOn(rule: RegularOpeningHour, date: string): boolean {
  return nextRuleDate(rule, date) === date;
}

/** Whether the rule occurs today in Europe/London (ignoring holidays and the time of day). */
export function isRuleToday(rule: RegularOpeningHour, now: Date): boolean {
  return ruleOccursOn(rule, todayInLondon(now));
}

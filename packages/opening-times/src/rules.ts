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
import {
  dateOfEpochDay,
  epochDayOf,
  isIsoWeekday,
  isoDateOfEpochDay,
  isoWeekdayOfEpochDay,
  epochDayOfDate,
  todayInLondon,
} from "./calendar.ts";
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

/** The first day on or after `start` (days from 1970-01-01) on which the rule occurs, or `null`. */
function nextRuleDay(rule: RegularOpeningHour, start: number): number | null {
  switch (rule.frequency) {
    case "weekly": {
      const { weekday } = rule;
      return isIsoWeekday(weekday)
        ? start + ((weekday - isoWeekdayOfEpochDay(start) + 7) % 7)
        : null;
    }
    case "monthly": {
      const day = rule.day_of_month;
      return isDayOfMonth(day)
        ? epochDayOfDate(
            nextMonthly(dateOfEpochDay(start), (monthStart) => clampedDayOfMonth(monthStart, day)),
          )
        : null;
    }
    case "fortnightly": {
      const anchor = epochDayOf(rule.starts_at);
      if (anchor === null) {
        return null;
      }
      const daysAfterAnchor = start - anchor;
      return daysAfterAnchor <= 0
        ? anchor
        : anchor + Math.ceil(daysAfterAnchor / DAYS_PER_FORTNIGHT) * DAYS_PER_FORTNIGHT;
    }
    case "nth_occurrence_of_month": {
      const { weekday, occurrence_of_month: occurrence } = rule;
      return isIsoWeekday(weekday) && isOccurrence(occurrence)
        ? epochDayOfDate(
            nextMonthly(dateOfEpochDay(start), (monthStart) =>
              nthWeekdayOfMonth(monthStart, weekday, occurrence),
            ),
          )
        : null;
    }
    default:
      return null;
  }
}

/**
 * The first `YYYY-MM-DD` date on or after `from` (a London date) on which the rule occurs, or
 * `null` when the rule never occurs (missing or out-of-range fields, unknown frequency).
 */
export function nextRuleDate(rule: RegularOpeningHour, from: string): string | null {
  const start = epochDayOf(from);
  const day = start === null ? null : nextRuleDay(rule, start);
  return day === null ? null : isoDateOfEpochDay(day);
}

/** Whether the rule occurs on a `YYYY-MM-DD` London date. */
export function ruleOccursOn(rule: RegularOpeningHour, date: string): boolean {
  const day = epochDayOf(date);
  return day !== null && nextRuleDay(rule, day) === day;
}

/** Whether the rule occurs today in Europe/London (ignoring holidays and the time of day). */
export function isRuleToday(rule: RegularOpeningHour, now: Date): boolean {
  return ruleOccursOn(rule, todayInLondon(now));
}

import { getISODay } from "date-fns";
import {
  formatLongDate,
  normaliseDate,
  parseLondonDate,
  todayInLondon,
  weekdayName,
} from "./calendar.ts";
import { ordinal } from "./ordinal.ts";
import { nextRuleDate } from "./rules.ts";
import { formatTime, timeToSeconds } from "./time.ts";
import type { HolidayOpeningHour, RegularHoursDescription, RegularOpeningHour } from "./types.ts";
import { INVALID_DAY, OCCURRENCE_WORDS, wording } from "./wording.ts";

function invalid(times: string): RegularHoursDescription {
  return { text: INVALID_DAY, times, next: null };
}

/**
 * A regular rule in words, e.g. `Every Monday 9am→5pm`, `Every 3rd day of the month` +
 * `9am→5pm`, `Fortnightly on Tuesdays` + the next date (today counts), `Every last Friday of the
 * month.`; `Invalid day` when the rule's day fields are out of range, empty for an unknown frequency.
 */
export function describeRegularHours(rule: RegularOpeningHour, now: Date): RegularHoursDescription {
  const times = wording.timeRange(formatTime(rule.opens_at), formatTime(rule.closes_at));
  switch (rule.frequency) {
    case "weekly": {
      const weekday = weekdayName(rule.weekday);
      return weekday === null
        ? invalid(times)
        : { text: wording.weekly(weekday, times), times: null, next: null };
    }
    case "monthly": {
      const day = ordinal(rule.day_of_month ?? Number.NaN);
      return day === INVALID_DAY
        ? invalid(times)
        : { text: wording.monthly(day), times, next: null };
    }
    case "fortnightly": {
      const anchor = parseLondonDate(rule.starts_at);
      const weekday = anchor === null ? null : weekdayName(getISODay(anchor));
      return weekday === null
        ? invalid(times)
        : {
            text: wording.fortnightly(weekday),
            times,
            next: nextRuleDate(rule, todayInLondon(now)),
          };
    }
    case "nth_occurrence_of_month": {
      const weekday = weekdayName(rule.weekday);
      const occurrence = OCCURRENCE_WORDS[(rule.occurrence_of_month ?? 0) - 1];
      return weekday === null || occurrence === undefined
        ? invalid(times)
        : { text: wording.nthOccurrence(occurrence, weekday), times, next: null };
    }
    default:
      return { text: "", times: null, next: null };
  }
}

/** `Next occurring on 24th November 2026.` for `2026-11-24`. */
export function nextOccurringText(date: string): string {
  return wording.nextOccurring(formatLongDate(date));
}

function hoursClause(opensAt: string, closesAt: string): string {
  // 00:00:00 means no time was given.
  const opens = timeToSeconds(opensAt) === 0 ? null : formatTime(opensAt);
  const closes = timeToSeconds(closesAt) === 0 ? null : formatTime(closesAt);
  if (opens !== null && closes !== null) {
    return wording.fromTo(opens, closes);
  }
  if (opens !== null) {
    return wording.from(opens);
  }
  return closes === null ? "" : wording.until(closes);
}

/**
 * A holiday in words: `Closed on 25th December 2026`, `Open on 24th December 2026 from 10am to
 * 2pm`, `Closed between 24th December 2026 - 1st January 2027`; times of `00:00:00` are left out.
 */
export function describeClosure(closure: HolidayOpeningHour): string {
  const starts = normaliseDate(closure.starts_at) ?? closure.starts_at;
  const ends = normaliseDate(closure.ends_at) ?? closure.ends_at;
  const when =
    starts === ends
      ? wording.closureOnDay(formatLongDate(starts))
      : wording.closureBetween(formatLongDate(starts), formatLongDate(ends));
  return closure.is_closed
    ? wording.closed(when)
    : wording.open(when, hoursClause(closure.opens_at, closure.closes_at));
}

import { getISODay } from "date-fns";
import { isIsoWeekday, parseLondonDate } from "./calendar.ts";
import type { Frequency, RegularOpeningHour } from "./types.ts";

// Most frequent first: every week, every fortnight, then the two once-a-month kinds.
const FREQUENCY_ORDER: Record<Frequency, number> = {
  weekly: 0,
  fortnightly: 1,
  nth_occurrence_of_month: 2,
  monthly: 3,
};
const UNKNOWN = 99;

function orNumber(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? value : UNKNOWN;
}

function weekdayOf(rule: RegularOpeningHour): number {
  if (rule.frequency === "fortnightly") {
    const anchor = parseLondonDate(rule.starts_at);
    return anchor === null ? UNKNOWN : getISODay(anchor);
  }
  return isIsoWeekday(rule.weekday) ? rule.weekday : UNKNOWN;
}

function sortKey(rule: RegularOpeningHour): number[] {
  const frequency = (FREQUENCY_ORDER as Partial<Record<string, number>>)[rule.frequency] ?? UNKNOWN;
  switch (rule.frequency) {
    case "nth_occurrence_of_month":
      return [frequency, orNumber(rule.occurrence_of_month), weekdayOf(rule)];
    case "monthly":
      return [frequency, orNumber(rule.day_of_month)];
    default:
      return [frequency, weekdayOf(rule)];
  }
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (const [index, value] of a.entries()) {
    const other = b[index] ?? UNKNOWN;
    if (value !== other) {
      return value - other;
    }
  }
  return 0;
}

/**
 * A sorted copy: weekly rules Monday → Sunday, then fortnightly (by weekday), nth occurrence
 * (first → last, then weekday), monthly (by day); opening time breaks ties, then the given order.
 */
export function sortRegularHours<T extends RegularOpeningHour>(rules: readonly T[]): T[] {
  return rules.toSorted(
    (a, b) => compareKeys(sortKey(a), sortKey(b)) || a.opens_at.localeCompare(b.opens_at),
  );
}

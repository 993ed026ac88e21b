import { londonWallClock, shiftDate, todayInLondon } from "./calendar.ts";
import { rangedCovering, withRanges } from "./holidays.ts";
import type { RangedHoliday } from "./holidays.ts";
import { nextRuleDate, ruleOccursOn } from "./rules.ts";
import { SECONDS_PER_DAY, timeToSeconds } from "./time.ts";
import type {
  HolidayOpeningHour,
  NextOccurrence,
  RegularOpeningHour,
  ServiceLocationHours,
} from "./types.ts";

/** Opening window in seconds after the day's midnight; `end` passes 86 400 when it closes the next day. */
export type Window = { start: number; end: number };

/** A day's opening windows, and whether holiday hours set them. */
export type DaySchedule = { fromHoliday: boolean; windows: Window[] };

function windowOf(opensAt: string, closesAt: string): Window | null {
  const start = timeToSeconds(opensAt);
  const end = timeToSeconds(closesAt);
  if (start === null || end === null) {
    return null;
  }
  // Closing at or before opening means closing on the next day: 18:00–00:00 runs to midnight,
  // 22:00–02:00 runs overnight and 00:00–00:00 is the whole day.
  return { start, end: end > start ? end : end + SECONDS_PER_DAY };
}

function windowsOf(entries: readonly (RegularOpeningHour | HolidayOpeningHour)[]): Window[] {
  return entries.flatMap((entry) => windowOf(entry.opens_at, entry.closes_at) ?? []);
}

/** Holiday hours covering the date replace the regular rules; any closed one closes the day. */
export function scheduleOn(
  rules: readonly RegularOpeningHour[],
  holidays: readonly RangedHoliday<HolidayOpeningHour>[],
  date: string,
): DaySchedule {
  const covering = rangedCovering(holidays, date).map(({ holiday }) => holiday);
  if (covering.length > 0) {
    const closed = covering.some((holiday) => holiday.is_closed);
    return { fromHoliday: true, windows: closed ? [] : windowsOf(covering) };
  }
  return {
    fromHoliday: false,
    windows: windowsOf(rules.filter((rule) => ruleOccursOn(rule, date))),
  };
}

/**
 * Whether the location is open at `now` on the Europe/London wall clock. Holiday hours covering
 * today win over regular rules; a window that runs past midnight keeps it open into the next
 * morning unless a holiday covers that morning.
 */
export function isOpenNow(location: ServiceLocationHours, now: Date): boolean {
  const { date: today, secondsOfDay: seconds } = londonWallClock(now);
  const rules = location.regular_opening_hours;
  const holidays = withRanges(location.holiday_opening_hours);
  const todays = scheduleOn(rules, holidays, today);
  if (todays.windows.some((window) => window.start <= seconds && seconds < window.end)) {
    return true;
  }
  if (todays.fromHoliday) {
    return false;
  }
  const yesterdays = scheduleOn(rules, holidays, shiftDate(today, -1));
  return yesterdays.windows.some((window) => seconds + SECONDS_PER_DAY < window.end);
}

function nextOccurrenceOfRule(
  rule: RegularOpeningHour,
  from: string,
  holidays: readonly RangedHoliday<HolidayOpeningHour>[],
): NextOccurrence | null {
  let searchFrom = from;
  // Ends: each pass either returns or moves past the end of a closed holiday covering the
  // candidate date, and a holiday that has been passed can never cover a later candidate.
  for (;;) {
    const date = nextRuleDate(rule, searchFrom);
    if (date === null) {
      return null;
    }
    const covering = rangedCovering(holidays, date);
    const closedEnds = covering.flatMap(({ holiday, range }) =>
      holiday.is_closed ? [range.ends] : [],
    );
    if (closedEnds.length > 0) {
      searchFrom = shiftDate(
        closedEnds.reduce((latest, end) => (end > latest ? end : latest)),
        1,
      );
      continue;
    }
    const holiday = covering[0]?.holiday;
    return holiday === undefined
      ? { date, start_time: rule.opens_at, end_time: rule.closes_at }
      : { date, start_time: holiday.opens_at, end_time: holiday.closes_at };
  }
}

/**
 * The API's `next_occurs`: the earliest date from today (Europe/London, today counts whatever
 * the time) on which a regular rule occurs, skipping closed holidays and using the first
 * covering holiday's times when it is open; `null` when no rule ever occurs.
 */
export function nextOccurs(location: ServiceLocationHours, now: Date): NextOccurrence | null {
  const today = todayInLondon(now);
  const holidays = withRanges(location.holiday_opening_hours);
  let earliest: NextOccurrence | null = null;
  for (const rule of location.regular_opening_hours) {
    const occurrence = nextOccurrenceOfRule(rule, today, holidays);
    if (
      occurrence !== null &&
      (earliest === null ||
        occurrence.date < earliest.date ||
        (occurrence.date === earliest.date && occurrence.start_time < earliest.start_time))
    ) {
      earliest = occurrence;
    }
  }
  return earliest;
}

import { normaliseDate, todayInLondon } from "./calendar.ts";
import type { HolidayOpeningHour } from "./types.ts";

type DateRange = { starts: string; ends: string };

/** The holiday's inclusive range as normalised dates, or `null` if a date is invalid or the range is reversed. */
export function holidayRange(holiday: HolidayOpeningHour): DateRange | null {
  const starts = normaliseDate(holiday.starts_at);
  const ends = normaliseDate(holiday.ends_at);
  return starts === null || ends === null || ends < starts ? null : { starts, ends };
}

/** A holiday with its range, worked out once for the many dates it is compared with. */
export type RangedHoliday<T extends HolidayOpeningHour> = { holiday: T; range: DateRange };

/** The holidays with a valid range, each with that range, in their original order. */
export function withRanges<T extends HolidayOpeningHour>(
  holidays: readonly T[],
): RangedHoliday<T>[] {
  return holidays.flatMap((holiday) => {
    const range = holidayRange(holiday);
    return range === null ? [] : [{ holiday, range }];
  });
}

/** The ranged holidays whose range includes a `YYYY-MM-DD` date, in their original order. */
export function rangedCovering<T extends HolidayOpeningHour>(
  holidays: readonly RangedHoliday<T>[],
  date: string,
): RangedHoliday<T>[] {
  return holidays.filter(({ range }) => range.starts <= date && date <= range.ends);
}

/** The holidays whose range includes a `YYYY-MM-DD` date, in their original order. */
export function holidaysCovering<T extends HolidayOpeningHour>(
  holidays: readonly T[],
  date: string,
): T[] {
  return rangedCovering(withRanges(holidays), date).map(({ holiday }) => holiday);
}

/** Holidays that have not ended before today in Europe/London, soonest first (ties keep their order). */
export function upcomingClosures<T extends HolidayOpeningHour>(
  holidayHours: readonly T[],
  now: Date,
): T[] {
  const today = todayInLondon(now);
  return holidayHours
    .flatMap((holiday) => {
      const range = holidayRange(holiday);
      return range !== null && range.ends >= today ? [{ holiday, range }] : [];
    })
    .toSorted(
      (a, b) =>
        a.range.starts.localeCompare(b.range.starts) || a.range.ends.localeCompare(b.range.ends),
    )
    .map(({ holiday }) => holiday);
}

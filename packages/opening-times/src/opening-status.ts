// Whether a service is open now and until when, or when it next opens, across all its locations:
// what a result card says ("Open now, closes 5pm", "Opens Tuesday 9:30am"). It reads each day's
// schedule as `isOpenNow` does, so the two never disagree about "open".
import { londonWallClock, shiftDate } from "./calendar.ts";
import { withRanges } from "./holidays.ts";
import type { RangedHoliday } from "./holidays.ts";
import { scheduleOn } from "./status.ts";
import type { DaySchedule } from "./status.ts";
import { SECONDS_PER_DAY, secondsToTime } from "./time.ts";
import type { HolidayOpeningHour, RegularOpeningHour, ServiceLocationHours } from "./types.ts";

/** A moment on the London wall clock: `YYYY-MM-DD` and `HH:MM:SS`. */
export type OpeningMoment = Readonly<{ date: string; time: string }>;

/**
 * `open` until `closes`; `closed`, opening next at `opens` (`null`: not within two months); or
 * `unknown` when no location gives opening times.
 */
export type OpeningStatus =
  | { state: "open"; closes: OpeningMoment }
  | { state: "closed"; opens: OpeningMoment | null }
  | { state: "unknown" };

/** How far ahead the next opening is looked for: monthly rules occur within it. */
const HORIZON_DAYS = 62;

/** The moment `seconds` after the midnight that starts `date` (past 86 400: a later day). */
function momentAt(date: string, seconds: number): OpeningMoment {
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  const rest = seconds - days * SECONDS_PER_DAY;
  return { date: days === 0 ? date : shiftDate(date, days), time: secondsToTime(rest) };
}

const earlier = (a: OpeningMoment, b: OpeningMoment) =>
  a.date < b.date || (a.date === b.date && a.time < b.time);

type Hours = {
  rules: readonly RegularOpeningHour[];
  holidays: readonly RangedHoliday<HolidayOpeningHour>[];
};

const dayOf = (hours: Hours, date: string): DaySchedule =>
  scheduleOn(hours.rules, hours.holidays, date);

/** When the location's current opening ends, or `null` when it is closed at the moment. */
function closingOf(hours: Hours, today: string, seconds: number): OpeningMoment | null {
  const todays = dayOf(hours, today);
  const ends = todays.windows
    .filter((window) => window.start <= seconds && seconds < window.end)
    .map((window) => window.end);
  if (!todays.fromHoliday) {
    // A window of the day before that runs past midnight, counted from today's midnight.
    for (const window of dayOf(hours, shiftDate(today, -1)).windows) {
      if (seconds + SECONDS_PER_DAY < window.end) ends.push(window.end - SECONDS_PER_DAY);
    }
  }
  return ends.length === 0 ? null : momentAt(today, Math.max(...ends));
}

/** The location's next opening after the moment, within the horizon, or `null`. */
function nextOpeningOf(hours: Hours, today: string, seconds: number): OpeningMoment | null {
  for (let offset = 0; offset <= HORIZON_DAYS; offset += 1) {
    const date = offset === 0 ? today : shiftDate(today, offset);
    const starts = dayOf(hours, date)
      .windows.map((window) => window.start)
      .filter((start) => offset > 0 || start > seconds);
    if (starts.length > 0) return momentAt(date, Math.min(...starts));
  }
  return null;
}

/** Whether the location gives opening times: regular hours, or holiday hours when open. */
const givesHours = (location: ServiceLocationHours) =>
  location.regular_opening_hours.length > 0 ||
  location.holiday_opening_hours.some((holiday) => !holiday.is_closed);

/** Open until the latest closing of any open location, else the soonest opening of any. */
export function openingStatus(
  locations: readonly ServiceLocationHours[],
  now: Date,
): OpeningStatus {
  const given = locations.filter(givesHours);
  if (given.length === 0) return { state: "unknown" };
  const { date: today, secondsOfDay: seconds } = londonWallClock(now);
  const hours = given.map((location) => ({
    rules: location.regular_opening_hours,
    holidays: withRanges(location.holiday_opening_hours),
  }));
  const closings = hours.flatMap((each) => closingOf(each, today, seconds) ?? []);
  if (closings.length > 0) {
    return { state: "open", closes: closings.reduce((a, b) => (earlier(a, b) ? b : a)) };
  }
  const openings = hours.flatMap((each) => nextOpeningOf(each, today, seconds) ?? []);
  return {
    state: "closed",
    opens: openings.length === 0 ? null : openings.reduce((a, b) => (earlier(b, a) ? b : a)),
  };
}

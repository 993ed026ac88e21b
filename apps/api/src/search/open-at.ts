// Which services are open at a moment on the London wall clock: the search filter `open_now` /
// `open_at` (docs/api-contract.md §4.10.1). It is the database's twin of `isOpenNow` in
// @hub/opening-times, which presents `is_open_now` on every service location, evaluated over
// every location's rules at once so that a search can filter by it; `open-at.test.ts` holds the
// two to one answer across schedules and instants.
//
// The rule, as `isOpenNow` has it: holiday hours covering the day replace its regular rules, and
// a closed one closes the whole day; otherwise the rules that occur on the day apply; and a
// window from the day before that runs past midnight keeps a place open into the morning, unless
// a holiday covers the morning.
import { calendarDay, londonWallClock, secondsToTime, shiftDate } from "@hub/opening-times";
import type { CalendarDay } from "@hub/opening-times";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";

/** A moment on the London wall clock: its date and its time of day. */
export type WallClock = Readonly<{ date: string; time: string }>;

/** The London wall clock at an instant. */
export function wallClockAt(instant: Date): WallClock {
  const { date, secondsOfDay } = londonWallClock(instant);
  return { date, time: secondsToTime(secondsOfDay) };
}

/** Whether the rule `r` (a `regular_opening_hours` row) occurs on the day: `ruleOccursOn`. */
function occursOn(day: CalendarDay): SQL {
  return sql`case r.frequency
    when 'weekly' then r.weekday = ${day.weekday}::int
    when 'monthly' then r.day_of_month between 1 and 31
      and least(r.day_of_month, ${day.daysInMonth}::int) = ${day.dayOfMonth}::int
    when 'fortnightly' then r.starts_at <= ${day.date}::date
      and (${day.date}::date - r.starts_at) % 14 = 0
    when 'nth_occurrence_of_month' then r.weekday = ${day.weekday}::int
      and (r.occurrence_of_month between 1 and 4 and r.occurrence_of_month = ${day.occurrence}::int
        or r.occurrence_of_month = 5 and ${day.isLastOccurrence}::boolean)
    else false end`;
}

/**
 * Whether the hours of the row `alias` hold the time on their own day. Closing at or before
 * opening means closing the next day, so such a window holds every time from its opening.
 */
function holdsOnTheDay(alias: "r" | "h", time: string): SQL {
  const row = sql.raw(alias);
  return sql`${row}.opens_at <= ${time}::time
    and (${row}.closes_at <= ${row}.opens_at or ${time}::time < ${row}.closes_at)`;
}

/** Whether the hours of the row `alias`, on the day before, run past midnight to the time. */
function holdsFromTheDayBefore(alias: "r" | "h", time: string): SQL {
  const row = sql.raw(alias);
  return sql`${row}.closes_at <= ${row}.opens_at and ${time}::time < ${row}.closes_at`;
}

/** The holiday rows covering the date (closed ones only, if asked): their locations' ids. */
function coveredOn(date: string, closed: boolean): SQL {
  return sql`select c.service_location_id from holiday_opening_hours c
    where c.starts_at <= ${date}::date and ${date}::date <= c.ends_at
      ${closed ? sql`and c.is_closed` : sql``}`;
}

/** The open holiday rows covering the date whose hours hold the time (`on`: that day's own). */
function openHolidayHours(date: string, time: string, on: "the day" | "the day before"): SQL {
  return sql`select h.service_location_id from holiday_opening_hours h
    where h.starts_at <= ${date}::date and ${date}::date <= h.ends_at and not h.is_closed
      and ${on === "the day" ? holdsOnTheDay("h", time) : holdsFromTheDayBefore("h", time)}`;
}

/**
 * The ids of the service locations open at the moment: a subquery. Set operations over the two
 * hours tables, each read once per set, rather than a test of every location: the rules of the
 * day and the windows running on from the day before, less the locations a holiday covers that
 * day; and the open holiday hours of the day, less those a closed holiday covers.
 */
export function locationsOpenAt(at: WallClock): SQL {
  const today = calendarDay(at.date);
  const yesterday = calendarDay(shiftDate(at.date, -1));
  return sql`(select r.service_location_id as id from regular_opening_hours r
        where ${occursOn(today)} and ${holdsOnTheDay("r", at.time)}
      union all
      (select r.service_location_id from regular_opening_hours r
        where ${occursOn(yesterday)} and ${holdsFromTheDayBefore("r", at.time)}
        except ${coveredOn(yesterday.date, false)})
      union all
      (${openHolidayHours(yesterday.date, at.time, "the day before")}
        except ${coveredOn(yesterday.date, true)})
      except ${coveredOn(today.date, false)})
    union
    (${openHolidayHours(today.date, at.time, "the day")}
      except ${coveredOn(today.date, true)})`;
}

/** The ids of the services with a location open at the moment: a subquery. */
export function servicesOpenAt(at: WallClock): SQL {
  return sql`select distinct sl.service_id from service_locations sl
    where sl.id in (${locationsOpenAt(at)})`;
}

/**
 * The ids of the services that give opening times at one of their locations (regular hours, or
 * holiday hours when open): a subquery. A service without any is never open.
 */
export function servicesWithHours(): SQL {
  return sql`select sl.service_id from service_locations sl
    where exists (select 1 from regular_opening_hours r where r.service_location_id = sl.id)
      or exists (select 1 from holiday_opening_hours h
        where h.service_location_id = sl.id and not h.is_closed)`;
}

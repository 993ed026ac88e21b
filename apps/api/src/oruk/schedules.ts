// A service's schedules from the opening hours of its locations (decision 0064): each regular
// rule as an RFC 5545 recurrence, each holiday range as a schedule valid over its days, worded
// as the website words them.
import { describeClosure, describeRegularHours } from "@hub/opening-times";
import type { RegularOpeningHour } from "@hub/opening-times";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/types.ts";
import { preparedRows } from "../db/prepared.ts";
import { compact } from "./present.ts";
import type { Json } from "./present.ts";

/** RFC 5545 weekdays, ISO order (1 = Monday): the schedules' `byday`, and the `day` filter's. */
export const BYDAY = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
/** Our "last" occurrence of a weekday in the month. */
const LAST_OCCURRENCE = 5;
/** A holiday's times when none are given. */
const NO_TIME = "00:00:00";

type RegularRow = RegularOpeningHour & {
  id: string;
  service_id: string;
  service_location_id: string;
};

type HolidayRow = {
  id: string;
  service_id: string;
  service_location_id: string;
  is_closed: boolean;
  starts_at: string;
  ends_at: string;
  opens_at: string;
  closes_at: string;
};

const weekdayCode = (weekday: number | null | undefined): string | null =>
  weekday === null || weekday === undefined ? null : (BYDAY[weekday - 1] ?? null);

/** ISO weekday of a `YYYY-MM-DD` date. */
const isoWeekdayOf = (date: string): number =>
  ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The recurrence fields of one rule. */
function recurrence(rule: RegularRow): Json {
  switch (rule.frequency) {
    case "weekly":
      return { freq: "WEEKLY", interval: 1, byday: weekdayCode(rule.weekday) };
    case "fortnightly":
      return {
        dtstart: rule.starts_at,
        freq: "WEEKLY",
        interval: 2,
        byday: rule.starts_at ? weekdayCode(isoWeekdayOf(rule.starts_at)) : null,
      };
    case "monthly":
      return { freq: "MONTHLY", interval: 1, bymonthday: String(rule.day_of_month ?? "") };
    case "nth_occurrence_of_month": {
      const occurrence =
        rule.occurrence_of_month === LAST_OCCURRENCE ? -1 : rule.occurrence_of_month;
      const day = weekdayCode(rule.weekday);
      return {
        freq: "MONTHLY",
        interval: 1,
        byday: day && occurrence ? `${occurrence}${day}` : null,
      };
    }
  }
}

/** One regular rule as a schedule (exported for the import's reverse, decision 0074). */
export function regularSchedule(rule: RegularRow, now: Date): Json {
  const words = describeRegularHours(rule, now);
  return compact({
    id: rule.id,
    service_id: rule.service_id,
    service_at_location_id: rule.service_location_id,
    ...recurrence(rule),
    description: [words.text, words.times].filter(Boolean).join(", "),
    opens_at: rule.opens_at,
    closes_at: rule.closes_at,
  });
}

/** One holiday range as a schedule. */
export function holidaySchedule(holiday: HolidayRow): Json {
  const timed = !holiday.is_closed && holiday.opens_at !== NO_TIME;
  return compact({
    id: holiday.id,
    service_id: holiday.service_id,
    service_at_location_id: holiday.service_location_id,
    valid_from: holiday.starts_at,
    valid_to: holiday.ends_at,
    description: describeClosure(holiday),
    opens_at: timed ? holiday.opens_at : null,
    closes_at: timed ? holiday.closes_at : null,
  });
}

/** Regular rules first, then holidays, each in a stable order. */
export async function schedulesOf(db: Db, serviceIds: SQL, now: Date): Promise<Json[]> {
  const [regular, holidays] = await Promise.all([
    preparedRows<RegularRow>(
      db,
      sql`select h.id, sl.service_id, h.service_location_id, h.frequency, h.weekday,
        h.day_of_month, h.occurrence_of_month, h.starts_at::text as starts_at,
        h.opens_at::text as opens_at, h.closes_at::text as closes_at
      from regular_opening_hours h
      join service_locations sl on sl.id = h.service_location_id
      where sl.service_id in (${serviceIds})
      order by sl.service_id, sl.id, h.frequency, h.weekday nulls first, h.opens_at, h.id`,
    ),
    preparedRows<HolidayRow>(
      db,
      sql`select h.id, sl.service_id, h.service_location_id, h.is_closed,
        h.starts_at::text as starts_at, h.ends_at::text as ends_at,
        h.opens_at::text as opens_at, h.closes_at::text as closes_at
      from holiday_opening_hours h
      join service_locations sl on sl.id = h.service_location_id
      where sl.service_id in (${serviceIds})
      order by sl.service_id, sl.id, h.starts_at, h.id`,
    ),
  ]);
  return [...regular.map((rule) => regularSchedule(rule, now)), ...holidays.map(holidaySchedule)];
}

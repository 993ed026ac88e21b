// An ORUK schedule back to our opening hours (decision 0074): the reverse of the feed's own
// mapping (src/oruk/schedules.ts, decision 0064), and lossless for what that mapping sends. A
// recurrence becomes regular rules (one per day it names), a schedule with dates and no
// recurrence a holiday range. What our rules cannot say is dropped with the reason.
import { datePart, text, timeOf, type Raw } from "./fields.ts";

/** RFC 5545 weekdays, ISO order (1 = Monday). */
const BYDAY = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
/** Our "last" occurrence of a weekday in the month. */
const LAST_OCCURRENCE = 5;
/** A closed holiday's times: stored, never shown. */
const NO_TIME = "00:00:00";

/** Opening hours as the folder's service location records hold them, not yet checked. */
export type OpeningHours = { regular: Raw[]; holidays: Raw[] };
export type ScheduleReading = OpeningHours | { dropped: string };

type Day = { weekday: number; occurrence: number | null };

/** `TU`, `2TU`, `-1FR` … of a `byday` list; null when one is not a weekday. */
function daysOf(value: unknown): Day[] | null {
  if (value === undefined || value === null || value === "") return [];
  if (typeof value !== "string") return null;
  const days: Day[] = [];
  for (const token of value.split(",")) {
    const match = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/i.exec(token.trim());
    if (!match) return null;
    const weekday = BYDAY.indexOf(match[2]?.toUpperCase() as (typeof BYDAY)[number]) + 1;
    days.push({ weekday, occurrence: match[1] === undefined ? null : Number(match[1]) });
  }
  return days;
}

/** ISO weekday of a `YYYY-MM-DD` date, or null when it is not one. */
function isoWeekdayOf(date: unknown): number | null {
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : ((day.getUTCDay() + 6) % 7) + 1;
}

/** The first date on or after `date` that falls on `weekday`. */
function onOrAfter(date: string, weekday: number, from: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((weekday - from + 7) % 7));
  return day.toISOString().slice(0, 10);
}

function intervalOf(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return 1;
  const number = typeof value === "string" ? Number(value.trim()) : value;
  return typeof number === "number" && Number.isInteger(number) ? number : null;
}

/** A holiday range: the schedule's dates, closed unless it gives times. */
function holiday(schedule: Raw, opens: unknown, closes: unknown): ScheduleReading {
  const from = datePart(schedule.valid_from);
  if (from === undefined || from === null || from === "") {
    return { dropped: "it has neither a recurrence (freq) nor dates (valid_from)" };
  }
  const timed = opens !== undefined && closes !== undefined;
  return {
    regular: [],
    holidays: [
      {
        is_closed: !timed,
        starts_at: from,
        ends_at: datePart(schedule.valid_to ?? from),
        opens_at: timed ? opens : NO_TIME,
        closes_at: timed ? closes : NO_TIME,
      },
    ],
  };
}

/** Monthly by day of the month (`bymonthday: "1,15"`) or by nth weekday (`byday: "2TU"`). */
function monthly(schedule: Raw, days: Day[], hours: Raw): ScheduleReading {
  const given = schedule.bymonthday;
  const monthDays = (
    typeof given === "number" ? String(given) : typeof given === "string" ? given : ""
  )
    .split(",")
    .map((day) => day.trim())
    .filter(Boolean);
  if (monthDays.length > 0) {
    if (!monthDays.every((day) => /^\d{1,2}$/.test(day))) {
      return { dropped: `bymonthday "${monthDays.join(",")}" counts from the month's end` };
    }
    return {
      regular: monthDays.map((day) => ({
        frequency: "monthly",
        day_of_month: Number(day),
        ...hours,
      })),
      holidays: [],
    };
  }
  if (days.length === 0) return { dropped: "a monthly schedule names no day" };
  const regular: Raw[] = [];
  for (const { weekday, occurrence } of days) {
    if (occurrence === null) {
      regular.push({ frequency: "weekly", weekday, ...hours });
    } else if (occurrence === -1 || (occurrence >= 1 && occurrence <= LAST_OCCURRENCE)) {
      const occurrence_of_month = occurrence === -1 ? LAST_OCCURRENCE : occurrence;
      regular.push({
        frequency: "nth_occurrence_of_month",
        weekday,
        occurrence_of_month,
        ...hours,
      });
    } else {
      return { dropped: `byday occurrence ${occurrence} is not first to fourth or last` };
    }
  }
  return { regular, holidays: [] };
}

/** Our opening hours for one ORUK schedule. */
export function openingHoursOf(schedule: Raw): ScheduleReading {
  const opens = schedule.opens_at === undefined ? undefined : timeOf(schedule.opens_at);
  const closes = schedule.closes_at === undefined ? undefined : timeOf(schedule.closes_at);
  const freq = text(schedule, "freq")?.toUpperCase();
  if (freq === undefined) return holiday(schedule, opens, closes);
  if (opens === undefined || closes === undefined) {
    return { dropped: "it has no opening and closing times" };
  }
  const hours = { opens_at: opens, closes_at: closes };
  const days = daysOf(schedule.byday);
  if (days === null) return { dropped: `byday "${String(schedule.byday)}" is not a list of days` };
  const interval = intervalOf(schedule.interval);
  const dtstart = datePart(schedule.dtstart);
  const anchor = isoWeekdayOf(dtstart);
  const weekly = (weekdays: number[]): ScheduleReading => ({
    regular: weekdays.map((weekday) => ({ frequency: "weekly", weekday, ...hours })),
    holidays: [],
  });
  const named = days.map((day) => day.weekday);
  if (freq === "DAILY" && interval === 1) {
    return weekly(named.length > 0 ? named : [1, 2, 3, 4, 5, 6, 7]);
  }
  if (freq === "WEEKLY" && interval === 1) {
    if (named.length > 0) return weekly(named);
    return anchor === null ? { dropped: "a weekly schedule names no day" } : weekly([anchor]);
  }
  if (freq === "WEEKLY" && interval === 2) {
    if (typeof dtstart !== "string") return { dropped: "a fortnightly schedule has no dtstart" };
    const weekdays = named.length > 0 ? named : [anchor ?? 1];
    return {
      regular: weekdays.map((weekday) => ({
        frequency: "fortnightly",
        // An unreadable date is kept as given, for the check to name.
        starts_at: anchor === null ? dtstart : onOrAfter(dtstart, weekday, anchor),
        ...hours,
      })),
      holidays: [],
    };
  }
  if (freq === "MONTHLY" && interval === 1) return monthly(schedule, days, hours);
  return { dropped: `freq ${freq} with interval ${JSON.stringify(schedule.interval ?? 1)}` };
}

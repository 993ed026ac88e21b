// The demo content's dates follow "today". Its folder holds every date as of one day
// (`dates.json`'s `as_of`); the seed moves them to the reference day. A date moves by the days
// between the two, except where a calendar rule says otherwise:
// - an event with a rule in `dates.json` is N days from today moved on to its weekday, or a yearly
//   event (the latest before today, or the next) on its weekday; its slug (and the URLs of its
//   pages) keep ending in its date, and it was created the same time before it happened (or before
//   today, if earlier);
// - a holiday period on yearly calendar days (`yearly_closures`, Christmas) is the next one not over;
// - a fortnightly opening's first date is the latest of its weekday at least two weeks ago.
import { z } from "zod";
import { DateSchema, WeekdaySchema } from "@hub/api-client/schemas";
import { FolderImportError, parseWith, readJson } from "../import/folder.ts";
import type { FolderRecords } from "../import/records.ts";
import {
  addDays,
  daysBetween,
  isoWeekday,
  makeDay,
  onOrAfterWeekday,
  onOrBeforeWeekday,
  yearOf,
} from "./lib/dates.ts";
import type { HolidayOpeningHour, IsoDate, RegularOpeningHour } from "./types.ts";

const MonthDaySchema = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Expected MM-DD");

const EventRuleSchema = z.union([
  z.strictObject({ days_from_today: z.number().int(), weekday: WeekdaySchema.optional() }),
  z.strictObject({ yearly: MonthDaySchema, weekday: WeekdaySchema.optional() }),
]);
export type EventRule = z.infer<typeof EventRuleSchema>;

const DemoDatesSchema = z.strictObject({
  /** The day every date of the folder is written as of. */
  as_of: DateSchema,
  yearly_closures: z.array(z.strictObject({ starts: MonthDaySchema, ends: MonthDaySchema })),
  /** Event id → the rule its start date follows. */
  events: z.record(z.string(), EventRuleSchema),
});
type DemoDates = z.infer<typeof DemoDatesSchema>;

/** How far before today a fortnightly rule's first date falls, at least. */
const FORTNIGHTLY_LEAD_DAYS = 14;

/** Reads `dates.json` of a demo folder and checks that its rules name the folder's events. */
export function readDemoDates(folder: string, records: FolderRecords): DemoDates {
  const problems: string[] = [];
  const dates = parseWith(
    DemoDatesSchema,
    readJson(folder, "dates.json", problems),
    "dates.json",
    problems,
  );
  const events = new Set(records.organisation_events.map((event) => event.id));
  for (const id of Object.keys(dates?.events ?? {})) {
    if (!events.has(id))
      problems.push(`dates.json: events.${id} names no record of organisation_events.json`);
  }
  if (problems.length > 0 || !dates) throw new FolderImportError(folder, problems);
  return dates;
}

const monthDay = (day: IsoDate): string => day.slice(5);
const dayOf = (stamp: string): IsoDate => stamp.slice(0, 10);
/** A datetime moved by whole days, its time of day kept. */
const moveStamp = (stamp: string, days: number): string =>
  `${addDays(dayOf(stamp), days)}${stamp.slice(10)}`;

function moveStamps<T extends { created_at: string; updated_at: string }>(
  record: T,
  days: number,
): T {
  return {
    ...record,
    created_at: moveStamp(record.created_at, days),
    updated_at: moveStamp(record.updated_at, days),
  };
}

/** Where a rule puts an event that started on `startAsOf` when the folder was written. */
export function eventStart(
  rule: EventRule,
  startAsOf: IsoDate,
  asOf: IsoDate,
  today: IsoDate,
): IsoDate {
  const align = (day: IsoDate): IsoDate =>
    rule.weekday ? onOrAfterWeekday(day, rule.weekday) : day;
  if ("days_from_today" in rule) return align(addDays(today, rule.days_from_today));
  const [month = 1, day = 1] = rule.yearly.split("-").map(Number);
  const year = yearOf(today);
  const candidates = [year - 1, year, year + 1].map((y) => align(makeDay(y, month, day)));
  return startAsOf < asOf
    ? (candidates.filter((d) => d < today).at(-1) ?? startAsOf)
    : (candidates.find((d) => d >= today) ?? startAsOf);
}

type Move = { asOf: IsoDate; today: IsoDate; days: number; dates: DemoDates };

function moveEvent(event: FolderRecords["organisation_events"][number], move: Move) {
  const { asOf, today, days } = move;
  const rule = move.dates.events[event.id];
  const start = rule
    ? eventStart(rule, event.start_date, asOf, today)
    : addDays(event.start_date, days);
  const earlierAsOf = event.start_date < asOf ? event.start_date : asOf;
  const earlier = start < today ? start : today;
  const created = addDays(earlier, -daysBetween(dayOf(event.created_at), earlierAsOf));
  const createdBy = daysBetween(dayOf(event.created_at), created);
  const suffix = `-${event.start_date}`;
  const slug = event.slug.endsWith(suffix)
    ? `${event.slug.slice(0, -suffix.length)}-${start}`
    : event.slug;
  // The event's own pages (prices, booking) are addressed by its slug.
  const ownUrl = (url: string | null) => url?.replace(`/${event.slug}/`, `/${slug}/`) ?? null;
  return {
    ...event,
    slug,
    fees_url: ownUrl(event.fees_url),
    booking_url: ownUrl(event.booking_url),
    start_date: start,
    end_date: addDays(start, daysBetween(event.start_date, event.end_date)),
    created_at: moveStamp(event.created_at, createdBy),
    updated_at: moveStamp(event.updated_at, createdBy),
  };
}

function moveHoliday(hour: HolidayOpeningHour, move: Move): HolidayOpeningHour {
  const length = daysBetween(hour.starts_at, hour.ends_at);
  const yearly = move.dates.yearly_closures.some(
    (closure) =>
      closure.starts === monthDay(hour.starts_at) && closure.ends === monthDay(hour.ends_at),
  );
  if (!yearly) {
    return {
      ...hour,
      starts_at: addDays(hour.starts_at, move.days),
      ends_at: addDays(hour.ends_at, move.days),
    };
  }
  const [month = 1, day = 1] = monthDay(hour.starts_at).split("-").map(Number);
  const year = yearOf(move.today);
  const starts =
    [year - 1, year]
      .map((y) => makeDay(y, month, day))
      .find((start) => addDays(start, length) >= move.today) ?? makeDay(year, month, day);
  return { ...hour, starts_at: starts, ends_at: addDays(starts, length) };
}

function moveRegular(hour: RegularOpeningHour, move: Move): RegularOpeningHour {
  if (hour.frequency !== "fortnightly") return hour;
  const weekday = isoWeekday(hour.starts_at);
  return {
    ...hour,
    starts_at: onOrBeforeWeekday(addDays(move.today, -FORTNIGHTLY_LEAD_DAYS), weekday),
  };
}

/** The folder's records with every date moved from `dates.as_of` to `today`. */
export function followToday(
  records: FolderRecords,
  dates: DemoDates,
  today: IsoDate,
): FolderRecords {
  const move: Move = { asOf: dates.as_of, today, days: daysBetween(dates.as_of, today), dates };
  const { days } = move;
  const stamped = <T extends { created_at: string; updated_at: string }>(list: readonly T[]): T[] =>
    list.map((record) => moveStamps(record, days));
  return {
    ...records,
    files: stamped(records.files),
    taxonomies: stamped(records.taxonomies),
    collections: stamped(records.collections),
    tags: stamped(records.tags),
    organisations: stamped(records.organisations),
    locations: stamped(records.locations),
    services: stamped(records.services).map((service) => ({
      ...service,
      ends_at: service.ends_at === null ? null : moveStamp(service.ends_at, days),
      last_modified_at: moveStamp(service.last_modified_at, days),
      ...(service.assured_date ? { assured_date: addDays(service.assured_date, days) } : {}),
    })),
    service_locations: stamped(records.service_locations).map((serviceLocation) => ({
      ...serviceLocation,
      regular_opening_hours: serviceLocation.regular_opening_hours.map((hour) =>
        moveRegular(hour, move),
      ),
      holiday_opening_hours: serviceLocation.holiday_opening_hours.map((hour) =>
        moveHoliday(hour, move),
      ),
    })),
    organisation_events: records.organisation_events.map((event) => moveEvent(event, move)),
    pages: stamped(records.pages),
  };
}

// The database's "open at" against `isOpenNow` of @hub/opening-times, which presents every
// service location's `is_open_now`: over a few hundred generated schedules (every frequency,
// windows past midnight, closed and open holidays on the day and the day before) and instants
// chosen where the rules turn (Sunday 23:59, after midnight, bank holidays, the days the clocks
// change, month ends, a leap day), both must name the same locations. PGlite, or PostgreSQL in the
// second half of `pnpm test`.
import { randomUUID } from "node:crypto";
import { isOpenNow } from "@hub/opening-times";
import type { HolidayOpeningHour } from "@hub/opening-times";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/types.ts";
import { fixtureDataset } from "../test/fixture.ts";
import { IDS, stamps } from "../test/fixture/ids.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import type { RegularOpeningHour } from "../import/records.ts";
import type { SeedServiceLocation } from "../seed/types.ts";
import { locationsOpenAt, wallClockAt } from "./open-at.ts";

/** Where the rules turn, as instants (London is on GMT in winter and BST in summer). */
const INSTANTS = [
  ["Sunday 23:59", "2026-11-29T23:59:00Z"],
  ["Monday 00:00", "2026-11-30T00:00:00Z"],
  ["Monday 00:30, the month's last Monday", "2026-11-30T00:30:00Z"],
  ["Monday 09:00", "2026-11-30T09:00:00Z"],
  ["Tuesday 16:59:59", "2026-12-01T16:59:59Z"],
  ["Christmas Day 10:00", "2026-12-25T10:00:00Z"],
  ["Boxing Day 01:00", "2026-12-26T01:00:00Z"],
  ["New Year's Day 00:15", "2027-01-01T00:15:00Z"],
  ["clocks go forward, 00:59 GMT", "2026-03-29T00:59:00Z"],
  ["clocks go forward, 03:00 BST", "2026-03-29T02:00:00Z"],
  ["clocks go back, 01:30 BST", "2026-10-25T00:30:00Z"],
  ["clocks go back, 01:30 GMT", "2026-10-25T01:30:00Z"],
  ["a leap day, noon", "2028-02-29T12:00:00Z"],
  ["the 31st, 22:30 BST", "2026-08-31T21:30:00Z"],
  ["a summer Saturday, 18:00 BST", "2026-07-18T17:00:00Z"],
] as const;

const TIMES = [
  "00:00:00",
  "02:00:00",
  "09:00:00",
  "09:30:00",
  "12:00:00",
  "17:00:00",
  "22:00:00",
  "23:59:00",
];
const FREQUENCIES = ["weekly", "monthly", "fortnightly", "nth_occurrence_of_month"] as const;

/** A small deterministic generator (mulberry32), so a failure names a schedule that stays put. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return {
    next,
    pick,
    integer: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

type Random = ReturnType<typeof generator>;

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The London dates of the instants, around which the holidays and fortnights are set. */
const DATES = INSTANTS.map(([, instant]) => wallClockAt(new Date(instant)).date);

function regularRule(random: Random): RegularOpeningHour {
  const times = { opens_at: random.pick(TIMES), closes_at: random.pick(TIMES) };
  switch (random.pick(FREQUENCIES)) {
    case "weekly":
      return { frequency: "weekly", weekday: random.integer(1, 7), ...times };
    case "monthly":
      return { frequency: "monthly", day_of_month: random.pick([1, 15, 28, 29, 30, 31]), ...times };
    case "fortnightly":
      return {
        frequency: "fortnightly",
        starts_at: shift(random.pick(DATES), random.integer(-21, 7)),
        ...times,
      };
    case "nth_occurrence_of_month":
      return {
        frequency: "nth_occurrence_of_month",
        weekday: random.integer(1, 7),
        occurrence_of_month: random.integer(1, 5),
        ...times,
      };
  }
}

function holiday(random: Random): HolidayOpeningHour {
  const starts = shift(random.pick(DATES), random.integer(-2, 1));
  return {
    is_closed: random.next() < 0.5,
    starts_at: starts,
    ends_at: shift(starts, random.integer(0, 2)),
    opens_at: random.pick(TIMES),
    closes_at: random.pick(TIMES),
  };
}

const dataset = fixtureDataset();
const library = dataset.locations.find((place) => place.id === IDS.library);
if (!library) throw new Error("The fixture changed: no library.");

/** A place for each schedule: a service is at a place once. */
const places = Array.from({ length: 400 }, () => ({ ...library, id: randomUUID() }));

function generatedLocations(): SeedServiceLocation[] {
  const random = generator(20_261_128);
  return places.map((place) => ({
    id: randomUUID(),
    service_id: IDS.debtAdvice,
    location_id: place.id,
    image_file_id: null,
    name: null,
    regular_opening_hours: Array.from({ length: random.integer(0, 3) }, () => regularRule(random)),
    holiday_opening_hours: Array.from({ length: random.integer(0, 2) }, () => holiday(random)),
    ...stamps,
  }));
}

const locations = [...dataset.service_locations, ...generatedLocations()];
const h = harnessForFile({
  ...dataset,
  locations: [...dataset.locations, ...places],
  service_locations: locations,
});

describe("locationsOpenAt, the database's isOpenNow", () => {
  it.each(INSTANTS)("%s", async (_name, instant) => {
    const now = new Date(instant);
    const rows = await queryRows<{ id: string }>(h.database.db, locationsOpenAt(wallClockAt(now)));
    const expected = locations.filter((location) => isOpenNow(location, now)).map((l) => l.id);
    expect(rows.map((row) => row.id).sort()).toEqual(expected.sort());
    // Each instant sees both answers among the schedules, or it would prove little.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(locations.length);
  });
});

describe("wallClockAt", () => {
  it.each([
    ["winter", "2026-11-29T23:59:00Z", { date: "2026-11-29", time: "23:59:00" }],
    [
      "summer, past midnight in London",
      "2026-07-18T23:30:05Z",
      { date: "2026-07-19", time: "00:30:05" },
    ],
    [
      "the hour that repeats, second time",
      "2026-10-25T01:30:00Z",
      { date: "2026-10-25", time: "01:30:00" },
    ],
  ])("%s", (_name, instant, expected) => {
    expect(wallClockAt(new Date(instant))).toEqual(expected);
  });
});

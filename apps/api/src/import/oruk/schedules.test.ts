// The reverse of the feed's schedules (decision 0074): every rule and holiday the feed sends comes
// back exactly as it was stored, and a foreign feed's schedules become the rules they say, or are
// left out with the reason.
import { describe, expect, it } from "vitest";
import { holidaySchedule, regularSchedule } from "../../oruk/schedules.ts";
import type { RegularOpeningHour } from "../records.ts";
import { openingHoursOf } from "./schedules.ts";

const ID = "ac148810-d857-441c-9679-408f346de14b";
const OWNER = { id: ID, service_id: ID, service_location_id: ID };
const NOW = new Date("2026-11-01T12:00:00Z");
const HOURS = { opens_at: "09:30:00", closes_at: "17:00:00" };

describe("a schedule the feed sent comes back as the rule it came from", () => {
  const rules: RegularOpeningHour[] = [
    ...[1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      frequency: "weekly" as const,
      weekday,
      ...HOURS,
    })),
    { frequency: "fortnightly", starts_at: "2026-11-10", ...HOURS },
    { frequency: "fortnightly", starts_at: "2027-01-03", ...HOURS },
    { frequency: "monthly", day_of_month: 1, ...HOURS },
    { frequency: "monthly", day_of_month: 31, ...HOURS },
    { frequency: "nth_occurrence_of_month", weekday: 2, occurrence_of_month: 1, ...HOURS },
    { frequency: "nth_occurrence_of_month", weekday: 7, occurrence_of_month: 4, ...HOURS },
    { frequency: "nth_occurrence_of_month", weekday: 5, occurrence_of_month: 5, ...HOURS },
  ];
  it.each(rules)("%j", (rule) => {
    const schedule = regularSchedule({ ...OWNER, ...rule }, NOW);
    expect(openingHoursOf(schedule)).toEqual({ regular: [rule], holidays: [] });
  });

  const closed = { is_closed: true, opens_at: "00:00:00", closes_at: "00:00:00" };
  const holidays = [
    { ...closed, starts_at: "2026-12-24", ends_at: "2026-12-26" },
    { ...closed, starts_at: "2027-01-01", ends_at: "2027-01-01" },
    {
      is_closed: false,
      starts_at: "2026-12-31",
      ends_at: "2026-12-31",
      opens_at: "10:00:00",
      closes_at: "14:00:00",
    },
  ];
  it.each(holidays)("%j", (holiday) => {
    expect(openingHoursOf(holidaySchedule({ ...OWNER, ...holiday }))).toEqual({
      regular: [],
      holidays: [holiday],
    });
  });
});

describe("a foreign feed's schedule becomes the rules it says", () => {
  const weekly = (weekday: number, opens = "10:00:00", closes = "18:00:00") => ({
    frequency: "weekly",
    weekday,
    opens_at: opens,
    closes_at: closes,
  });
  const cases: [string, Record<string, unknown>, unknown][] = [
    [
      "the profile's example: two days a week, times without seconds",
      { freq: "WEEKLY", interval: 1, byday: "TH, FR", opens_at: "10:00", closes_at: "18:00" },
      [weekly(4), weekly(5)],
    ],
    [
      "every day, times with an offset",
      { freq: "DAILY", opens_at: "09:00:00Z", closes_at: "12:00:00+01:00" },
      [1, 2, 3, 4, 5, 6, 7].map((day) => weekly(day, "09:00:00", "12:00:00")),
    ],
    [
      "weekly from a start date that names the day",
      { freq: "weekly", dtstart: "2026-11-11", opens_at: "10:00", closes_at: "18:00" },
      [weekly(3)],
    ],
    [
      "two days of the month",
      { freq: "MONTHLY", bymonthday: "2,15", opens_at: "10:00", closes_at: "18:00" },
      [2, 15].map((day) => ({
        frequency: "monthly",
        day_of_month: day,
        opens_at: "10:00:00",
        closes_at: "18:00:00",
      })),
    ],
    [
      "every Tuesday of the month",
      { freq: "MONTHLY", byday: "TU", opens_at: "10:00", closes_at: "18:00" },
      [weekly(2)],
    ],
    [
      "fortnightly from a Monday, on Wednesdays",
      {
        freq: "WEEKLY",
        interval: "2",
        dtstart: "2026-11-09T00:00:00Z",
        byday: "WE",
        opens_at: "10:00",
        closes_at: "18:00",
      },
      [
        {
          frequency: "fortnightly",
          starts_at: "2026-11-11",
          opens_at: "10:00:00",
          closes_at: "18:00:00",
        },
      ],
    ],
  ];
  it.each(cases)("%s", (_name, schedule, regular) => {
    expect(openingHoursOf(schedule)).toEqual({ regular, holidays: [] });
  });
});

describe("a schedule our rules cannot say is left out, with the reason", () => {
  const times = { opens_at: "10:00", closes_at: "18:00" };
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ freq: "YEARLY", ...times }, /freq YEARLY/],
    [{ freq: "WEEKLY", interval: 3, byday: "MO", ...times }, /interval 3/],
    [{ freq: "WEEKLY", interval: 2, byday: "MO", ...times }, /fortnightly schedule has no dtstart/],
    [{ freq: "WEEKLY", byday: "Mondays", ...times }, /is not a list of days/],
    [{ freq: "WEEKLY", ...times }, /names no day/],
    [{ freq: "WEEKLY", byday: "MO" }, /no opening and closing times/],
    [{ freq: "MONTHLY", bymonthday: "-1", ...times }, /counts from the month's end/],
    [{ freq: "MONTHLY", byday: "-2FR", ...times }, /occurrence -2/],
    [{ description: "Ring first", ...times }, /neither a recurrence/],
  ];
  it.each(cases)("%j", (schedule, reason) => {
    expect(openingHoursOf(schedule)).toEqual({ dropped: expect.stringMatching(reason) as string });
  });
});

import { describe, expect, it } from "vitest";
import { isOpenNow, nextOccurs } from "./status.ts";
import type { HolidayOpeningHour, RegularOpeningHour, ServiceLocationHours } from "./types.ts";

const weekly = (weekday: number, opensAt: string, closesAt: string): RegularOpeningHour => ({
  frequency: "weekly",
  weekday,
  opens_at: opensAt,
  closes_at: closesAt,
});
const monthly = (day: number, opensAt = "09:00:00", closesAt = "17:30:00"): RegularOpeningHour => ({
  frequency: "monthly",
  day_of_month: day,
  opens_at: opensAt,
  closes_at: closesAt,
});
const fortnightly = (startsAt: string): RegularOpeningHour => ({
  frequency: "fortnightly",
  starts_at: startsAt,
  opens_at: "09:00:00",
  closes_at: "17:30:00",
});
const nth = (occurrence: number, weekday: number): RegularOpeningHour => ({
  frequency: "nth_occurrence_of_month",
  occurrence_of_month: occurrence,
  weekday,
  opens_at: "09:00:00",
  closes_at: "17:30:00",
});
const closed = (startsAt: string, endsAt: string): HolidayOpeningHour => ({
  is_closed: true,
  starts_at: startsAt,
  ends_at: endsAt,
  opens_at: "00:00:00",
  closes_at: "00:00:00",
});
const special = (
  startsAt: string,
  endsAt: string,
  opensAt: string,
  closesAt: string,
): HolidayOpeningHour => ({
  is_closed: false,
  starts_at: startsAt,
  ends_at: endsAt,
  opens_at: opensAt,
  closes_at: closesAt,
});
const location = (
  regular: RegularOpeningHour[],
  holidays: HolidayOpeningHour[] = [],
): ServiceLocationHours => ({ regular_opening_hours: regular, holiday_opening_hours: holidays });

// 2026-07-14 is a Tuesday; London is on BST (UTC+1) in July.
const tuesdayToMidnight = weekly(2, "20:00:00", "00:00:00");
const wednesdayEarly = weekly(3, "00:00:00", "09:00:00");
// Spring forward: 2026-03-29 01:00 GMT → 02:00 BST. Autumn back: 2026-10-25 02:00 BST → 01:00 GMT.
const springSunday = weekly(7, "00:30:00", "01:30:00");
const autumnSunday = weekly(7, "01:00:00", "01:30:00");
const fridayNight = weekly(5, "22:00:00", "02:00:00");
const mondayOffice = weekly(1, "09:00:00", "17:00:00");

describe("isOpenNow", () => {
  it.each([
    [
      "Tuesday 23:59:59 BST, open to midnight",
      location([tuesdayToMidnight]),
      "2026-07-14T22:59:59Z",
      true,
    ],
    [
      "Wednesday 00:00 BST, the Tuesday hours are over",
      location([tuesdayToMidnight]),
      "2026-07-14T23:00:00Z",
      false,
    ],
    [
      "Wednesday 00:00 BST, the Wednesday hours begin",
      location([wednesdayEarly]),
      "2026-07-14T23:00:00Z",
      true,
    ],
    [
      "Tuesday 23:59:59 BST, the Wednesday hours have not begun",
      location([wednesdayEarly]),
      "2026-07-14T22:59:59Z",
      false,
    ],
    ["spring forward, 00:29:59 GMT", location([springSunday]), "2026-03-29T00:29:59Z", false],
    ["spring forward, 00:45 GMT", location([springSunday]), "2026-03-29T00:45:00Z", true],
    ["spring forward, 00:59:59 GMT", location([springSunday]), "2026-03-29T00:59:59Z", true],
    [
      "spring forward, 02:00 BST (the wall clock is past 01:30)",
      location([springSunday]),
      "2026-03-29T01:00:00Z",
      false,
    ],
    ["spring forward, 02:15 BST", location([springSunday]), "2026-03-29T01:15:00Z", false],
    ["autumn back, 00:45 BST", location([autumnSunday]), "2026-10-24T23:45:00Z", false],
    ["autumn back, first 01:15 (BST)", location([autumnSunday]), "2026-10-25T00:15:00Z", true],
    ["autumn back, second 01:15 (GMT)", location([autumnSunday]), "2026-10-25T01:15:00Z", true],
    ["autumn back, 01:45 GMT", location([autumnSunday]), "2026-10-25T01:45:00Z", false],
    [
      "Sunday rule on an ordinary Sunday (no upstream Sunday bug)",
      location([weekly(7, "10:00:00", "16:00:00")]),
      "2026-05-31T12:00:00Z",
      true,
    ],
    ["at the opening second", location([mondayOffice]), "2026-06-01T08:00:00Z", true],
    ["a second before opening", location([mondayOffice]), "2026-06-01T07:59:59Z", false],
    ["a second before closing", location([mondayOffice]), "2026-06-01T15:59:59Z", true],
    ["at the closing second", location([mondayOffice]), "2026-06-01T16:00:00Z", false],
    [
      "in winter, 09:00 GMT",
      location([weekly(3, "09:00:00", "17:00:00")]),
      "2026-01-14T09:00:00Z",
      true,
    ],
    [
      "in winter, 08:59 GMT",
      location([weekly(3, "09:00:00", "17:00:00")]),
      "2026-01-14T08:59:00Z",
      false,
    ],
    ["another weekday", location([mondayOffice]), "2026-06-02T10:00:00Z", false],
    ["no rules", location([]), "2026-06-01T10:00:00Z", false],
    [
      "second of two rules on the same day",
      location([weekly(1, "09:00:00", "12:00:00"), weekly(1, "13:00:00", "17:00:00")]),
      "2026-06-01T13:30:00Z",
      true,
    ],
    [
      "lunch gap between two rules",
      location([weekly(1, "09:00:00", "12:00:00"), weekly(1, "13:00:00", "17:00:00")]),
      "2026-06-01T11:30:00Z",
      false,
    ],
    ["monthly 31st on 28th February", location([monthly(31)]), "2026-02-28T12:00:00Z", true],
    ["monthly 31st on 27th February", location([monthly(31)]), "2026-02-27T12:00:00Z", false],
    [
      "monthly 15th at 00:30 BST on the 15th",
      location([monthly(15, "00:00:00", "01:00:00")]),
      "2026-07-14T23:30:00Z",
      true,
    ],
    [
      "fortnightly on a session day",
      location([fortnightly("2024-07-30")]),
      "2024-08-13T10:00:00Z",
      true,
    ],
    [
      "fortnightly in the off week",
      location([fortnightly("2024-07-30")]),
      "2024-08-06T10:00:00Z",
      false,
    ],
    ["last Friday of July", location([nth(5, 5)]), "2026-07-31T10:00:00Z", true],
    ["fourth Friday that is not the last", location([nth(5, 5)]), "2026-07-24T10:00:00Z", false],
    [
      "fourth Friday rule on the fourth Friday",
      location([nth(4, 5)]),
      "2026-07-24T10:00:00Z",
      true,
    ],
    ["overnight, Friday 23:00", location([fridayNight]), "2026-07-17T22:00:00Z", true],
    ["overnight, Saturday 01:59", location([fridayNight]), "2026-07-18T00:59:00Z", true],
    ["overnight, Saturday 02:00", location([fridayNight]), "2026-07-18T01:00:00Z", false],
    [
      "overnight, Friday 01:00 (Thursday had no session)",
      location([fridayNight]),
      "2026-07-17T00:00:00Z",
      false,
    ],
    [
      "overnight into a closed holiday",
      location([fridayNight], [closed("2026-07-18", "2026-07-18")]),
      "2026-07-18T00:30:00Z",
      false,
    ],
    [
      "all day (00:00–00:00)",
      location([weekly(1, "00:00:00", "00:00:00")]),
      "2026-06-01T22:59:59Z",
      true,
    ],
    [
      "regular hours during a closed holiday",
      location([mondayOffice], [closed("2026-05-29", "2026-06-02")]),
      "2026-06-01T10:00:00Z",
      false,
    ],
    [
      "inside special holiday hours",
      location([mondayOffice], [special("2026-06-01", "2026-06-01", "10:00:00", "14:00:00")]),
      "2026-06-01T10:30:00Z",
      true,
    ],
    [
      "regular hours outside special holiday hours",
      location([mondayOffice], [special("2026-06-01", "2026-06-01", "10:00:00", "14:00:00")]),
      "2026-06-01T14:30:00Z",
      false,
    ],
    [
      "special holiday hours on a day without rules",
      location([mondayOffice], [special("2026-06-06", "2026-06-06", "10:00:00", "14:00:00")]),
      "2026-06-06T11:00:00Z",
      true,
    ],
    [
      "open holiday with no times given",
      location([], [special("2026-06-06", "2026-06-06", "00:00:00", "00:00:00")]),
      "2026-06-06T20:00:00Z",
      true,
    ],
    [
      "closed beats special hours on the same day",
      location(
        [],
        [
          special("2026-06-06", "2026-06-06", "10:00:00", "14:00:00"),
          closed("2026-06-06", "2026-06-06"),
        ],
      ),
      "2026-06-06T11:00:00Z",
      false,
    ],
    [
      "a holiday that ended yesterday",
      location([mondayOffice], [closed("2026-05-25", "2026-05-31")]),
      "2026-06-01T10:00:00Z",
      true,
    ],
    [
      "a holiday that starts tomorrow",
      location([mondayOffice], [closed("2026-06-02", "2026-06-05")]),
      "2026-06-01T10:00:00Z",
      true,
    ],
    [
      "a holiday with a broken date is ignored",
      location([mondayOffice], [closed("2026-06-01", "never")]),
      "2026-06-01T10:00:00Z",
      true,
    ],
    [
      "a rule with a broken time never opens",
      location([weekly(1, "9am", "17:00:00")]),
      "2026-06-01T10:00:00Z",
      false,
    ],
  ])("%s", (_name, hours, instant, expected) => {
    expect(isOpenNow(hours, new Date(instant))).toBe(expected);
  });
});

describe("nextOccurs", () => {
  it.each([
    [
      "weekly Monday from a Wednesday",
      location([weekly(1, "09:00:00", "17:30:00")]),
      "2024-07-31T12:00:00Z",
      { date: "2024-08-05", start_time: "09:00:00", end_time: "17:30:00" },
    ],
    [
      "weekly Monday with special hours that week",
      location(
        [weekly(1, "09:00:00", "17:30:00")],
        [special("2024-08-02", "2024-08-09", "10:00:00", "16:00:00")],
      ),
      "2024-07-31T12:00:00Z",
      { date: "2024-08-05", start_time: "10:00:00", end_time: "16:00:00" },
    ],
    [
      "monthly 28th",
      location([monthly(28)]),
      "2024-07-31T00:00:00Z",
      { date: "2024-08-28", start_time: "09:00:00", end_time: "17:30:00" },
    ],
    [
      "monthly 28th closed that week",
      location([monthly(28)], [closed("2024-08-26", "2024-08-30")]),
      "2024-07-31T00:00:00Z",
      { date: "2024-09-28", start_time: "09:00:00", end_time: "17:30:00" },
    ],
    [
      "monthly 31st in February",
      location([monthly(31)]),
      "2026-02-01T12:00:00Z",
      { date: "2026-02-28", start_time: "09:00:00", end_time: "17:30:00" },
    ],
    [
      "fortnightly",
      location([fortnightly("2024-07-30")]),
      "2024-07-31T00:00:00Z",
      { date: "2024-08-13", start_time: "09:00:00", end_time: "17:30:00" },
    ],
    [
      "fortnightly, closure in the off week",
      location([fortnightly("2024-07-30")], [closed("2024-08-05", "2024-08-09")]),
      "2024-07-31T00:00:00Z",
      { date: "2024-08-13", start_time: "09:00:00", end_time: "17:30:00" },
    ],
    [
      "fortnightly, closure on the session",
      location([fortnightly("2024-07-30")], [closed("2024-08-12", "2024-08-16")]),
      "2024-07-31T00:00:00Z",
      { date: "2024-08-27", start_time: "09:00:00", end_time: "17:30:00" },
    ],
    [
      "last Monday",
      location([nth(5, 1)]),
      "2024-07-31T00:00:00Z",
      { date: "2024-08-26", start_time: "09:00:00", end_time: "17:30:00" },
    ],
    [
      "last Monday closed",
      location([nth(5, 1)], [closed("2024-08-26", "2024-08-30")]),
      "2024-07-31T00:00:00Z",
      { date: "2024-09-30", start_time: "09:00:00", end_time: "17:30:00" },
    ],
    [
      "today counts, even after closing",
      location([mondayOffice]),
      "2026-06-01T20:00:00Z",
      { date: "2026-06-01", start_time: "09:00:00", end_time: "17:00:00" },
    ],
    [
      "Sunday rule on a Sunday",
      location([weekly(7, "10:00:00", "16:00:00")]),
      "2026-05-31T09:00:00Z",
      { date: "2026-05-31", start_time: "10:00:00", end_time: "16:00:00" },
    ],
    [
      "after London midnight in summer, Tuesday rule",
      location([weekly(2, "09:00:00", "17:00:00")]),
      "2026-07-14T23:30:00Z",
      { date: "2026-07-21", start_time: "09:00:00", end_time: "17:00:00" },
    ],
    [
      "before London midnight in summer, Tuesday rule",
      location([weekly(2, "09:00:00", "17:00:00")]),
      "2026-07-14T22:30:00Z",
      { date: "2026-07-14", start_time: "09:00:00", end_time: "17:00:00" },
    ],
    [
      "after London midnight in summer, Wednesday rule",
      location([weekly(3, "09:00:00", "17:00:00")]),
      "2026-07-14T23:30:00Z",
      { date: "2026-07-15", start_time: "09:00:00", end_time: "17:00:00" },
    ],
    [
      "spring-forward Sunday",
      location([springSunday]),
      "2026-03-28T12:00:00Z",
      { date: "2026-03-29", start_time: "00:30:00", end_time: "01:30:00" },
    ],
    [
      "earliest of several rules",
      location([weekly(5, "09:00:00", "17:00:00"), weekly(3, "13:00:00", "15:00:00"), monthly(16)]),
      "2026-07-14T12:00:00Z",
      { date: "2026-07-15", start_time: "13:00:00", end_time: "15:00:00" },
    ],
    [
      "earliest start on the same day",
      location([weekly(3, "13:00:00", "15:00:00"), weekly(3, "09:00:00", "11:00:00")]),
      "2026-07-14T12:00:00Z",
      { date: "2026-07-15", start_time: "09:00:00", end_time: "11:00:00" },
    ],
    [
      "back-to-back closures",
      location(
        [mondayOffice],
        [closed("2026-06-01", "2026-06-07"), closed("2026-06-08", "2026-06-14")],
      ),
      "2026-05-31T12:00:00Z",
      { date: "2026-06-15", start_time: "09:00:00", end_time: "17:00:00" },
    ],
    [
      "overlapping closures",
      location(
        [mondayOffice],
        [closed("2026-06-01", "2026-06-30"), closed("2026-06-01", "2026-06-03")],
      ),
      "2026-05-31T12:00:00Z",
      { date: "2026-07-06", start_time: "09:00:00", end_time: "17:00:00" },
    ],
    [
      "closed beats special hours",
      location(
        [mondayOffice],
        [
          special("2026-06-01", "2026-06-01", "10:00:00", "12:00:00"),
          closed("2026-06-01", "2026-06-01"),
        ],
      ),
      "2026-05-31T12:00:00Z",
      { date: "2026-06-08", start_time: "09:00:00", end_time: "17:00:00" },
    ],
    [
      "first listed special hours win",
      location(
        [mondayOffice],
        [
          special("2026-06-01", "2026-06-01", "11:00:00", "12:00:00"),
          special("2026-06-01", "2026-06-05", "10:00:00", "13:00:00"),
        ],
      ),
      "2026-05-31T12:00:00Z",
      { date: "2026-06-01", start_time: "11:00:00", end_time: "12:00:00" },
    ],
    [
      "a rule that never occurs is skipped",
      location([weekly(9, "09:00:00", "17:00:00"), mondayOffice]),
      "2026-05-31T12:00:00Z",
      { date: "2026-06-01", start_time: "09:00:00", end_time: "17:00:00" },
    ],
    [
      "no regular rules",
      location([], [special("2026-06-01", "2026-06-01", "10:00:00", "12:00:00")]),
      "2026-05-31T12:00:00Z",
      null,
    ],
    ["only a rule that never occurs", location([monthly(0)]), "2026-05-31T12:00:00Z", null],
  ])("%s", (_name, hours, instant, expected) => {
    expect(nextOccurs(hours, new Date(instant))).toEqual(expected);
  });
});

import { describe, expect, it } from "vitest";

import { isOpenNow } from "./status.ts";
import {
  closed,
  fortnightly,
  location,
  mondayOffice,
  monthly,
  nth,
  special,
  springSunday,
  weekly,
} from "../test/hours.ts";

// 2026-07-14 is a Tuesday; London is on BST (UTC+1) in July.
const tuesdayToMidnight = weekly(2, "20:00:00", "00:00:00");
const wednesdayEarly = weekly(3, "00:00:00", "09:00:00");
// Autumn back: 2026-10-25 02:00 BST → 01:00 GMT.
const autumnSunday = weekly(7, "01:00:00", "01:30:00");
const fridayNight = weekly(5, "22:00:00", "02:00:00");

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

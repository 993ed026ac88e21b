import { describe, expect, it } from "vitest";

import { nextOccurs } from "./status.ts";
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

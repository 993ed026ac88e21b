import { describe, expect, it } from "vitest";

import { openingStatus } from "./opening-status.ts";
import { isOpenNow } from "./status.ts";
import type { ServiceLocationHours } from "./types.ts";
import {
  closed,
  location,
  mondayOffice,
  monthly,
  special,
  springSunday,
  weekly,
} from "../test/hours.ts";

// 2026-07-13 is a Monday; London is on BST (UTC+1) in July.
const fridayNight = weekly(5, "22:00:00", "02:00:00");
const mondayLate = weekly(1, "12:00:00", "19:00:00");
const never = weekly(9, "09:00:00", "17:00:00");

describe("openingStatus", () => {
  it.each<[string, ServiceLocationHours[], string, ReturnType<typeof openingStatus>]>([
    ["no locations", [], "2026-07-13T09:00:00Z", { state: "unknown" }],
    ["a location without hours", [location([])], "2026-07-13T09:00:00Z", { state: "unknown" }],
    [
      "closures only",
      [location([], [closed("2026-07-13", "2026-07-14")])],
      "2026-07-13T09:00:00Z",
      { state: "unknown" },
    ],
    [
      "Monday 10:00 in office hours",
      [location([mondayOffice])],
      "2026-07-13T09:00:00Z",
      { state: "open", closes: { date: "2026-07-13", time: "17:00:00" } },
    ],
    [
      "Monday 08:00, before opening",
      [location([mondayOffice])],
      "2026-07-13T07:00:00Z",
      { state: "closed", opens: { date: "2026-07-13", time: "09:00:00" } },
    ],
    [
      "Monday 17:00, just closed",
      [location([mondayOffice])],
      "2026-07-13T16:00:00Z",
      { state: "closed", opens: { date: "2026-07-20", time: "09:00:00" } },
    ],
    [
      "Friday 23:00, open past midnight",
      [location([fridayNight])],
      "2026-07-17T22:00:00Z",
      { state: "open", closes: { date: "2026-07-18", time: "02:00:00" } },
    ],
    [
      "Saturday 01:00, still open from Friday",
      [location([fridayNight])],
      "2026-07-18T00:00:00Z",
      { state: "open", closes: { date: "2026-07-18", time: "02:00:00" } },
    ],
    [
      "two places open: the later closing",
      [location([mondayOffice]), location([mondayLate])],
      "2026-07-13T12:00:00Z",
      { state: "open", closes: { date: "2026-07-13", time: "19:00:00" } },
    ],
    [
      "two places closed: the sooner opening",
      [location([mondayLate]), location([mondayOffice])],
      "2026-07-13T06:00:00Z",
      { state: "closed", opens: { date: "2026-07-13", time: "09:00:00" } },
    ],
    [
      "closed for the day by a holiday",
      [location([mondayOffice], [closed("2026-07-13", "2026-07-13")])],
      "2026-07-13T09:00:00Z",
      { state: "closed", opens: { date: "2026-07-20", time: "09:00:00" } },
    ],
    [
      "special hours replace the day's",
      [location([mondayOffice], [special("2026-07-13", "2026-07-13", "10:00:00", "12:00:00")])],
      "2026-07-13T10:00:00Z",
      { state: "open", closes: { date: "2026-07-13", time: "12:00:00" } },
    ],
    [
      "a monthly rule later in the month",
      [location([monthly(31)])],
      "2026-07-14T09:00:00Z",
      { state: "closed", opens: { date: "2026-07-31", time: "09:00:00" } },
    ],
    [
      "a rule that never occurs",
      [location([never])],
      "2026-07-14T09:00:00Z",
      { state: "closed", opens: null },
    ],
    [
      "the night the clocks go forward",
      [location([springSunday])],
      "2026-03-29T00:45:00Z",
      { state: "open", closes: { date: "2026-03-29", time: "01:30:00" } },
    ],
  ])("%s", (_name, locations, instant, expected) => {
    expect(openingStatus(locations, new Date(instant))).toEqual(expected);
  });

  it("is open exactly when a location is open now, hour by hour for a fortnight", () => {
    const places = [
      location([mondayOffice, fridayNight], [closed("2026-07-20", "2026-07-20")]),
      location([mondayLate], [special("2026-07-22", "2026-07-23", "20:00:00", "01:00:00")]),
    ];
    for (let hour = 0; hour < 14 * 24; hour += 1) {
      const now = new Date(Date.UTC(2026, 6, 13, hour, 30));
      const open = places.some((place) => isOpenNow(place, now));
      expect(openingStatus(places, now).state, now.toISOString()).toBe(open ? "open" : "closed");
    }
  });
});

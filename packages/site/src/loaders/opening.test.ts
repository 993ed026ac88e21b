import { describe, expect, it } from "vitest";

import { searchResult } from "../test/search-stub.ts";
import { openAtOf, openDayChoices, openingLine } from "./opening.ts";

// A search result's one place opens on Mondays, 9am to 5pm.
const mondays = searchResult();
// Hours that never occur: no month has a 40th day.
const neverOpen = {
  ...mondays,
  service_locations: mondays.service_locations.map((place) => ({
    ...place,
    regular_opening_hours: [
      {
        frequency: "monthly" as const,
        day_of_month: 40,
        opens_at: "09:00:00",
        closes_at: "17:00:00",
      },
    ],
  })),
};

describe("openingLine", () => {
  it.each([
    [
      "Sunday 23:59, open the next morning",
      mondays,
      "2026-11-29T23:59:30Z",
      false,
      "Opens tomorrow 9am",
    ],
    ["Monday 10:00", mondays, "2026-11-30T10:00:00Z", true, "Open now, closes 5pm"],
    ["Monday 08:00", mondays, "2026-11-30T08:00:00Z", false, "Opens today 9am"],
    ["Thursday noon", mondays, "2026-11-26T12:00:00Z", false, "Opens Monday 9am"],
    ["Monday 18:00, a week away", mondays, "2026-11-30T18:00:00Z", false, "Opens 7 December 9am"],
    ["hours that never occur", neverOpen, "2026-11-30T10:00:00Z", false, "Closed"],
  ])("%s", (_name, service, instant, open, text) => {
    expect(openingLine(service, new Date(instant))).toEqual({ open, text });
  });

  it("says nothing for a service without opening times", () => {
    expect(openingLine(searchResult({}, 0), new Date("2026-11-30T10:00:00Z"))).toBeNull();
  });
});

describe("openDayChoices", () => {
  it("offers today and the six days after, in London", () => {
    expect(openDayChoices(new Date("2026-11-29T23:59:30Z"))).toEqual([
      { value: "2026-11-29", label: "Today" },
      { value: "2026-11-30", label: "Monday 30 November" },
      { value: "2026-12-01", label: "Tuesday 1 December" },
      { value: "2026-12-02", label: "Wednesday 2 December" },
      { value: "2026-12-03", label: "Thursday 3 December" },
      { value: "2026-12-04", label: "Friday 4 December" },
      { value: "2026-12-05", label: "Saturday 5 December" },
    ]);
    // 23:30 on 18 July in UTC is already the 19th in London (BST).
    expect(openDayChoices(new Date("2026-07-18T23:30:00Z"))[0]?.value).toBe("2026-07-19");
  });
});

describe("openAtOf", () => {
  it.each([
    ["now, in winter", { kind: "now" } as const, "2026-11-29T23:59:30Z", "2026-11-29T23:59"],
    [
      "now, in summer past midnight",
      { kind: "now" } as const,
      "2026-07-18T23:30:05Z",
      "2026-07-19T00:30",
    ],
    [
      "a chosen moment",
      { kind: "at", day: "2026-12-25", time: "10:00" } as const,
      "2026-11-29T23:59:30Z",
      "2026-12-25T10:00",
    ],
  ])("%s", (_name, open, instant, expected) => {
    expect(openAtOf(open, new Date(instant))).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { addDays, monthOf, onOrAfterWeekday } from "../lib/dates.ts";
import { BEXLEY_EVENTS } from "./bexley.ts";
import { seriesStartDates } from "./build.ts";
import type { AuthoredEvent } from "./types.ts";

const base: AuthoredEvent = {
  title: "Test",
  organisation: "x",
  intro: "",
  description: "",
  taxonomies: [],
  start: "10:00",
  end: "11:00",
};

describe("seriesStartDates", () => {
  const cases: [string, AuthoredEvent, string[]][] = [
    [
      "2025-06-15",
      { ...base, occurrences: [-7, 0, 7] },
      ["2025-06-08", "2025-06-15", "2025-06-22"],
    ],
    ["2025-06-15", { ...base, occurrences: [1], weekday: 6 }, ["2025-06-21"]],
    ["2025-06-15", { ...base, annual: { month: 12, day: 6 } }, ["2024-12-06", "2025-12-06"]],
    ["2025-12-06", { ...base, annual: { month: 12, day: 6 } }, ["2024-12-06", "2025-12-06"]],
    ["2025-12-07", { ...base, annual: { month: 12, day: 6 } }, ["2025-12-06", "2026-12-06"]],
    [
      "2025-06-15",
      { ...base, annual: { month: 8, day: 9 }, weekday: 6 },
      ["2024-08-10", "2025-08-09"],
    ],
  ];
  it.each(cases)("from %s", (reference, event, expected) => {
    expect(seriesStartDates(event, reference)).toEqual(expected);
  });

  it.each(["2025-01-01", "2025-04-30", "2025-09-15", "2025-12-31"])(
    "keeps a yearly event in its season (reference %s)",
    (reference) => {
      const dates = seriesStartDates(
        { ...base, annual: { month: 12, day: 6 }, weekday: 6 },
        reference,
      );
      expect(dates).toHaveLength(2);
      expect(dates.map(monthOf)).toEqual([12, 12]);
      expect(dates[0]! < reference && reference <= dates[1]!).toBe(true);
    },
  );
});

describe("Bexley's events", () => {
  // Monday 2025-06-09 to Sunday 2025-06-15: the seed is built on any day of the week.
  const week = Array.from({ length: 7 }, (_, day) => addDays("2025-06-09", day));

  it.each(week)(
    "include events both on and off the home page this week (reference %s)",
    (reference) => {
      const sunday = onOrAfterWeekday(reference, 7);
      const thisWeek = BEXLEY_EVENTS.filter((event) =>
        seriesStartDates(event, reference).some((start) => start >= reference && start <= sunday),
      );
      expect(thisWeek.some((event) => event.homepage === true)).toBe(true);
      expect(thisWeek.some((event) => event.homepage !== true)).toBe(true);
    },
  );
});

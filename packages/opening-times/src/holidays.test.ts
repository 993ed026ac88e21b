import { describe, expect, it } from "vitest";
import { holidayRange, holidaysCovering, upcomingClosures } from "./holidays.ts";
import type { HolidayOpeningHour } from "./types.ts";

const closure = (id: string, startsAt: string, endsAt: string) => ({
  id,
  is_closed: true,
  starts_at: startsAt,
  ends_at: endsAt,
  opens_at: "00:00:00",
  closes_at: "00:00:00",
});

const christmas = closure("christmas", "2026-12-25", "2026-12-26");
const newYear = closure("new-year", "2027-01-01", "2027-01-01");
const easter = closure("easter", "2026-04-03", "2026-04-06");
const christmasWeek = closure("christmas-week", "2026-12-21", "2027-01-01");
const summer = closure("summer", "2026-08-03", "2026-08-14");
const christmasEve = closure("christmas-eve", "2026-12-24", "2026-12-24");
const reversed = closure("reversed", "2026-12-31", "2026-12-01");
const broken = closure("broken", "2026-12-01", "later");

describe("holidayRange", () => {
  it.each([
    ["a single day", christmasEve, { starts: "2026-12-24", ends: "2026-12-24" }],
    [
      "dates with times",
      closure("t", "2026-12-24T00:00:00+0000", "2026-12-26"),
      { starts: "2026-12-24", ends: "2026-12-26" },
    ],
    ["an end before the start", reversed, null],
    ["an end that is not a date", broken, null],
  ])("%s", (_name, holiday, expected) => {
    expect(holidayRange(holiday)).toEqual(expected);
  });
});

describe("holidaysCovering", () => {
  const all = [christmas, christmasWeek, newYear, reversed, broken];
  it.each([
    ["the first day of a range", "2026-12-25", ["christmas", "christmas-week"]],
    ["the last day of a range", "2026-12-26", ["christmas", "christmas-week"]],
    ["a one-day range", "2027-01-01", ["christmas-week", "new-year"]],
    ["a day before every range", "2026-12-20", []],
    ["a day inside only a reversed range", "2026-12-10", []],
  ])("%s", (_name, date, expected) => {
    expect(holidaysCovering(all, date).map(({ id }) => id)).toEqual(expected);
  });
});

describe("upcomingClosures", () => {
  const all: (HolidayOpeningHour & { id: string })[] = [
    newYear,
    christmas,
    easter,
    summer,
    christmasWeek,
    christmasEve,
    broken,
  ];
  it.each([
    [
      "before any",
      "2026-01-10T12:00:00Z",
      ["easter", "summer", "christmas-week", "christmas-eve", "christmas", "new-year"],
    ],
    [
      "on the last day of Easter",
      "2026-04-06T22:30:00Z",
      ["easter", "summer", "christmas-week", "christmas-eve", "christmas", "new-year"],
    ],
    [
      "just after Easter ends in London",
      "2026-04-06T23:00:00Z",
      ["summer", "christmas-week", "christmas-eve", "christmas", "new-year"],
    ],
    ["during Christmas", "2026-12-26T09:00:00Z", ["christmas-week", "christmas", "new-year"]],
    ["after all", "2027-01-02T00:00:00Z", []],
  ])("%s", (_name, instant, expected) => {
    expect(upcomingClosures(all, new Date(instant)).map(({ id }) => id)).toEqual(expected);
  });

  it("keeps the order of closures with the same dates", () => {
    const first = closure("first", "2026-12-25", "2026-12-25");
    const second = closure("second", "2026-12-25", "2026-12-25");
    expect(upcomingClosures([first, second], new Date("2026-12-01T00:00:00Z"))).toEqual([
      first,
      second,
    ]);
  });
});

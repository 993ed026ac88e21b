import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  isoWeekday,
  makeDay,
  nthWeekdayOfMonth,
  onOrAfterWeekday,
  onOrBeforeWeekday,
  toReferenceDay,
} from "./dates.ts";

describe("dates", () => {
  it.each([
    ["2025-06-15", 7],
    ["2025-06-16", 1],
    ["2024-02-29", 4],
  ])("knows %s is ISO weekday %s", (day, weekday) => {
    expect(isoWeekday(day)).toBe(weekday);
  });

  it.each([
    ["2025-06-01", 6, 1, "2025-06-07"],
    ["2025-06-01", 2, 2, "2025-06-10"],
    ["2025-06-01", 4, 3, "2025-06-19"],
    ["2025-06-01", 1, 4, "2025-06-23"],
    ["2025-06-01", 5, 5, "2025-06-27"],
    ["2025-03-01", 1, 5, "2025-03-31"],
  ])("finds occurrence in %s of weekday %s, number %s", (month, weekday, n, expected) => {
    expect(nthWeekdayOfMonth(month, weekday, n)).toBe(expected);
  });

  it.each([
    [addDays("2024-12-30", 3), "2025-01-02"],
    [addDays("2025-03-30", -1), "2025-03-29"],
    [onOrAfterWeekday("2025-06-15", 6), "2025-06-21"],
    [onOrBeforeWeekday("2025-06-15", 6), "2025-06-14"],
    [onOrAfterWeekday("2025-06-15", 7), "2025-06-15"],
    [makeDay(2025, 2, 31), "2025-02-28"],
    [String(daysBetween("2025-01-01", "2025-12-31")), "364"],
  ])("computes %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [new Date("2025-03-30T00:30:00Z"), "2025-03-30"],
    [new Date("2025-10-25T23:30:00Z"), "2025-10-26"],
    ["2025-10-25T23:30:00Z", "2025-10-26"],
  ])("takes the London day of %s", (input, expected) => {
    expect(toReferenceDay(input)).toBe(expected);
  });

  it.each(["2025-13-01", "not a date"])("rejects %s", (input) => {
    expect(() => toReferenceDay(input)).toThrow();
  });
});

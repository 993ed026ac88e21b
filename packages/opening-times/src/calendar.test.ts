import { describe, expect, it } from "vitest";
import { UTCDate } from "@date-fns/utc";
import { addDays, getISODay } from "date-fns";
import {
  calendarDay,
  epochDayOf,
  formatGovukDate,
  formatLongDate,
  formatShortDate,
  isoDateOfEpochDay,
  isoWeekdayOfEpochDay,
  londonWallClock,
  normaliseDate,
  shiftDate,
  todayInLondon,
  weekdayName,
} from "./calendar.ts";

describe("todayInLondon", () => {
  it.each([
    ["summer, 23:59:59 in London", "2026-07-14T22:59:59Z", "2026-07-14"],
    ["summer, midnight in London", "2026-07-14T23:00:00Z", "2026-07-15"],
    ["summer, 00:30 in London", "2026-07-14T23:30:00Z", "2026-07-15"],
    ["winter, 23:59:59 in London", "2026-01-14T23:59:59Z", "2026-01-14"],
    ["winter, midnight in London", "2026-01-15T00:00:00Z", "2026-01-15"],
    ["spring-forward day, 00:59:59 GMT", "2026-03-29T00:59:59Z", "2026-03-29"],
    ["autumn day before, 00:30 BST", "2026-10-24T23:30:00Z", "2026-10-25"],
  ])("%s", (_name, instant, expected) => {
    expect(todayInLondon(new Date(instant))).toBe(expected);
  });

  it("throws on an invalid Date", () => {
    expect(() => todayInLondon(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("londonWallClock", () => {
  it.each([
    ["summer (BST)", "2026-07-14T23:30:00Z", "2026-07-15", 1800],
    ["winter (GMT)", "2026-01-14T09:30:00Z", "2026-01-14", 34_200],
    ["midnight in winter", "2026-01-14T00:00:00Z", "2026-01-14", 0],
    ["just before spring forward", "2026-03-29T00:59:59Z", "2026-03-29", 3599],
    ["just after spring forward", "2026-03-29T01:00:00Z", "2026-03-29", 7200],
    ["first 01:15 of the autumn day", "2026-10-25T00:15:00Z", "2026-10-25", 4500],
    ["second 01:15 of the autumn day", "2026-10-25T01:15:00Z", "2026-10-25", 4500],
  ])("%s", (_name, instant, date, secondsOfDay) => {
    expect(londonWallClock(new Date(instant))).toEqual({ date, secondsOfDay });
  });

  it("answers each instant afresh when instants alternate and repeat", () => {
    const winter = new Date("2026-01-14T09:30:00Z");
    const summer = new Date("2026-07-14T23:30:00Z");
    for (const [now, expected] of [
      [winter, { date: "2026-01-14", secondsOfDay: 34_200 }],
      [winter, { date: "2026-01-14", secondsOfDay: 34_200 }],
      [summer, { date: "2026-07-15", secondsOfDay: 1800 }],
      [winter, { date: "2026-01-14", secondsOfDay: 34_200 }],
      [new Date(winter.getTime() + 1000), { date: "2026-01-14", secondsOfDay: 34_201 }],
    ] as const) {
      expect(londonWallClock(now)).toEqual(expected);
    }
  });

  it("throws on an invalid Date even after a valid one", () => {
    londonWallClock(new Date("2026-01-14T09:30:00Z"));
    expect(() => londonWallClock(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("epoch days", () => {
  it.each([
    ["1970-01-01", 0, 4],
    ["1969-12-31", -1, 3],
    ["2026-11-24", 20_781, 2],
    ["2028-02-29", 21_243, 2],
    ["2026-03-29", 20_541, 7],
    ["0999-06-15", -354_485, 6],
  ])("%s is day %i, ISO weekday %i", (date, epochDay, isoWeekday) => {
    expect(epochDayOf(date)).toBe(epochDay);
    expect(isoDateOfEpochDay(epochDay)).toBe(date);
    expect(isoWeekdayOfEpochDay(epochDay)).toBe(isoWeekday);
  });

  it.each(["2026-02-29", "2026-13-01", "2026-00-10", "26-11-24", "", null, undefined])(
    "%s is not a day",
    (value) => {
      expect(epochDayOf(value)).toBeNull();
    },
  );

  it("agrees with date-fns on every day of four years, either side of 1970 and 2000", () => {
    for (const first of ["1968-01-01", "1998-01-01"]) {
      const start = new UTCDate(first);
      for (let offset = 0; offset < 4 * 366; offset++) {
        const date = addDays(start, offset);
        const iso = date.toISOString().slice(0, 10);
        const epochDay = epochDayOf(iso);
        expect(epochDay).not.toBeNull();
        expect(isoDateOfEpochDay(epochDay ?? Number.NaN)).toBe(iso);
        expect(isoWeekdayOfEpochDay(epochDay ?? Number.NaN)).toBe(getISODay(date));
      }
    }
  });
});

describe("shiftDate", () => {
  it.each([
    ["2026-03-28", 1, "2026-03-29"],
    ["2026-03-29", 1, "2026-03-30"],
    ["2026-10-25", -1, "2026-10-24"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
  ])("%s shifted by %i days → %s", (date, days, expected) => {
    expect(shiftDate(date, days)).toBe(expected);
  });

  it("rejects a string that is not a date", () => {
    expect(() => shiftDate("tomorrow", 1)).toThrow("Not a YYYY-MM-DD date: tomorrow");
  });
});

describe("normaliseDate", () => {
  it.each([
    ["2026-12-25", "2026-12-25"],
    ["2026-12-25T00:00:00+0000", "2026-12-25"],
    ["2026-02-30", null],
    ["2026-12", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%s → %s", (value, expected) => {
    expect(normaliseDate(value)).toBe(expected);
  });
});

describe("formatLongDate", () => {
  it.each([
    ["2026-11-24", "24th November 2026"],
    ["2027-01-01", "1st January 2027"],
    ["2026-12-22", "22nd December 2026"],
    ["2026-03-29", "29th March 2026"],
    ["soon", "soon"],
  ])("%s → %s", (date, expected) => {
    expect(formatLongDate(date)).toBe(expected);
  });
});

describe("formatGovukDate", () => {
  it.each([
    ["2026-11-03", "3 November 2026"],
    ["2027-01-01", "1 January 2027"],
    ["2026-03-29", "29 March 2026"],
    ["2026-02-30", null],
    ["soon", null],
    [null, null],
    [undefined, null],
  ])("%s → %s", (date, expected) => {
    expect(formatGovukDate(date)).toBe(expected);
  });
});

describe("weekdayName", () => {
  it.each([
    [1, "Monday"],
    [3, "Wednesday"],
    [7, "Sunday"],
    [0, null],
    [8, null],
    [2.5, null],
    [null, null],
    [undefined, null],
  ])("%s → %s", (weekday, expected) => {
    expect(weekdayName(weekday)).toBe(expected);
  });
});

describe("calendarDay", () => {
  it.each([
    // date, weekday, day of month, days in month, occurrence, last of its weekday
    ["2026-11-01", 7, 1, 30, 1, false],
    ["2026-11-28", 6, 28, 30, 4, true],
    ["2026-11-30", 1, 30, 30, 5, true],
    ["2026-11-23", 1, 23, 30, 4, false],
    ["2028-02-29", 2, 29, 29, 5, true],
    ["2027-02-22", 1, 22, 28, 4, true],
    ["2027-02-21", 7, 21, 28, 3, false],
    ["2026-03-29", 7, 29, 31, 5, true],
    ["2026-10-25", 7, 25, 31, 4, true],
  ] as const)("%s", (date, weekday, dayOfMonth, daysInMonth, occurrence, isLastOccurrence) => {
    expect(calendarDay(date)).toEqual({
      date,
      weekday,
      dayOfMonth,
      daysInMonth,
      occurrence,
      isLastOccurrence,
    });
  });

  it("throws on a date that does not exist", () => {
    expect(() => calendarDay("2026-02-30")).toThrow(RangeError);
  });
});

describe("formatShortDate", () => {
  it.each([
    ["2026-11-30", false, "30 November"],
    ["2026-11-30", true, "Monday 30 November"],
    ["2027-01-01", true, "Friday 1 January"],
    ["2026-02-30", true, null],
    [null, false, null],
  ] as const)("%s (weekday %s)", (date, weekday, expected) => {
    expect(formatShortDate(date, { weekday })).toBe(expected);
  });
});

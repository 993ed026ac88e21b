import { describe, expect, it } from "vitest";
import { formatTime, timeToSeconds, toHourMinute } from "./time.ts";

describe("formatTime", () => {
  it.each([
    ["09:30:00", "9:30am"],
    ["17:00:00", "5pm"],
    ["12:00:00", "12pm"],
    ["12:45:00", "12:45pm"],
    ["00:00:00", "12am"],
    ["00:30:00", "12:30am"],
    ["23:59:59", "11:59pm"],
    ["10:05:00", "10:05am"],
    ["13:00", "1pm"],
    ["25:00:00", "25:00:00"],
    ["nine", "nine"],
  ])("%s → %s", (time, expected) => {
    expect(formatTime(time)).toBe(expected);
  });
});

describe("timeToSeconds", () => {
  it.each([
    ["00:00:00", 0],
    ["09:30:15", 34_215],
    ["23:59:59", 86_399],
    ["17:45", 63_900],
    ["24:00:00", null],
    ["", null],
  ])("%s → %s", (time, expected) => {
    expect(timeToSeconds(time)).toBe(expected);
  });
});

describe("toHourMinute", () => {
  it.each([
    ["09:30:00", "09:30"],
    ["00:00:00", "00:00"],
    ["17:00", "17:00"],
    ["7pm", null],
  ])("%s → %s", (time, expected) => {
    expect(toHourMinute(time)).toBe(expected);
  });
});

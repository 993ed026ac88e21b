import { utc } from "@date-fns/utc";
import { isValid, parse } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatTime, secondsToTime, timeToSeconds, toHourMinute } from "./time.ts";

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
    ["9:05", 32_700],
    ["09:30:00 ", 34_200],
    [" 09:30:00", null],
    ["09:60", null],
    ["09:30:60", null],
    ["093000", null],
    ["09:30:00Z", null],
    ["09:30:00.000", null],
    ["-1:00", null],
  ])("%s → %s", (time, expected) => {
    expect(timeToSeconds(time)).toBe(expected);
  });

  // The parser date-fns gives for the two patterns the API's times use.
  function secondsByDateFns(time: string): number | null {
    for (const pattern of ["HH:mm:ss", "HH:mm"]) {
      const parsed = parse(time, pattern, new Date(0), { in: utc });
      if (isValid(parsed)) {
        return parsed.getHours() * 3600 + parsed.getMinutes() * 60 + parsed.getSeconds();
      }
    }
    return null;
  }

  it("reads exactly the times date-fns' parse reads", () => {
    const fields = ["", "0", "7", "09", "23", "24", "59", "60", "123", "x"];
    const tails = ["", " ", "  ", "\t", "Z", ":", ".5"];
    const times = fields.flatMap((hours) =>
      fields.flatMap((minutes) => [
        `${hours}:${minutes}`,
        ...fields.flatMap((seconds) =>
          tails.map((tail) => `${hours}:${minutes}:${seconds}${tail}`),
        ),
      ]),
    );
    for (const time of times) {
      expect({ time, seconds: timeToSeconds(time) }).toEqual({
        time,
        seconds: secondsByDateFns(time),
      });
    }
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

describe("secondsToTime", () => {
  it.each([
    [0, "00:00:00"],
    [34_200, "09:30:00"],
    [86_399, "23:59:59"],
  ])("%i → %s", (seconds, expected) => {
    expect(secondsToTime(seconds)).toBe(expected);
    expect(timeToSeconds(expected)).toBe(seconds);
  });
});

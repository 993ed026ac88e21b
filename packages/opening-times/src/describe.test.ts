import { describe, expect, it } from "vitest";
import { describeClosure, describeRegularHours, nextOccurringText } from "./describe.ts";
import type { HolidayOpeningHour, RegularOpeningHour } from "./types.ts";

const hours = { opens_at: "09:00:00", closes_at: "17:00:00" };
const now = new Date("2026-07-14T12:00:00Z");

describe("describeRegularHours", () => {
  it.each<
    [
      string,
      RegularOpeningHour,
      string,
      { text: string; times: string | null; next: string | null },
    ]
  >([
    [
      "weekly",
      { frequency: "weekly", weekday: 1, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Every Monday 9am→5pm", times: null, next: null },
    ],
    [
      "weekly Sunday with minutes",
      { frequency: "weekly", weekday: 7, opens_at: "09:30:00", closes_at: "12:45:00" },
      "2026-07-14T12:00:00Z",
      { text: "Every Sunday 9:30am→12:45pm", times: null, next: null },
    ],
    [
      "weekly without a weekday",
      { frequency: "weekly", weekday: null, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Invalid day", times: "9am→5pm", next: null },
    ],
    [
      "monthly",
      { frequency: "monthly", day_of_month: 3, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Every 3rd day of the month", times: "9am→5pm", next: null },
    ],
    [
      "monthly 22nd",
      { frequency: "monthly", day_of_month: 22, opens_at: "00:00:00", closes_at: "12:00:00" },
      "2026-07-14T12:00:00Z",
      { text: "Every 22nd day of the month", times: "12am→12pm", next: null },
    ],
    [
      "monthly day 32",
      { frequency: "monthly", day_of_month: 32, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Invalid day", times: "9am→5pm", next: null },
    ],
    [
      "monthly without a day",
      { frequency: "monthly", ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Invalid day", times: "9am→5pm", next: null },
    ],
    [
      "fortnightly, anchor in the past",
      { frequency: "fortnightly", starts_at: "2024-07-30", ...hours },
      "2024-07-31T12:00:00Z",
      { text: "Fortnightly on Tuesdays", times: "9am→5pm", next: "2024-08-13" },
    ],
    [
      "fortnightly, session today",
      { frequency: "fortnightly", starts_at: "2024-07-30", ...hours },
      "2024-08-13T20:00:00Z",
      { text: "Fortnightly on Tuesdays", times: "9am→5pm", next: "2024-08-13" },
    ],
    [
      "fortnightly, anchor in the future",
      { frequency: "fortnightly", starts_at: "2026-11-24", ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Fortnightly on Tuesdays", times: "9am→5pm", next: "2026-11-24" },
    ],
    [
      "fortnightly, just after London midnight",
      { frequency: "fortnightly", starts_at: "2026-07-01", ...hours },
      "2026-07-14T23:30:00Z",
      { text: "Fortnightly on Wednesdays", times: "9am→5pm", next: "2026-07-15" },
    ],
    [
      "fortnightly, just before London midnight",
      { frequency: "fortnightly", starts_at: "2026-06-30", ...hours },
      "2026-07-14T22:59:59Z",
      { text: "Fortnightly on Tuesdays", times: "9am→5pm", next: "2026-07-14" },
    ],
    [
      "fortnightly without an anchor",
      { frequency: "fortnightly", starts_at: null, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Invalid day", times: "9am→5pm", next: null },
    ],
    [
      "first Friday",
      { frequency: "nth_occurrence_of_month", occurrence_of_month: 1, weekday: 5, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Every first Friday of the month.", times: "9am→5pm", next: null },
    ],
    [
      "second Friday",
      { frequency: "nth_occurrence_of_month", occurrence_of_month: 2, weekday: 5, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Every second Friday of the month.", times: "9am→5pm", next: null },
    ],
    [
      "third Friday",
      { frequency: "nth_occurrence_of_month", occurrence_of_month: 3, weekday: 5, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Every third Friday of the month.", times: "9am→5pm", next: null },
    ],
    [
      "fourth Friday",
      { frequency: "nth_occurrence_of_month", occurrence_of_month: 4, weekday: 5, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Every fourth Friday of the month.", times: "9am→5pm", next: null },
    ],
    [
      "last Friday",
      { frequency: "nth_occurrence_of_month", occurrence_of_month: 5, weekday: 5, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Every last Friday of the month.", times: "9am→5pm", next: null },
    ],
    [
      "occurrence 6",
      { frequency: "nth_occurrence_of_month", occurrence_of_month: 6, weekday: 5, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Invalid day", times: "9am→5pm", next: null },
    ],
    [
      "weekday 8",
      { frequency: "nth_occurrence_of_month", occurrence_of_month: 1, weekday: 8, ...hours },
      "2026-07-14T12:00:00Z",
      { text: "Invalid day", times: "9am→5pm", next: null },
    ],
  ])("%s", (_name, rule, instant, expected) => {
    expect(describeRegularHours(rule, new Date(instant))).toEqual(expected);
  });

  it("says nothing about a frequency it does not know", () => {
    const rule = { frequency: "yearly", ...hours } as unknown as RegularOpeningHour;
    expect(describeRegularHours(rule, now)).toEqual({ text: "", times: null, next: null });
  });
});

describe("nextOccurringText", () => {
  it.each([
    ["2026-11-24", "Next occurring on 24th November 2026."],
    ["2027-01-01", "Next occurring on 1st January 2027."],
    ["2026-03-02", "Next occurring on 2nd March 2026."],
  ])("%s", (date, expected) => {
    expect(nextOccurringText(date)).toBe(expected);
  });
});

describe("describeClosure", () => {
  const holiday = (
    isClosed: boolean,
    startsAt: string,
    endsAt: string,
    opensAt = "00:00:00",
    closesAt = "00:00:00",
  ): HolidayOpeningHour => ({
    is_closed: isClosed,
    starts_at: startsAt,
    ends_at: endsAt,
    opens_at: opensAt,
    closes_at: closesAt,
  });

  it.each([
    ["closed for a day", holiday(true, "2026-12-25", "2026-12-25"), "Closed on 25th December 2026"],
    [
      "closed for a day, times ignored",
      holiday(true, "2026-12-25", "2026-12-25", "10:00:00", "14:00:00"),
      "Closed on 25th December 2026",
    ],
    [
      "closed over several days",
      holiday(true, "2026-12-24", "2027-01-01"),
      "Closed between 24th December 2026 - 1st January 2027",
    ],
    [
      "special hours for a day",
      holiday(false, "2026-12-24", "2026-12-24", "10:00:00", "14:00:00"),
      "Open on 24th December 2026 from 10am to 2pm",
    ],
    [
      "special hours over several days",
      holiday(false, "2026-12-29", "2026-12-31", "09:30:00", "12:00:00"),
      "Open between 29th December 2026 - 31st December 2026 from 9:30am to 12pm",
    ],
    [
      "open with no times given",
      holiday(false, "2026-12-24", "2026-12-24"),
      "Open on 24th December 2026",
    ],
    [
      "open with only an opening time",
      holiday(false, "2026-12-31", "2026-12-31", "18:00:00"),
      "Open on 31st December 2026 from 6pm",
    ],
    [
      "open with only a closing time",
      holiday(false, "2026-12-31", "2026-12-31", "00:00:00", "13:00:00"),
      "Open on 31st December 2026 until 1pm",
    ],
    [
      "dates with times",
      holiday(true, "2026-12-25T00:00:00+0000", "2026-12-25"),
      "Closed on 25th December 2026",
    ],
    [
      "dates that are not dates",
      holiday(true, "Christmas", "Boxing Day"),
      "Closed between Christmas - Boxing Day",
    ],
  ])("%s", (_name, closure, expected) => {
    expect(describeClosure(closure)).toBe(expected);
  });
});

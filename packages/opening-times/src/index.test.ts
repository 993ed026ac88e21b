import { describe, expect, it } from "vitest";
import * as openingTimes from "./index.ts";

describe("public surface", () => {
  it.each([
    "describeClosure",
    "describeRegularHours",
    "formatLongDate",
    "formatTime",
    "holidaysCovering",
    "isOpenNow",
    "isRuleToday",
    "nextOccurringText",
    "nextOccurs",
    "nextRuleDate",
    "ordinal",
    "ruleOccursOn",
    "sortRegularHours",
    "toOpeningHoursSpecification",
    "todayInLondon",
    "upcomingClosures",
    "weekdayName",
  ])("exports the function %s", (name) => {
    expect(typeof (openingTimes as Record<string, unknown>)[name]).toBe("function");
  });

  it("names the time zone", () => {
    expect(openingTimes.LONDON_TIME_ZONE).toBe("Europe/London");
  });
});

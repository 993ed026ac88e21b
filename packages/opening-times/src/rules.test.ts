import { describe, expect, it } from "vitest";
import { isRuleToday, nextRuleDate, ruleOccursOn } from "./rules.ts";
import type { RegularOpeningHour } from "./types.ts";

const hours = { opens_at: "09:00:00", closes_at: "17:00:00" };
const weekly = (weekday: number | null): RegularOpeningHour => ({
  frequency: "weekly",
  weekday,
  ...hours,
});
const monthly = (day: number | null): RegularOpeningHour => ({
  frequency: "monthly",
  day_of_month: day,
  ...hours,
});
const fortnightly = (startsAt: string | null): RegularOpeningHour => ({
  frequency: "fortnightly",
  starts_at: startsAt,
  ...hours,
});
const nth = (occurrence: number | null, weekday: number | null): RegularOpeningHour => ({
  frequency: "nth_occurrence_of_month",
  occurrence_of_month: occurrence,
  weekday,
  ...hours,
});

describe("nextRuleDate", () => {
  it.each([
    ["weekly Monday from a Wednesday", weekly(1), "2024-07-31", "2024-08-05"],
    ["weekly Wednesday from that Wednesday", weekly(3), "2024-07-31", "2024-07-31"],
    ["weekly Sunday from a Tuesday", weekly(7), "2026-07-14", "2026-07-19"],
    ["weekly Sunday across spring forward", weekly(7), "2026-03-28", "2026-03-29"],
    ["weekly Monday after autumn back", weekly(1), "2026-10-25", "2026-10-26"],
    ["weekly without a weekday", weekly(null), "2026-07-14", null],
    ["weekly weekday 0", weekly(0), "2026-07-14", null],
    ["monthly 28th, later this month", monthly(28), "2024-07-03", "2024-07-28"],
    ["monthly 28th, passed this month", monthly(28), "2024-07-31", "2024-08-28"],
    ["monthly 31st in February", monthly(31), "2026-02-01", "2026-02-28"],
    ["monthly 31st in a leap February", monthly(31), "2028-02-10", "2028-02-29"],
    ["monthly 30th in February", monthly(30), "2026-02-28", "2026-02-28"],
    ["monthly 31st in April", monthly(31), "2026-04-01", "2026-04-30"],
    ["monthly 31st on 31st January", monthly(31), "2026-01-31", "2026-01-31"],
    ["monthly 1st at year end", monthly(1), "2026-12-02", "2027-01-01"],
    ["monthly day 32", monthly(32), "2026-01-01", null],
    ["monthly without a day", monthly(null), "2026-01-01", null],
    ["fortnightly before its anchor", fortnightly("2024-07-30"), "2024-07-01", "2024-07-30"],
    ["fortnightly on its anchor", fortnightly("2024-07-30"), "2024-07-30", "2024-07-30"],
    ["fortnightly the day after", fortnightly("2024-07-30"), "2024-07-31", "2024-08-13"],
    ["fortnightly on a later session", fortnightly("2024-07-30"), "2024-08-27", "2024-08-27"],
    ["fortnightly in the off week", fortnightly("2024-07-30"), "2024-08-06", "2024-08-13"],
    ["fortnightly across spring forward", fortnightly("2026-03-15"), "2026-03-16", "2026-03-29"],
    ["fortnightly across autumn back", fortnightly("2026-10-18"), "2026-10-19", "2026-11-01"],
    [
      "fortnightly anchor as a date-time",
      fortnightly("2024-07-30T00:00:00+0000"),
      "2024-07-31",
      "2024-08-13",
    ],
    ["fortnightly without an anchor", fortnightly(null), "2024-07-31", null],
    ["fortnightly with a bad anchor", fortnightly("30/07/2024"), "2024-07-31", null],
    ["first Monday, still to come", nth(1, 1), "2026-06-01", "2026-06-01"],
    ["first Monday, passed", nth(1, 1), "2026-06-02", "2026-07-06"],
    ["second Tuesday", nth(2, 2), "2026-07-01", "2026-07-14"],
    ["third Friday", nth(3, 5), "2026-07-01", "2026-07-17"],
    ["fourth Friday", nth(4, 5), "2026-07-01", "2026-07-24"],
    ["last Friday in a five-Friday month", nth(5, 5), "2026-07-01", "2026-07-31"],
    ["last Monday, upstream example", nth(5, 1), "2024-07-31", "2024-08-26"],
    ["last Monday after the 26th", nth(5, 1), "2024-08-27", "2024-09-30"],
    ["last Sunday of March (spring forward)", nth(5, 7), "2026-03-01", "2026-03-29"],
    ["last Sunday of October (autumn back)", nth(5, 7), "2026-10-01", "2026-10-25"],
    ["last Sunday in the new year", nth(5, 7), "2026-12-28", "2027-01-31"],
    ["occurrence 6", nth(6, 1), "2026-07-01", null],
    ["occurrence missing", nth(null, 1), "2026-07-01", null],
    ["weekday missing", nth(1, null), "2026-07-01", null],
    ["from a date that is not a date", weekly(1), "someday", null],
  ])("%s", (_name, rule, from, expected) => {
    expect(nextRuleDate(rule, from)).toBe(expected);
  });

  it("gives nothing for a frequency it does not know", () => {
    const rule = { ...weekly(1), frequency: "yearly" } as unknown as RegularOpeningHour;
    expect(nextRuleDate(rule, "2026-07-01")).toBeNull();
  });
});

describe("ruleOccursOn", () => {
  it.each([
    ["monthly 31st on 28th February", monthly(31), "2026-02-28", true],
    ["monthly 31st on 27th February", monthly(31), "2026-02-27", false],
    ["fortnightly two weeks on", fortnightly("2024-07-30"), "2024-08-13", true],
    ["fortnightly one week on", fortnightly("2024-07-30"), "2024-08-06", false],
    ["fortnightly two weeks before its anchor", fortnightly("2024-07-30"), "2024-07-16", false],
    ["fourth Friday that is not the last", nth(5, 5), "2026-07-24", false],
    ["weekly Sunday on a Sunday", weekly(7), "2026-05-31", true],
  ])("%s", (_name, rule, date, expected) => {
    expect(ruleOccursOn(rule, date)).toBe(expected);
  });
});

describe("isRuleToday", () => {
  it.each([
    ["Tuesday rule at Tuesday 23:59:59 BST", weekly(2), "2026-07-14T22:59:59Z", true],
    ["Tuesday rule at Wednesday 00:00 BST", weekly(2), "2026-07-14T23:00:00Z", false],
    ["Wednesday rule at Wednesday 00:00 BST", weekly(3), "2026-07-14T23:00:00Z", true],
    ["Sunday rule on spring-forward day", weekly(7), "2026-03-29T01:30:00Z", true],
    ["last Sunday rule on autumn-back day", nth(5, 7), "2026-10-24T23:30:00Z", true],
    ["monthly 15th at 00:30 BST on the 15th", monthly(15), "2026-07-14T23:30:00Z", true],
  ])("%s", (_name, rule, instant, expected) => {
    expect(isRuleToday(rule, new Date(instant))).toBe(expected);
  });
});

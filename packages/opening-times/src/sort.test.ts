import { describe, expect, it } from "vitest";
import { sortRegularHours } from "./sort.ts";
import type { RegularOpeningHour } from "./types.ts";

type Rule = RegularOpeningHour & { id: string };

const rule = (id: string, fields: Partial<RegularOpeningHour>): Rule => ({
  id,
  frequency: "weekly",
  opens_at: "09:00:00",
  closes_at: "17:00:00",
  ...fields,
});

const sunday = rule("sunday", { weekday: 7 });
const monday = rule("monday", { weekday: 1 });
const mondayAfternoon = rule("monday-pm", { weekday: 1, opens_at: "13:00:00" });
const wednesday = rule("wednesday", { weekday: 3 });
const brokenWeekly = rule("broken-weekly", { weekday: null });
const fortnightlyTuesday = rule("fortnightly-tue", {
  frequency: "fortnightly",
  starts_at: "2024-07-30",
});
const fortnightlyMonday = rule("fortnightly-mon", {
  frequency: "fortnightly",
  starts_at: "2024-07-29",
});
const fortnightlyBroken = rule("fortnightly-broken", { frequency: "fortnightly", starts_at: null });
const lastFriday = rule("last-fri", {
  frequency: "nth_occurrence_of_month",
  occurrence_of_month: 5,
  weekday: 5,
});
const firstFriday = rule("first-fri", {
  frequency: "nth_occurrence_of_month",
  occurrence_of_month: 1,
  weekday: 5,
});
const firstMonday = rule("first-mon", {
  frequency: "nth_occurrence_of_month",
  occurrence_of_month: 1,
  weekday: 1,
});
const monthly3 = rule("monthly-3", { frequency: "monthly", day_of_month: 3 });
const monthly28 = rule("monthly-28", { frequency: "monthly", day_of_month: 28 });
const monthlyBroken = rule("monthly-broken", { frequency: "monthly", day_of_month: null });
const yearly = { ...rule("yearly", {}), frequency: "yearly" } as unknown as Rule;

describe("sortRegularHours", () => {
  it.each([
    ["weekly Monday → Sunday", [sunday, wednesday, monday], ["monday", "wednesday", "sunday"]],
    ["same weekday by opening time", [mondayAfternoon, monday], ["monday", "monday-pm"]],
    ["broken weekly after the valid ones", [brokenWeekly, sunday], ["sunday", "broken-weekly"]],
    [
      "weekly, fortnightly, nth occurrence, monthly",
      [monthly28, lastFriday, fortnightlyTuesday, wednesday],
      ["wednesday", "fortnightly-tue", "last-fri", "monthly-28"],
    ],
    [
      "fortnightly by weekday",
      [fortnightlyBroken, fortnightlyTuesday, fortnightlyMonday],
      ["fortnightly-mon", "fortnightly-tue", "fortnightly-broken"],
    ],
    [
      "nth by occurrence then weekday",
      [lastFriday, firstFriday, firstMonday],
      ["first-mon", "first-fri", "last-fri"],
    ],
    [
      "monthly by day",
      [monthlyBroken, monthly28, monthly3],
      ["monthly-3", "monthly-28", "monthly-broken"],
    ],
    ["unknown frequency last", [yearly, monthly3, monday], ["monday", "monthly-3", "yearly"]],
    ["ties keep their order", [rule("a", { weekday: 2 }), rule("b", { weekday: 2 })], ["a", "b"]],
    ["empty", [], []],
  ])("%s", (_name, rules, expected) => {
    expect(sortRegularHours(rules).map(({ id }) => id)).toEqual(expected);
  });

  it("leaves the input alone", () => {
    const rules = [sunday, monday];
    sortRegularHours(rules);
    expect(rules.map(({ id }) => id)).toEqual(["sunday", "monday"]);
  });
});

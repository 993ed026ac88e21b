import { describe, expect, it } from "vitest";
import { eventStart, type EventRule } from "./dates.ts";
import { addDays, monthOf, onOrAfterWeekday } from "./lib/dates.ts";
import { loadBoroughDataset } from "./demo.ts";

describe("eventStart", () => {
  // [today, rule, start as of, as of, expected]
  const cases: [string, EventRule, string, string, string][] = [
    ["2025-06-15", { days_from_today: -7 }, "2025-06-08", "2025-06-15", "2025-06-08"],
    ["2025-06-20", { days_from_today: 7 }, "2025-06-22", "2025-06-15", "2025-06-27"],
    ["2025-06-15", { days_from_today: 1, weekday: 6 }, "2025-06-21", "2025-06-15", "2025-06-21"],
    ["2025-06-22", { days_from_today: 1, weekday: 6 }, "2025-06-21", "2025-06-15", "2025-06-28"],
    ["2025-06-15", { yearly: "12-06" }, "2024-12-06", "2025-06-15", "2024-12-06"],
    ["2025-12-06", { yearly: "12-06" }, "2025-12-06", "2025-06-15", "2025-12-06"],
    ["2025-12-07", { yearly: "12-06" }, "2024-12-06", "2025-06-15", "2025-12-06"],
    ["2025-12-07", { yearly: "12-06" }, "2025-12-06", "2025-06-15", "2026-12-06"],
    ["2025-06-15", { yearly: "08-09", weekday: 6 }, "2024-08-10", "2025-06-15", "2024-08-10"],
    ["2025-06-15", { yearly: "08-09", weekday: 6 }, "2025-08-09", "2025-06-15", "2025-08-09"],
  ];
  it.each(cases)("on %s, %j", (today, rule, startAsOf, asOf, expected) => {
    expect(eventStart(rule, startAsOf, asOf, today)).toBe(expected);
  });

  it.each(["2025-01-01", "2025-04-30", "2025-09-15", "2025-12-31"])(
    "keeps a yearly event in its season (today %s)",
    (today) => {
      const rule: EventRule = { yearly: "12-06", weekday: 6 };
      const dates = [
        eventStart(rule, "2024-12-07", "2025-06-15", today),
        eventStart(rule, "2025-12-06", "2025-06-15", today),
      ];
      expect(dates.map(monthOf)).toEqual([12, 12]);
      expect(dates[0]! < today && today <= dates[1]!).toBe(true);
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
      const events = loadBoroughDataset("bexley", { referenceDate: reference }).organisation_events;
      const thisWeek = events.filter((e) => e.start_date >= reference && e.start_date <= sunday);
      expect(thisWeek.some((event) => event.homepage)).toBe(true);
      expect(thisWeek.some((event) => !event.homepage)).toBe(true);
    },
  );
});

describe("moving the demo's dates", () => {
  it.each(["2024-12-31", "2025-01-01", "2025-01-02", "2026-03-01"])(
    "keeps the Christmas closure at Christmas, the next one not over (today %s)",
    (today) => {
      const closures = loadBoroughDataset("sutton", { referenceDate: today })
        .service_locations.flatMap((sl) => sl.holiday_opening_hours)
        .filter((h) => h.starts_at.endsWith("-12-24"));
      expect(closures.length).toBeGreaterThan(0);
      for (const h of closures) {
        expect(h.ends_at.slice(5)).toBe("01-01");
        expect(h.ends_at >= today && h.starts_at <= addDays(today, 365)).toBe(true);
      }
    },
  );

  it.each(["sutton", "bexley"] as const)(
    "keeps most of %s's listings checked in the year before today, none after it",
    (tenant) => {
      const today = "2026-11-28";
      const services = loadBoroughDataset(tenant, { referenceDate: today }).services;
      const checked = services.flatMap((service) => service.assured_date ?? []);
      expect(checked.length).toBeGreaterThan(services.length / 2);
      for (const day of checked) expect(day > addDays(today, -366) && day < today).toBe(true);
    },
  );

  it("keeps a series' slug ending in its start date", () => {
    const events = loadBoroughDataset("sutton", {
      referenceDate: "2026-02-03",
    }).organisation_events;
    const dated = events.filter((e) => /-\d{4}-\d{2}-\d{2}$/.test(e.slug));
    expect(dated.length).toBeGreaterThan(10);
    for (const e of dated) expect(e.slug.endsWith(`-${e.start_date}`)).toBe(true);
  });
});

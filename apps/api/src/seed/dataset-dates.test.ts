// The demo datasets' dates: opening and holiday hours, events and timestamps against the reference
// day, the same dataset for the same day, and other reference days.
import { describe, expect, it } from "vitest";
import {
  DEMO_DATASETS as datasets,
  DEMO_REFERENCE as REFERENCE,
  strings,
} from "../test/demo-content.ts";
import { loadBoroughDataset } from "./demo.ts";
import { addDays, daysBetween } from "./lib/dates.ts";
import { TENANTS } from "./types.ts";

const cases = TENANTS.map((tenant) => ({ tenant, d: datasets[tenant] }));

describe.each(cases)("$tenant dataset", ({ d }) => {
  const hours = d.service_locations.flatMap((sl) => sl.regular_opening_hours);
  const holidays = d.service_locations.flatMap((sl) => sl.holiday_opening_hours);

  it("has opening hours with the fields their frequency needs", () => {
    for (const h of hours) {
      expect(h.opens_at < h.closes_at).toBe(true);
      expect(h.weekday !== undefined).toBe(
        h.frequency === "weekly" || h.frequency === "nth_occurrence_of_month",
      );
      expect(h.day_of_month !== undefined).toBe(h.frequency === "monthly");
      expect(h.starts_at !== undefined).toBe(h.frequency === "fortnightly");
      expect(h.occurrence_of_month !== undefined).toBe(h.frequency === "nth_occurrence_of_month");
    }
  });

  it.each([
    ["past", (s: string, e: string) => e < REFERENCE && s <= e],
    ["current", (s: string, e: string) => s <= REFERENCE && e >= REFERENCE],
    ["future", (s: string, e: string) => s > REFERENCE && s <= e],
  ])("has %s holiday hours, both closed and special openings", (_, when) => {
    const matching = holidays.filter((h) => when(h.starts_at, h.ends_at));
    expect(matching.some((h) => h.is_closed)).toBe(true);
    expect(matching.some((h) => !h.is_closed)).toBe(true);
  });

  it("has past, ongoing-or-future, multi-day and dated events that follow the admin rules", () => {
    const events = d.organisation_events;
    expect(events.some((e) => e.end_date < REFERENCE)).toBe(true);
    expect(events.filter((e) => e.end_date >= REFERENCE).length).toBeGreaterThanOrEqual(15);
    expect(events.some((e) => e.end_date > e.start_date)).toBe(true);
    expect(events.some((e) => e.homepage && e.end_date >= REFERENCE)).toBe(true);
    for (const e of events) {
      expect(e.start_date <= e.end_date).toBe(true);
      expect(e.intro.length).toBeLessThanOrEqual(300);
      expect(e.is_virtual).toBe(e.location_id === null);
      if (!e.is_free) expect(e.fees_text).not.toBeNull();
      const booking = [e.booking_title, e.booking_summary, e.booking_url, e.booking_cta];
      expect(new Set(booking.map((b) => b === null)).size).toBe(1);
      if (e.organiser_name) {
        expect(
          [e.organiser_phone, e.organiser_email, e.organiser_url].some((c) => c !== null),
        ).toBe(true);
      }
      expect(e.created_at.slice(0, 10) <= REFERENCE).toBe(true);
    }
  });

  it("keeps timestamps in the contract format and not after the reference day", () => {
    const stamps = strings(d).filter(({ key }) => key === "created_at" || key === "updated_at");
    for (const { value } of stamps) {
      expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/);
      expect(value.slice(0, 10) <= REFERENCE).toBe(true);
    }
  });
});

describe("determinism", () => {
  it.each(TENANTS)("builds identical %s datasets for the same reference date", (tenant) => {
    expect(loadBoroughDataset(tenant, { referenceDate: REFERENCE })).toEqual(datasets[tenant]);
  });

  it.each([
    ["a Date in BST", new Date("2025-06-15T23:30:00Z"), "2025-06-16"],
    ["a Date in GMT", new Date("2025-01-10T23:30:00Z"), "2025-01-10"],
    ["an ISO date", "2025-06-15", "2025-06-15"],
  ])("reads the reference day from %s in London time", (_, referenceDate, day) => {
    expect(loadBoroughDataset("sutton", { referenceDate }).referenceDate).toBe(day);
  });

  it("keeps ids stable and moves dates when the reference date changes", () => {
    const later = loadBoroughDataset("sutton", { referenceDate: addDays(REFERENCE, 100) });
    const before = datasets.sutton;
    expect(later.services.map((s) => s.id)).toEqual(before.services.map((s) => s.id));
    expect(later.organisation_events.map((e) => e.id)).toEqual(
      before.organisation_events.map((e) => e.id),
    );
    const [a, b] = [before.organisation_events[0], later.organisation_events[0]];
    expect(daysBetween(a?.start_date ?? "", b?.start_date ?? "")).toBeGreaterThanOrEqual(94);
  });

  it("rejects an invalid reference date", () => {
    expect(() => loadBoroughDataset("sutton", { referenceDate: "2025-02-30" })).toThrow(
      /Invalid date/,
    );
  });

  it("keeps the two boroughs' ids apart", () => {
    const suttonIds = new Set(datasets.sutton.services.map((s) => s.id));
    expect(datasets.bexley.services.some((s) => suttonIds.has(s.id))).toBe(false);
  });
});

describe("other reference dates", () => {
  it.each([
    ["sutton", "2024-02-29"],
    ["bexley", "2025-01-01"],
    ["sutton", "2025-12-28"],
    ["bexley", "2026-11-24"],
  ] as const)(
    "builds %s for %s with past and upcoming events and current closures",
    (tenant, day) => {
      const d = loadBoroughDataset(tenant, { referenceDate: day });
      const events = d.organisation_events;
      expect(events.some((e) => e.end_date < day)).toBe(true);
      expect(events.filter((e) => e.end_date >= day).length).toBeGreaterThanOrEqual(15);
      const holidays = d.service_locations.flatMap((sl) => sl.holiday_opening_hours);
      expect(holidays.some((h) => h.starts_at <= day && h.ends_at >= day)).toBe(true);
      for (const h of holidays) expect(h.starts_at <= h.ends_at).toBe(true);
      for (const sl of d.service_locations) {
        for (const rule of sl.regular_opening_hours) {
          if (rule.starts_at) expect(rule.starts_at < day).toBe(true);
        }
      }
    },
  );
});

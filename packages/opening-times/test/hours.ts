// Opening hours and closures as the API sends them, built tersely for the status tests.
import type { HolidayOpeningHour, RegularOpeningHour, ServiceLocationHours } from "../src/types.ts";

export const weekly = (weekday: number, opensAt: string, closesAt: string): RegularOpeningHour => ({
  frequency: "weekly",
  weekday,
  opens_at: opensAt,
  closes_at: closesAt,
});
export const monthly = (
  day: number,
  opensAt = "09:00:00",
  closesAt = "17:30:00",
): RegularOpeningHour => ({
  frequency: "monthly",
  day_of_month: day,
  opens_at: opensAt,
  closes_at: closesAt,
});
export const fortnightly = (startsAt: string): RegularOpeningHour => ({
  frequency: "fortnightly",
  starts_at: startsAt,
  opens_at: "09:00:00",
  closes_at: "17:30:00",
});
export const nth = (occurrence: number, weekday: number): RegularOpeningHour => ({
  frequency: "nth_occurrence_of_month",
  occurrence_of_month: occurrence,
  weekday,
  opens_at: "09:00:00",
  closes_at: "17:30:00",
});
export const closed = (startsAt: string, endsAt: string): HolidayOpeningHour => ({
  is_closed: true,
  starts_at: startsAt,
  ends_at: endsAt,
  opens_at: "00:00:00",
  closes_at: "00:00:00",
});
export const special = (
  startsAt: string,
  endsAt: string,
  opensAt: string,
  closesAt: string,
): HolidayOpeningHour => ({
  is_closed: false,
  starts_at: startsAt,
  ends_at: endsAt,
  opens_at: opensAt,
  closes_at: closesAt,
});
export const location = (
  regular: RegularOpeningHour[],
  holidays: HolidayOpeningHour[] = [],
): ServiceLocationHours => ({ regular_opening_hours: regular, holiday_opening_hours: holidays });

/** Across the spring clock change: 2026-03-29 01:00 GMT → 02:00 BST. */
export const springSunday = weekly(7, "00:30:00", "01:30:00");
export const mondayOffice = weekly(1, "09:00:00", "17:00:00");

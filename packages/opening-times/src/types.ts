import type { OpeningHourFrequency } from "@hub/api-client/schemas";

/** How often a regular opening-hours rule repeats. */
export type Frequency = OpeningHourFrequency;

/**
 * One regular opening-hours rule, as the API sends it. The frequency-specific fields are absent
 * in API responses and `null` in database rows, so both are accepted.
 */
export type RegularOpeningHour = {
  frequency: Frequency;
  /** ISO weekday, 1 = Monday … 7 = Sunday (weekly and nth_occurrence_of_month). */
  weekday?: number | null;
  /** 1–31; months shorter than the day use their last day (monthly). */
  day_of_month?: number | null;
  /** 1–4 = first … fourth, 5 = last (nth_occurrence_of_month). */
  occurrence_of_month?: number | null;
  /** `YYYY-MM-DD` anchor date; the rule repeats every 14 days from it (fortnightly). */
  starts_at?: string | null;
  /** `HH:MM:SS`, 24-hour. */
  opens_at: string;
  /** `HH:MM:SS`, 24-hour; at or before `opens_at` means it closes the next day. */
  closes_at: string;
};

/** A holiday (closure or special hours) over an inclusive range of dates. */
export type HolidayOpeningHour = {
  /** Closed for the whole range; the times are then ignored. */
  is_closed: boolean;
  /** `YYYY-MM-DD`, inclusive. */
  starts_at: string;
  /** `YYYY-MM-DD`, inclusive. */
  ends_at: string;
  /** `HH:MM:SS`; `00:00:00` means no time given. */
  opens_at: string;
  /** `HH:MM:SS`; `00:00:00` means no time given. */
  closes_at: string;
};

/** The opening-hours part of a service location. */
export type ServiceLocationHours = {
  regular_opening_hours: readonly RegularOpeningHour[];
  holiday_opening_hours: readonly HolidayOpeningHour[];
};

/** The API's `next_occurs` value: a London calendar date and the times that apply on it. */
export type NextOccurrence = {
  /** `YYYY-MM-DD` in Europe/London. */
  date: string;
  /** `HH:MM:SS`. */
  start_time: string;
  /** `HH:MM:SS`. */
  end_time: string;
};

/** A regular rule in words: `text`, the time range when not already in `text`, and the next date for fortnightly rules. */
export type RegularHoursDescription = {
  text: string;
  /** e.g. `9am→5pm`; `null` when `text` already holds the times (weekly). */
  times: string | null;
  /** `YYYY-MM-DD` of the next fortnightly session (today counts); `null` for other frequencies. */
  next: string | null;
};

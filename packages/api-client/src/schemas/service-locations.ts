// Service locations: where and when a service runs (contract §2, §4.8, §8.4).
import { z } from "zod";

import { OPENING_HOUR_FREQUENCIES } from "../values.ts";
import { DateSchema, IdSchema, TimeSchema, TimestampSchema } from "./common.ts";
import { paginatedEnvelope, resourceEnvelope } from "./envelopes.ts";
import { LocationSchema } from "./locations.ts";

export const OpeningHourFrequencySchema = z.enum(OPENING_HOUR_FREQUENCIES);
export type OpeningHourFrequency = z.infer<typeof OpeningHourFrequencySchema>;

/** 1 = Monday … 7 = Sunday. */
export const WeekdaySchema = z.number().int().min(1).max(7);
/** 1–4 = first … fourth, 5 = last. */
export const OccurrenceOfMonthSchema = z.number().int().min(1).max(5);
export const DayOfMonthSchema = z.number().int().min(1).max(31);

const hours = { opens_at: TimeSchema, closes_at: TimeSchema };

/** Each frequency carries exactly the field that anchors it; the others are absent. */
export const RegularOpeningHourSchema = z.discriminatedUnion("frequency", [
  z.object({ frequency: z.literal("weekly"), weekday: WeekdaySchema, ...hours }),
  z.object({ frequency: z.literal("monthly"), day_of_month: DayOfMonthSchema, ...hours }),
  z.object({ frequency: z.literal("fortnightly"), starts_at: DateSchema, ...hours }),
  z.object({
    frequency: z.literal("nth_occurrence_of_month"),
    weekday: WeekdaySchema,
    occurrence_of_month: OccurrenceOfMonthSchema,
    ...hours,
  }),
]);
export type RegularOpeningHour = z.infer<typeof RegularOpeningHourSchema>;

/** A closure or special opening over an inclusive date range; times are ignored when closed. */
export const HolidayOpeningHourSchema = z.object({
  is_closed: z.boolean(),
  starts_at: DateSchema,
  ends_at: DateSchema,
  opens_at: TimeSchema,
  closes_at: TimeSchema,
});
export type HolidayOpeningHour = z.infer<typeof HolidayOpeningHourSchema>;

export const NextOccursSchema = z.object({
  date: DateSchema,
  start_time: TimeSchema,
  end_time: TimeSchema,
});
export type NextOccurs = z.infer<typeof NextOccursSchema>;

export const ServiceLocationSchema = z.object({
  id: IdSchema,
  service_id: IdSchema,
  location_id: IdSchema,
  has_image: z.boolean(),
  name: z.string().nullable(),
  is_open_now: z.boolean(),
  regular_opening_hours: z.array(RegularOpeningHourSchema),
  holiday_opening_hours: z.array(HolidayOpeningHourSchema),
  next_occurs: NextOccursSchema.nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  /** Only with `include=location` (always in search results). */
  location: LocationSchema.optional(),
});
export type ServiceLocation = z.infer<typeof ServiceLocationSchema>;

/** As embedded in search results, where `location` is always present. */
export const ServiceLocationWithLocationSchema = ServiceLocationSchema.extend({
  location: LocationSchema,
});
export type ServiceLocationWithLocation = z.infer<typeof ServiceLocationWithLocationSchema>;

export const ServiceLocationResponseSchema = resourceEnvelope(ServiceLocationSchema);
export const ServiceLocationPaginatedResponseSchema = paginatedEnvelope(ServiceLocationSchema);

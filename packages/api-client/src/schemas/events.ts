// Organisation events, "What's on" (contract §3.6, §4.6).
import { z } from "zod";

import {
  DateSchema,
  IdSchema,
  ImageRefSchema,
  TaxonomyRefSchema,
  TimeSchema,
  TimestampSchema,
} from "./common.ts";
import { paginatedEnvelope, resourceEnvelope } from "./envelopes.ts";
import { LocationSchema } from "./locations.ts";
import { OrganisationSchema } from "./organisations.ts";

export const OrganisationEventSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  has_image: z.boolean(),
  title: z.string(),
  intro: z.string(),
  description: z.string(),
  image: ImageRefSchema.nullable(),
  start_date: DateSchema,
  end_date: DateSchema,
  start_time: TimeSchema,
  end_time: TimeSchema,
  is_free: z.boolean(),
  fees_text: z.string().nullable(),
  fees_url: z.string().nullable(),
  organiser_name: z.string().nullable(),
  organiser_phone: z.string().nullable(),
  organiser_email: z.string().nullable(),
  organiser_url: z.string().nullable(),
  booking_title: z.string().nullable(),
  booking_summary: z.string().nullable(),
  booking_url: z.string().nullable(),
  booking_cta: z.string().nullable(),
  homepage: z.boolean(),
  /** True → no location. */
  is_virtual: z.boolean(),
  google_calendar_link: z.string(),
  microsoft_calendar_link: z.string(),
  /** https URL of `/core/v1/organisation-events/<id>/event.ics`. */
  apple_calendar_link: z.string(),
  location_id: IdSchema.nullable(),
  organisation_id: IdSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  /** Only with `include=organisation`. */
  organisation: OrganisationSchema.optional(),
  /** Only with `include=location`, on the show endpoint. */
  location: LocationSchema.optional(),
  category_taxonomies: z.array(TaxonomyRefSchema),
});
export type OrganisationEvent = z.infer<typeof OrganisationEventSchema>;

export const OrganisationEventResponseSchema = resourceEnvelope(OrganisationEventSchema);
export const OrganisationEventPaginatedResponseSchema = paginatedEnvelope(OrganisationEventSchema);

// Services (contract §3.4, §4.4).
import { z } from "zod";

import {
  DateSchema,
  GalleryItemSchema,
  IdSchema,
  ImageRefSchema,
  OfferingSchema,
  SocialMediaSchema,
  TagSchema,
  TaxonomyRefSchema,
  TimestampSchema,
  UsefulInfoSchema,
} from "./common.ts";
import {
  CURRENT_SERVICE_TYPES,
  ELIGIBILITY_CUSTOM_KEYS,
  REFERRAL_METHODS,
  SERVICE_STATUSES,
  SERVICE_TYPES,
  WAIT_TIMES,
} from "../values.ts";
import { paginatedEnvelope, resourceEnvelope } from "./envelopes.ts";
import { OrganisationSchema } from "./organisations.ts";
import { ServiceLocationSchema, ServiceLocationWithLocationSchema } from "./service-locations.ts";

/** What a response may carry: current and legacy types. */
export const ServiceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

/** What a write may set. */
export const CurrentServiceTypeSchema = z.enum(CURRENT_SERVICE_TYPES);
export type CurrentServiceType = z.infer<typeof CurrentServiceTypeSchema>;

export const ServiceStatusSchema = z.enum(SERVICE_STATUSES);
export type ServiceStatus = z.infer<typeof ServiceStatusSchema>;

export const WaitTimeSchema = z.enum(WAIT_TIMES);
export type WaitTime = z.infer<typeof WaitTimeSchema>;

export const ReferralMethodSchema = z.enum(REFERRAL_METHODS);
export type ReferralMethod = z.infer<typeof ReferralMethodSchema>;

/** Free-text eligibility per type (all nullable) and the ids of the eligibility taxonomies. */
export const EligibilityTypesSchema = z.object({
  custom: z.object(
    Object.fromEntries(
      ELIGIBILITY_CUSTOM_KEYS.map((key) => [key, z.string().nullable()]),
    ) as Record<(typeof ELIGIBILITY_CUSTOM_KEYS)[number], z.ZodNullable<z.ZodString>>,
  ),
  taxonomies: z.array(IdSchema),
});
export type EligibilityTypes = z.infer<typeof EligibilityTypesSchema>;

export const ServiceSchema = z.object({
  id: IdSchema,
  organisation_id: IdSchema,
  has_logo: z.boolean(),
  slug: z.string(),
  name: z.string(),
  type: ServiceTypeSchema,
  status: ServiceStatusSchema,
  intro: z.string(),
  description: z.string(),
  image: ImageRefSchema.nullable(),
  wait_time: WaitTimeSchema.nullable(),
  is_free: z.boolean(),
  fees_text: z.string().nullable(),
  fees_url: z.string().nullable(),
  testimonial: z.string().nullable(),
  video_embed: z.string().nullable(),
  url: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  show_referral_disclaimer: z.boolean(),
  referral_method: ReferralMethodSchema,
  referral_button_text: z.string().nullable(),
  referral_email: z.string().nullable(),
  referral_url: z.string().nullable(),
  useful_infos: z.array(UsefulInfoSchema),
  offerings: z.array(OfferingSchema),
  social_medias: z.array(SocialMediaSchema),
  gallery_items: z.array(GalleryItemSchema),
  tags: z.array(TagSchema),
  category_taxonomies: z.array(TaxonomyRefSchema),
  eligibility_types: EligibilityTypesSchema,
  /** 0 by default; 1..5 = poor..excellent. */
  score: z.number().int().nullable(),
  ends_at: TimestampSchema.nullable(),
  last_modified_at: TimestampSchema,
  /**
   * When the listing's information was last checked (ORUK's `assured_date`). An extension of this
   * project: upstream APIs do not send it.
   */
  assured_date: DateSchema.nullable().optional(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  /** Only in search results. */
  service_locations: z.array(ServiceLocationSchema).optional(),
  /** Only with `include=organisation`. */
  organisation: OrganisationSchema.optional(),
  /** Only when the CQC_LOCATION feature flag is on. */
  cqc_location_id: z.string().nullable().optional(),
});
export type Service = z.infer<typeof ServiceSchema>;

/** A search hit: a service with its service locations and their locations embedded. */
export const ServiceSearchResultSchema = ServiceSchema.extend({
  service_locations: z.array(ServiceLocationWithLocationSchema),
});
export type ServiceSearchResult = z.infer<typeof ServiceSearchResultSchema>;

export const ServiceResponseSchema = resourceEnvelope(ServiceSchema);
export const ServicePaginatedResponseSchema = paginatedEnvelope(ServiceSchema);

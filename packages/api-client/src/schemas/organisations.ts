// Organisations (contract §3.5, §4.5).
import { z } from "zod";

import {
  IdSchema,
  ImageRefSchema,
  SocialMediaSchema,
  TaxonomyRefSchema,
  TimestampSchema,
} from "./common.ts";
import { paginatedEnvelope, resourceEnvelope } from "./envelopes.ts";

export const OrganisationSchema = z.object({
  id: IdSchema,
  has_logo: z.boolean(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: ImageRefSchema.nullable(),
  url: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  social_medias: z.array(SocialMediaSchema),
  category_taxonomies: z.array(TaxonomyRefSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Organisation = z.infer<typeof OrganisationSchema>;

export const OrganisationResponseSchema = resourceEnvelope(OrganisationSchema);
export const OrganisationPaginatedResponseSchema = paginatedEnvelope(OrganisationSchema);

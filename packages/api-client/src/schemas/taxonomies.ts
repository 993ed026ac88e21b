// Taxonomies (contract §3.8, §4.13): category and service-eligibility trees, referee organisations.
import { z } from "zod";

import { IdSchema, TimestampSchema } from "./common.ts";
import { listEnvelope, resourceEnvelope } from "./envelopes.ts";

/**
 * A category or service-eligibility taxonomy with its children nested up to 6 levels. `parent_id`
 * is null under the root "Category" node, but is the root's id for eligibility types.
 */
export const TaxonomyCategorySchema = z.object({
  id: IdSchema,
  parent_id: IdSchema.nullable(),
  slug: z.string(),
  name: z.string(),
  order: z.number().int(),
  get children() {
    return z.array(TaxonomyCategorySchema).optional();
  },
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type TaxonomyCategory = z.infer<typeof TaxonomyCategorySchema>;

/** A referee organisation (child of the root "Organisation"); feeds `organisation_taxonomy_id`. */
export const TaxonomyOrganisationSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  order: z.number().int(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type TaxonomyOrganisation = z.infer<typeof TaxonomyOrganisationSchema>;

export const TaxonomyCategoryResponseSchema = resourceEnvelope(TaxonomyCategorySchema);
export const TaxonomyCategoryListResponseSchema = listEnvelope(TaxonomyCategorySchema);
export const TaxonomyOrganisationResponseSchema = resourceEnvelope(TaxonomyOrganisationSchema);
export const TaxonomyOrganisationListResponseSchema = listEnvelope(TaxonomyOrganisationSchema);

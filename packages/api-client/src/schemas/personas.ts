// Persona collections (contract §3.2, §4.2): a category without `image_file_id`, plus `subtitle`.
import { z } from "zod";

import {
  IdSchema,
  ImageRefSchema,
  SideboxSchema,
  TaxonomyRefSchema,
  TimestampSchema,
} from "./common.ts";
import { maybePaginatedEnvelope, paginatedEnvelope, resourceEnvelope } from "./envelopes.ts";

export const CollectionPersonaSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  intro: z.string(),
  subtitle: z.string().nullable(),
  order: z.number().int(),
  enabled: z.boolean(),
  homepage: z.boolean(),
  sideboxes: z.array(SideboxSchema),
  image: ImageRefSchema.nullable(),
  category_taxonomies: z.array(TaxonomyRefSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type CollectionPersona = z.infer<typeof CollectionPersonaSchema>;

export const CollectionPersonaResponseSchema = resourceEnvelope(CollectionPersonaSchema);
export const CollectionPersonaPaginatedResponseSchema = paginatedEnvelope(CollectionPersonaSchema);
export const CollectionPersonaAllResponseSchema = maybePaginatedEnvelope(CollectionPersonaSchema);

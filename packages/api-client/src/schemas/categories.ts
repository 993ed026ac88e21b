// Category collections (contract §3.1, §4.1).
import { z } from "zod";

import {
  IdSchema,
  ImageRefSchema,
  SideboxSchema,
  TaxonomyRefSchema,
  TimestampSchema,
} from "./common.ts";
import { maybePaginatedEnvelope, paginatedEnvelope, resourceEnvelope } from "./envelopes.ts";

export const CollectionCategorySchema = z.object({
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  intro: z.string(),
  image_file_id: IdSchema.nullable(),
  image: ImageRefSchema.nullable(),
  order: z.number().int(),
  enabled: z.boolean(),
  homepage: z.boolean(),
  sideboxes: z.array(SideboxSchema),
  category_taxonomies: z.array(TaxonomyRefSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type CollectionCategory = z.infer<typeof CollectionCategorySchema>;

export const CollectionCategoryResponseSchema = resourceEnvelope(CollectionCategorySchema);
export const CollectionCategoryPaginatedResponseSchema =
  paginatedEnvelope(CollectionCategorySchema);
/** `/collections/categories/all`: `data` only upstream; `links`/`meta` read when present. */
export const CollectionCategoryAllResponseSchema = maybePaginatedEnvelope(CollectionCategorySchema);

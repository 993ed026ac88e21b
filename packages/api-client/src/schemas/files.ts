// `GET /files/{id}` (contract §3.11) and the tag list (§4.14).
import { z } from "zod";

import { IdSchema, TagSchema, TimestampSchema } from "./common.ts";
import { listEnvelope, resourceEnvelope } from "./envelopes.ts";

export const StoredFileSchema = z.object({
  id: IdSchema,
  mime_type: z.string(),
  is_private: z.boolean(),
  alt_text: z.string().nullable(),
  max_dimension: z.number().int().nullable(),
  /** `data:<mime>;base64,…`. */
  src: z.string(),
  url: z.string(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

export const StoredFileResponseSchema = resourceEnvelope(StoredFileSchema);
export const TagListResponseSchema = listEnvelope(TagSchema);

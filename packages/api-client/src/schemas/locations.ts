// Locations (contract §2 Location, §4.7).
import { z } from "zod";

import { IdSchema, ImageRefSchema, TimestampSchema } from "./common.ts";
import { paginatedEnvelope, resourceEnvelope } from "./envelopes.ts";

export const LocationSchema = z.object({
  id: IdSchema,
  has_image: z.boolean(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  address_line_3: z.string().nullable(),
  city: z.string(),
  county: z.string(),
  postcode: z.string(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
  image: ImageRefSchema.nullable(),
  accessibility_info: z.string().nullable(),
  has_wheelchair_access: z.boolean(),
  has_induction_loop: z.boolean(),
  has_accessible_toilet: z.boolean(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Location = z.infer<typeof LocationSchema>;

export const LocationResponseSchema = resourceEnvelope(LocationSchema);
export const LocationPaginatedResponseSchema = paginatedEnvelope(LocationSchema);

// Sub-shapes shared by several resources (contract §2) and the scalar formats they use.
//
// Every response object in this package is a plain `z.object`: unknown keys are accepted and
// stripped from the parsed value (zod's default). Newer upstream APIs add fields (`national`,
// `attending_type`, …); parsing never fails because of them, and the server cannot leak a field
// the contract does not name when it parses its own output.
import { z } from "zod";

import { IMAGE_MIME_TYPES, SOCIAL_MEDIA_TYPES } from "../values.ts";

/** UUID-shaped id (any version: seeded data need not be RFC 4122 v4). */
export const IdSchema = z.guid();

/** `YYYY-MM-DD`, of a day the calendar has (no 2025-13-45, no 2025-02-29). */
export const DateSchema = z.iso.date({ error: "Expected a date, YYYY-MM-DD" });

/** The date-time falls on a day the calendar has (no 2026-02-30T…), as {@link DateSchema} says. */
const hasRealDate = (value: string): boolean => DateSchema.safeParse(value.slice(0, 10)).success;
const REAL_DATE = "Expected a date-time on a day the calendar has";

/** PHP `ISO8601` exactly as the API emits it (UTC): `2024-08-09T09:43:26+0000`. */
export const StrictTimestampSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\+0000$/,
    "Expected YYYY-MM-DDTHH:MM:SS+0000",
  )
  .refine(hasRealDate, REAL_DATE);

/**
 * What the client accepts for a timestamp: an ISO 8601 date-time with seconds (optionally
 * fractional) and any offset, with or without a colon, or `Z`. Resource schemas use this one so a
 * differently configured upstream server still parses; the local server checks its own output
 * with {@link StrictTimestampSchema}.
 */
export const TimestampSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/,
    "Expected an ISO 8601 date-time with an offset",
  )
  .refine(hasRealDate, REAL_DATE);

/** `HH:MM:SS`, 24-hour, always with seconds. */
export const TimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, "Expected HH:MM:SS");

export const ImageMimeTypeSchema = z.enum(IMAGE_MIME_TYPES);
export type ImageMimeType = z.infer<typeof ImageMimeTypeSchema>;

/** The embedded `image` object; `url` is `<APP_URL>/core/v1/images/<filename>`. */
export const ImageRefSchema = z.object({
  id: IdSchema,
  url: z.string(),
  mime_type: ImageMimeTypeSchema,
  alt_text: z.string().nullable(),
});
export type ImageRef = z.infer<typeof ImageRefSchema>;

/** A category taxonomy as embedded in `category_taxonomies`. */
export const TaxonomyRefSchema = z.object({
  id: IdSchema,
  parent_id: IdSchema.nullable(),
  slug: z.string(),
  name: z.string(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type TaxonomyRef = z.infer<typeof TaxonomyRefSchema>;

export const SocialMediaTypeSchema = z.enum(SOCIAL_MEDIA_TYPES);
export type SocialMediaType = z.infer<typeof SocialMediaTypeSchema>;

export const SocialMediaSchema = z.object({ type: SocialMediaTypeSchema, url: z.string() });
export type SocialMedia = z.infer<typeof SocialMediaSchema>;

export const UsefulInfoSchema = z.object({
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
});
export type UsefulInfo = z.infer<typeof UsefulInfoSchema>;

export const OfferingSchema = z.object({ offering: z.string(), order: z.number().int() });
export type Offering = z.infer<typeof OfferingSchema>;

export const TagSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  label: z.string(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Tag = z.infer<typeof TagSchema>;

/** A service gallery image; `url` is `<APP_URL>/core/v1/services/<id>/gallery-items/<file_id>`. */
export const GalleryItemSchema = z.object({
  file_id: IdSchema,
  url: z.string(),
  mime_type: z.string(),
  alt_text: z.string().nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/** `{ title, content }` with markdown content, as in collection side boxes. */
export const SideboxSchema = z.object({ title: z.string(), content: z.string() });
export type Sidebox = z.infer<typeof SideboxSchema>;

export const LatLonSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type LatLon = z.infer<typeof LatLonSchema>;

// The records an import folder holds, one schema per kind, each derived from the /core/v1
// contract's own schema in `@hub/api-client`: the response shape with the embedded relations
// (images, taxonomies, tags, the organisation) replaced by the ids that are stored. A record with
// a field its schema does not name is refused, so a misspelt field is never dropped silently.
import type { RegularOpeningHourSchema } from "@hub/api-client/schemas";
import {
  CmsBannerSchema,
  CmsFrontendSchema,
  CmsPageSchema,
  CollectionCategorySchema,
  CopyBlockSchema,
  CtaBlockSchema,
  CurrentServiceTypeSchema,
  IdSchema,
  LocationSchema,
  OrganisationEventSchema,
  OrganisationSchema,
  PageSchema,
  PageSectionSchema,
  ServiceLocationSchema,
  ServiceSchema,
  StoredFileSchema,
  TagSchema,
  TaxonomyCategorySchema,
  VideoBlockSchema,
} from "@hub/api-client/schemas";
import { z } from "zod";
import { COLLECTION_TYPES, STORED_PAGE_TYPES } from "../db/schema.ts";
import { ROOTS } from "../resources/taxonomies.ts";

/** What a stored image is for; the admin's file kinds. */
export const FILE_KINDS = [
  "collection-category",
  "collection-persona",
  "collection-organisation-event",
  "organisation",
  "service",
  "gallery-item",
  "location",
  "service-location",
  "event",
  "page",
  "banner",
] as const;

const strict = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => z.strictObject(schema.shape);
const idList = z.array(IdSchema);

/** The longest description a record may have: pages of text, far below a runaway one. */
export const MAX_DESCRIPTION = 100_000;
const description = z
  .string()
  .max(MAX_DESCRIPTION, `Expected at most ${MAX_DESCRIPTION} characters`);

/** A row of `files`; its bytes are the folder's `files/<filename>`. */
export const FileRecordSchema = strict(
  StoredFileSchema.pick({
    id: true,
    alt_text: true,
    created_at: true,
    updated_at: true,
  }).extend({
    filename: z.string().regex(/^[\w.-]+$/, "Expected a file name without a folder"),
    mime_type: z.literal("image/svg+xml"),
    is_private: z.literal(false),
    kind: z.enum(FILE_KINDS),
  }),
);

export const TaxonomyRecordSchema = strict(
  TaxonomyCategorySchema.omit({ children: true }).extend({
    depth: z.number().int().min(0),
    /** Which of the three trees the node belongs to (its root's name). */
    root: z.enum(ROOTS),
  }),
);

export const CollectionRecordSchema = strict(
  CollectionCategorySchema.omit({ image: true, category_taxonomies: true }).extend({
    type: z.enum(COLLECTION_TYPES),
    /** Personas (and organisation-event collections, where it is stored but not output). */
    subtitle: z.string().nullable(),
    /** Legacy `meta.icon`: the glyph name the image was drawn with. */
    icon: z.string(),
    category_taxonomy_ids: idList,
  }),
);

export const TagRecordSchema = strict(TagSchema);

export const OrganisationRecordSchema = strict(
  OrganisationSchema.omit({ has_logo: true, image: true, category_taxonomies: true }).extend({
    description,
    logo_file_id: IdSchema.nullable(),
    category_taxonomy_ids: idList,
  }),
);

export const LocationRecordSchema = strict(
  LocationSchema.omit({ has_image: true, image: true }).extend({
    image_file_id: IdSchema.nullable(),
  }),
);

export const ServiceRecordSchema = strict(
  ServiceSchema.omit({
    has_logo: true,
    image: true,
    gallery_items: true,
    tags: true,
    category_taxonomies: true,
    service_locations: true,
    organisation: true,
  }).extend({
    description,
    logo_file_id: IdSchema.nullable(),
    type: CurrentServiceTypeSchema,
    gallery_items: z.array(z.strictObject({ file_id: IdSchema })),
    tag_ids: idList,
    category_taxonomy_ids: idList,
    /** 0 = not scored, 1 poor … 5 excellent. */
    score: z.number().int().min(0).max(5),
    cqc_location_id: z.string().nullable(),
  }),
);

export const ServiceLocationRecordSchema = strict(
  ServiceLocationSchema.omit({
    has_image: true,
    is_open_now: true,
    next_occurs: true,
    location: true,
  }).extend({ image_file_id: IdSchema.nullable() }),
);

export const OrganisationEventRecordSchema = strict(
  OrganisationEventSchema.omit({
    has_image: true,
    image: true,
    google_calendar_link: true,
    microsoft_calendar_link: true,
    apple_calendar_link: true,
    organisation: true,
    location: true,
    category_taxonomies: true,
  }).extend({
    image_file_id: IdSchema.nullable(),
    category_taxonomy_ids: idList,
  }),
);

/** Page content with only the block types the contract knows. */
const PageContentRecordSchema = z.record(
  z.string(),
  PageSectionSchema.extend({
    content: z.array(
      z.discriminatedUnion("type", [CopyBlockSchema, CtaBlockSchema, VideoBlockSchema]),
    ),
  }),
);

export const PageRecordSchema = strict(
  PageSchema.pick({
    id: true,
    title: true,
    slug: true,
    excerpt: true,
    order: true,
    enabled: true,
    created_at: true,
    updated_at: true,
  }).extend({
    content: PageContentRecordSchema,
    page_type: z.enum(STORED_PAGE_TYPES),
    /** `pages.parent_uuid`. */
    parent_id: IdSchema.nullable(),
    image_file_id: IdSchema.nullable(),
    /** `collection_page` links (landing pages only). */
    collection_ids: idList,
  }),
);

/**
 * `settings.value` for key `cms`: every field the contract allows (the Sutton API's home titles and
 * the cookie policy included), with the stored `banner.image_file_id` in place of `has_image`.
 */
export const SettingsRecordSchema = z.strictObject({
  cms: z.strictObject({
    frontend: CmsFrontendSchema.extend({
      home: CmsFrontendSchema.shape.home.required(),
      cookie_policy: CmsPageSchema,
      banner: CmsBannerSchema.extend({ image_file_id: IdSchema.nullable() }),
    }),
  }),
});

const coordinates = { lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) };

/** The bundled postcode table: district and sector centroids and full postcodes. */
export const PostcodeTableSchema = z.strictObject({
  districts: z.array(
    z.strictObject({ outward_code: z.string(), area: z.string(), ...coordinates }),
  ),
  sectors: z.array(z.strictObject({ sector: z.string(), area: z.string(), ...coordinates })),
  postcodes: z.array(z.strictObject({ postcode: z.string(), ...coordinates })),
});

/** The record kinds of a folder, each a JSON array in `<kind>.json`, in the order they are written. */
export const RECORD_SCHEMAS = {
  files: FileRecordSchema,
  taxonomies: TaxonomyRecordSchema,
  collections: CollectionRecordSchema,
  tags: TagRecordSchema,
  organisations: OrganisationRecordSchema,
  locations: LocationRecordSchema,
  services: ServiceRecordSchema,
  service_locations: ServiceLocationRecordSchema,
  organisation_events: OrganisationEventRecordSchema,
  pages: PageRecordSchema,
} as const;
export type RecordKind = keyof typeof RECORD_SCHEMAS;

type KeysOfUnion<T> = T extends unknown ? keyof T : never;
/** A union whose members name the other members' fields as absent, so any field can be read. */
type Readable<T, All = T> = T extends unknown
  ? T & Partial<Record<Exclude<KeysOfUnion<All>, keyof T>, undefined>>
  : never;

/** A regular opening hour: the field its frequency needs, the others absent. */
export type RegularOpeningHour = Readable<z.infer<typeof RegularOpeningHourSchema>>;

export type SeedFile = z.infer<typeof FileRecordSchema> & { content: string };
export type SeedTaxonomy = z.infer<typeof TaxonomyRecordSchema>;
export type SeedCollection = z.infer<typeof CollectionRecordSchema>;
export type SeedTag = z.infer<typeof TagRecordSchema>;
export type SeedOrganisation = z.infer<typeof OrganisationRecordSchema>;
export type SeedLocation = z.infer<typeof LocationRecordSchema>;
export type SeedService = z.infer<typeof ServiceRecordSchema>;
export type SeedServiceLocation = Omit<
  z.infer<typeof ServiceLocationRecordSchema>,
  "regular_opening_hours"
> & { regular_opening_hours: RegularOpeningHour[] };
export type SeedOrganisationEvent = z.infer<typeof OrganisationEventRecordSchema>;
export type SeedPage = z.infer<typeof PageRecordSchema>;
export type SeedSettings = z.infer<typeof SettingsRecordSchema>;
export type PostcodeTable = z.infer<typeof PostcodeTableSchema>;

/** Everything a folder holds, validated. */
export type FolderRecords = {
  files: SeedFile[];
  taxonomies: SeedTaxonomy[];
  collections: SeedCollection[];
  tags: SeedTag[];
  organisations: SeedOrganisation[];
  locations: SeedLocation[];
  services: SeedService[];
  service_locations: SeedServiceLocation[];
  organisation_events: SeedOrganisationEvent[];
  pages: SeedPage[];
  settings: SeedSettings;
  postcodes: PostcodeTable;
};

// The database schema of the local /core/v1 server. Table and column names follow the
// Connected Places data model (docs/api-contract.md §8) so the contract maps one to one; the
// differences are deliberate: explicit collection columns instead of a `meta` blob, a parent
// pointer plus sibling `order` instead of a nested set for pages, binary image data kept in
// `files`, personal data of visitor writes encrypted at rest, and tsvector columns for search.
import type { PageContent, Sidebox } from "@hub/api-client/schemas";
import {
  CURRENT_SERVICE_TYPES,
  GEOCODE_PRECISIONS,
  OPENING_HOUR_FREQUENCIES,
  PAGE_TYPES,
  REFERRAL_METHODS,
  REFERRAL_STATUSES,
  SERVICE_STATUSES,
  SOCIAL_MEDIA_TYPES,
  WAIT_TIMES,
} from "@hub/api-client/values";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  point,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

const id = () =>
  uuid("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// The contract's lists of allowed values (`@hub/api-client/values`) are the columns' enums and
// checks; the lists below are the database's own.
export { WAIT_TIMES };
export const COLLECTION_TYPES = ["category", "persona", "organisation-event"] as const;
/** `topic` comes from the newer upstream API; the contract (and the Sutton fork) has the others. */
export const STORED_PAGE_TYPES = [...PAGE_TYPES, "topic"] as const;
/** The owners of social medias (upstream's polymorphic `sociable_type`). */
export const SOCIABLE_TYPES = ["services", "organisations"] as const;

/** `column in ('a', 'b')` for a check constraint, whose SQL cannot take parameters. */
function isOneOf(column: SQL | AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}

/** Uploaded or generated images. The bytes live in the row; `filename` is `<id>.<ext>`. */
export const files = pgTable("files", {
  id: id(),
  filename: text("filename").notNull().unique(),
  mimeType: text("mime_type").notNull(),
  altText: text("alt_text"),
  isPrivate: boolean("is_private").notNull().default(false),
  meta: jsonb("meta").$type<Record<string, unknown>>(),
  data: bytea("data").notNull(),
  ...timestamps,
});

/** One tree with three roots: "Category", "Organisation" and "Service Eligibility". */
export const taxonomies = pgTable(
  "taxonomies",
  {
    id: id(),
    parentId: uuid("parent_id").references((): AnyPgColumn => taxonomies.id, {
      onDelete: "cascade",
    }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    order: integer("order").notNull().default(0),
    depth: integer("depth").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("taxonomies_parent_id_index").on(t.parentId, t.order)],
);

export const organisations = pgTable(
  "organisations",
  {
    id: id(),
    logoFileId: uuid("logo_file_id").references(() => files.id, { onDelete: "set null" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    url: text("url"),
    email: text("email"),
    phone: text("phone"),
    ...timestamps,
  },
  (t) => [index("organisations_name_trgm_index").using("gin", t.name.op("gin_trgm_ops"))],
);

export const organisationTaxonomies = pgTable(
  "organisation_taxonomies",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    taxonomyId: uuid("taxonomy_id")
      .notNull()
      .references(() => taxonomies.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.taxonomyId] })],
);

export const services = pgTable(
  "services",
  {
    id: id(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    logoFileId: uuid("logo_file_id").references(() => files.id, { onDelete: "set null" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    type: text("type", { enum: CURRENT_SERVICE_TYPES }).notNull().default("service"),
    status: text("status", { enum: SERVICE_STATUSES }).notNull(),
    intro: varchar("intro", { length: 300 }).notNull(),
    description: text("description").notNull(),
    waitTime: text("wait_time", { enum: WAIT_TIMES }),
    isFree: boolean("is_free").notNull(),
    feesText: text("fees_text"),
    feesUrl: text("fees_url"),
    testimonial: text("testimonial"),
    videoEmbed: text("video_embed"),
    url: text("url"),
    contactName: text("contact_name"),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    showReferralDisclaimer: boolean("show_referral_disclaimer").notNull().default(false),
    referralMethod: text("referral_method", { enum: REFERRAL_METHODS }).notNull(),
    referralButtonText: text("referral_button_text"),
    referralEmail: text("referral_email"),
    referralUrl: text("referral_url"),
    score: integer("score").default(0),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    lastModifiedAt: timestamp("last_modified_at", { withTimezone: true }).notNull().defaultNow(),
    cqcLocationId: text("cqc_location_id"),
    eligibilityAgeGroupCustom: text("eligibility_age_group_custom"),
    eligibilityDisabilityCustom: text("eligibility_disability_custom"),
    eligibilityEmploymentCustom: text("eligibility_employment_custom"),
    eligibilityEthnicityCustom: text("eligibility_ethnicity_custom"),
    eligibilityGenderCustom: text("eligibility_gender_custom"),
    eligibilityHousingCustom: text("eligibility_housing_custom"),
    eligibilityIncomeCustom: text("eligibility_income_custom"),
    eligibilityLanguageCustom: text("eligibility_language_custom"),
    eligibilityOtherCustom: text("eligibility_other_custom"),
    ...timestamps,
  },
  (t) => [
    index("services_organisation_id_index").on(t.organisationId),
    index("services_status_name_index").on(t.status, t.name),
    index("services_ends_at_index").on(t.endsAt),
    index("services_name_trgm_index").using("gin", t.name.op("gin_trgm_ops")),
    check("services_type_check", isOneOf(t.type, CURRENT_SERVICE_TYPES)),
    check("services_status_check", isOneOf(t.status, SERVICE_STATUSES)),
    check("services_score_check", sql`${t.score} between 0 and 5`),
  ],
);

export const serviceTaxonomies = pgTable(
  "service_taxonomies",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    taxonomyId: uuid("taxonomy_id")
      .notNull()
      .references(() => taxonomies.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.taxonomyId] }),
    index("service_taxonomies_taxonomy_id_index").on(t.taxonomyId),
  ],
);

export const serviceEligibilities = pgTable(
  "service_eligibilities",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    taxonomyId: uuid("taxonomy_id")
      .notNull()
      .references(() => taxonomies.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.taxonomyId] }),
    index("service_eligibilities_taxonomy_id_index").on(t.taxonomyId),
  ],
);

export const usefulInfos = pgTable(
  "useful_infos",
  {
    id: id(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    order: integer("order").notNull(),
    ...timestamps,
  },
  (t) => [index("useful_infos_service_id_index").on(t.serviceId, t.order)],
);

export const offerings = pgTable(
  "offerings",
  {
    id: id(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    offering: text("offering").notNull(),
    order: integer("order").notNull(),
    ...timestamps,
  },
  (t) => [index("offerings_service_id_index").on(t.serviceId, t.order)],
);

/** Polymorphic, as upstream: `sociable_type` is `services` or `organisations`. */
export const socialMedias = pgTable(
  "social_medias",
  {
    id: id(),
    sociableType: text("sociable_type", { enum: SOCIABLE_TYPES }).notNull(),
    sociableId: uuid("sociable_id").notNull(),
    type: text("type", { enum: SOCIAL_MEDIA_TYPES }).notNull(),
    url: text("url").notNull(),
    ...timestamps,
  },
  (t) => [index("social_medias_sociable_index").on(t.sociableType, t.sociableId)],
);

export const serviceGalleryItems = pgTable(
  "service_gallery_items",
  {
    id: id(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("service_gallery_items_service_id_index").on(t.serviceId)],
);

export const tags = pgTable("tags", {
  id: id(),
  slug: text("slug").notNull().unique(),
  label: text("label").notNull(),
  ...timestamps,
});

export const serviceTags = pgTable(
  "service_tags",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.tagId] }),
    index("service_tags_tag_id_index").on(t.tagId),
  ],
);

/** Categories, personas and event categories; a member has any of the collection's taxonomies. */
export const collections = pgTable(
  "collections",
  {
    id: id(),
    type: text("type", { enum: COLLECTION_TYPES }).notNull(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    intro: text("intro").notNull().default(""),
    subtitle: text("subtitle"),
    /** Legacy `meta.icon`: the glyph the generated image shows. */
    icon: text("icon"),
    imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
    sideboxes: jsonb("sideboxes").$type<Sidebox[]>().notNull().default([]),
    order: integer("order").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    homepage: boolean("homepage").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("collections_type_order_index").on(t.type, t.order)],
);

export const collectionTaxonomies = pgTable(
  "collection_taxonomies",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    taxonomyId: uuid("taxonomy_id")
      .notNull()
      .references(() => taxonomies.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.taxonomyId] }),
    index("collection_taxonomies_taxonomy_id_index").on(t.taxonomyId),
  ],
);

export const locations = pgTable(
  "locations",
  {
    id: id(),
    imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
    addressLine1: text("address_line_1").notNull(),
    addressLine2: text("address_line_2"),
    addressLine3: text("address_line_3"),
    city: text("city").notNull(),
    county: text("county").notNull(),
    postcode: text("postcode").notNull(),
    country: text("country").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    accessibilityInfo: text("accessibility_info"),
    hasWheelchairAccess: boolean("has_wheelchair_access").notNull().default(false),
    hasInductionLoop: boolean("has_induction_loop").notNull().default(false),
    hasAccessibleToilet: boolean("has_accessible_toilet").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("locations_lat_lon_index").on(t.lat, t.lon)],
);

export const serviceLocations = pgTable(
  "service_locations",
  {
    id: id(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
    name: text("name"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("service_locations_service_id_location_id_unique").on(t.serviceId, t.locationId),
    index("service_locations_location_id_index").on(t.locationId),
  ],
);

export const regularOpeningHours = pgTable(
  "regular_opening_hours",
  {
    id: id(),
    serviceLocationId: uuid("service_location_id")
      .notNull()
      .references(() => serviceLocations.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: OPENING_HOUR_FREQUENCIES }).notNull(),
    weekday: integer("weekday"),
    dayOfMonth: integer("day_of_month"),
    occurrenceOfMonth: integer("occurrence_of_month"),
    startsAt: date("starts_at", { mode: "string" }),
    opensAt: time("opens_at").notNull(),
    closesAt: time("closes_at").notNull(),
    ...timestamps,
  },
  (t) => [index("regular_opening_hours_service_location_id_index").on(t.serviceLocationId)],
);

export const holidayOpeningHours = pgTable(
  "holiday_opening_hours",
  {
    id: id(),
    serviceLocationId: uuid("service_location_id")
      .notNull()
      .references(() => serviceLocations.id, { onDelete: "cascade" }),
    isClosed: boolean("is_closed").notNull(),
    startsAt: date("starts_at", { mode: "string" }).notNull(),
    endsAt: date("ends_at", { mode: "string" }).notNull(),
    opensAt: time("opens_at").notNull(),
    closesAt: time("closes_at").notNull(),
    ...timestamps,
  },
  (t) => [index("holiday_opening_hours_service_location_id_index").on(t.serviceLocationId)],
);

export const organisationEvents = pgTable(
  "organisation_events",
  {
    id: id(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    intro: varchar("intro", { length: 300 }).notNull(),
    description: text("description").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    isFree: boolean("is_free").notNull().default(true),
    feesText: text("fees_text"),
    feesUrl: text("fees_url"),
    organiserName: text("organiser_name"),
    organiserPhone: text("organiser_phone"),
    organiserEmail: text("organiser_email"),
    organiserUrl: text("organiser_url"),
    bookingTitle: text("booking_title"),
    bookingSummary: text("booking_summary"),
    bookingUrl: text("booking_url"),
    bookingCta: text("booking_cta"),
    homepage: boolean("homepage").notNull().default(false),
    isVirtual: boolean("is_virtual").notNull().default(true),
    /** title + organisation name (A), intro + taxonomy names (B), description (C). */
    searchVector: tsvector("search_vector"),
    ...timestamps,
  },
  (t) => [
    index("organisation_events_dates_index").on(t.endDate, t.startDate),
    index("organisation_events_organisation_id_index").on(t.organisationId),
    index("organisation_events_search_vector_index").using("gin", t.searchVector),
    index("organisation_events_title_trgm_index").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

export const organisationEventTaxonomies = pgTable(
  "organisation_event_taxonomies",
  {
    organisationEventId: uuid("organisation_event_id")
      .notNull()
      .references(() => organisationEvents.id, { onDelete: "cascade" }),
    taxonomyId: uuid("taxonomy_id")
      .notNull()
      .references(() => taxonomies.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.organisationEventId, t.taxonomyId] }),
    index("organisation_event_taxonomies_taxonomy_id_index").on(t.taxonomyId),
  ],
);

/** Information and landing pages: a tree by `parent_id`, siblings ordered by `order`. */
export const pages = pgTable(
  "pages",
  {
    id: id(),
    parentId: uuid("parent_id").references((): AnyPgColumn => pages.id, {
      onDelete: "cascade",
    }),
    imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: varchar("excerpt", { length: 150 }),
    content: jsonb("content").$type<PageContent>().notNull().default({}),
    order: integer("order").notNull().default(0),
    enabled: boolean("enabled").notNull().default(false),
    pageType: text("page_type", { enum: STORED_PAGE_TYPES }).notNull().default("information"),
    /** title (A), excerpt + introduction (B), the rest of the content (C). */
    searchVector: tsvector("search_vector"),
    ...timestamps,
  },
  (t) => [
    index("pages_parent_id_order_index").on(t.parentId, t.order),
    index("pages_search_vector_index").using("gin", t.searchVector),
    index("pages_title_trgm_index").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

export const collectionPages = pgTable(
  "collection_pages",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.collectionId] })],
);

/** Site copy; upstream keeps one row, `cms`. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

/** Personal fields hold AES-256-GCM ciphertext (see src/db/crypto.ts), never plain text. */
export const referrals = pgTable(
  "referrals",
  {
    id: id(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    reference: varchar("reference", { length: 10 }).notNull().unique(),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("new"),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    otherContact: text("other_contact"),
    postcodeOutwardCode: text("postcode_outward_code"),
    comments: text("comments"),
    referralConsentedAt: timestamp("referral_consented_at", { withTimezone: true }),
    feedbackConsentedAt: timestamp("feedback_consented_at", { withTimezone: true }),
    refereeName: text("referee_name"),
    refereeEmail: text("referee_email"),
    refereePhone: text("referee_phone"),
    organisationTaxonomyId: uuid("organisation_taxonomy_id").references(() => taxonomies.id, {
      onDelete: "set null",
    }),
    organisation: text("organisation"),
    statusLastUpdatedAt: timestamp("status_last_updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    ...timestamps,
  },
  (t) => [index("referrals_status_index").on(t.status)],
);

/** `feedback`, `name`, `email` and `phone` are encrypted like referral fields. */
export const pageFeedbacks = pgTable("page_feedbacks", {
  id: id(),
  url: text("url").notNull(),
  feedback: text("feedback").notNull(),
  name: text("name"),
  email: text("email"),
  phone: text("phone"),
  consentedAt: timestamp("consented_at", { withTimezone: true }),
  ...timestamps,
});

/** Moderation queue (e.g. organisation sign-up). `data` is encrypted JSON: it names people. */
export const updateRequests = pgTable(
  "update_requests",
  {
    id: id(),
    updateableType: text("updateable_type").notNull(),
    updateableId: uuid("updateable_id"),
    data: text("data").notNull(),
    rejectionMessage: varchar("rejection_message", { length: 1000 }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("update_requests_updateable_index").on(t.updateableType, t.updateableId)],
);

/**
 * Visitor writes already answered, so a retry gets the first answer instead of a second row:
 * by the client's `Idempotency-Key` (kept a day) or, without one, by the same body from the same
 * client address (kept ten minutes). `key` is a SHA-256 (never the header or the address);
 * `response` is the encrypted JSON body. The primary key makes concurrent replays safe.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    response: text("response").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index("idempotent_requests_expires_at_index").on(t.expiresAt),
  ],
);

/**
 * What filters and the ranking of their matches test, named alike on `service_search` and
 * `service_facets` so a condition reads either (fresh builders for each table).
 */
const filterColumns = () => ({
  /** Upstream's quality multiplier, `1 + 0.1 × (score + 1)` (1 without a score). */
  quality: doublePrecision("quality").notNull(),
  sortName: text("sort_name").notNull(),
  isFree: boolean("is_free").notNull(),
  waitTime: text("wait_time"),
  /** Slugs of the eligibility options it states, for the explicit-match boost. */
  eligibilities: text("eligibilities").array().notNull(),
});

/**
 * What a search needs of each active service, in one narrow row (`refreshServiceSearch()`):
 * a wide `services` row is mostly description, which ranking no longer reads. `vector`: A name
 * and organisation, B introduction and offerings, C description, D own category names, stated
 * eligibility, towns and "free", plus tokens — `category:<slug>` (A own, D above), `place:<town>`,
 * `eligibility:<option>` and `eligibility-all:<type>` (no option of that type) — so filters are
 * full-text conditions on the same index. `head`: what ranks highest (name, organisation, own
 * categories, places), indexed on its own so a broad search can rank those rows first. `body`:
 * the B and C parts (introduction, offerings, description), indexed on their own so a search can
 * find the rows whose description holds a phrase without reading every row whose category names
 * do (decision 0035). `intro`: the B part alone, so the rows whose introduction holds a word are
 * found without reading those whose description does (decision 0036).
 */
export const serviceSearch = pgTable(
  "service_search",
  {
    serviceId: uuid("service_id")
      .primaryKey()
      .references(() => services.id, { onDelete: "cascade" }),
    vector: tsvector("vector").notNull(),
    head: tsvector("head").notNull(),
    body: tsvector("body").notNull(),
    intro: tsvector("intro").notNull(),
    /** The service's place when it has exactly one (most do), so a radius measures it inline. */
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    /**
     * Every place of a service with several (null otherwise), so a radius measures them on the
     * row too, rather than in a look-up of `service_points` for each row.
     */
    lats: doublePrecision("lats").array(),
    lons: doublePrecision("lons").array(),
    /**
     * The same places as unit vectors, as `service_points` stores them: one place in `unit_x`,
     * `unit_y`, `unit_z`, several in `units` (one `[x, y, z]` row each, in the order of `lats`),
     * so whether a service is inside a circle is three products a place (decision 0049).
     */
    unitX: doublePrecision("unit_x"),
    unitY: doublePrecision("unit_y"),
    unitZ: doublePrecision("unit_z"),
    units: doublePrecision("units").array(),
    ...filterColumns(),
  },
  (t) => [
    index("service_search_vector_index").using("gin", t.vector),
    index("service_search_head_index").using("gin", t.head),
    index("service_search_body_index").using("gin", t.body),
    index("service_search_intro_index").using("gin", t.intro),
    index("service_search_order_index").on(t.quality.desc(), t.sortName, t.serviceId),
  ],
);

/**
 * What a search without a keyword or a place reads of each active service (decision 0044): the
 * filter tokens of its `service_search` vector (`category:`, `eligibility:`, `eligibility-all:`)
 * and the columns filters and their ranking test, in a row a tenth as wide. Counting the up to
 * 10 000 services a filter matches then reads a tenth of the pages. Refreshed with the search rows.
 */
export const serviceFacets = pgTable(
  "service_facets",
  {
    serviceId: uuid("service_id")
      .primaryKey()
      .references(() => services.id, { onDelete: "cascade" }),
    tokens: tsvector("tokens").notNull(),
    ...filterColumns(),
  },
  (t) => [
    index("service_facets_tokens_index").using("gin", t.tokens),
    index("service_facets_order_index").on(t.quality.desc(), t.sortName, t.serviceId),
  ],
);

/**
 * How many search rows hold each lexeme of their vector, in any field (decision 0047): a
 * keyword's matches number at least as many as its commonest single-word form's, so a broad
 * one is counted to upstream's 10 000 without reading its rows. Kept exact by
 * `refreshServiceSearch()` with the rows, in whatever transaction its caller holds.
 */
export const searchLexemeCounts = pgTable("search_lexeme_counts", {
  lexeme: text("lexeme").primaryKey(),
  services: integer("services").notNull(),
});

/**
 * Where each active service runs, one row per location, for radius and distance searches:
 * `position` is `(lon, lat)` under a GiST index, and `unit_x`, `unit_y`, `unit_z` its position on
 * the unit sphere, so whether it is inside a circle is three products (decision 0043).
 * `ordinal` numbers a service's points; a point after the first carries the earlier ones' unit
 * vectors (`earlier_units`, one `[x, y, z]` row each, in order), so "the first of its service
 * inside a circle" is decided row by row, by products alone, and services are counted without
 * de-duplicating (decision 0049).
 */
export const servicePoints = pgTable(
  "service_points",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    position: point("position", { mode: "xy" }).notNull(),
    unitX: doublePrecision("unit_x").notNull(),
    unitY: doublePrecision("unit_y").notNull(),
    unitZ: doublePrecision("unit_z").notNull(),
    ordinal: integer("ordinal").notNull(),
    earlierUnits: doublePrecision("earlier_units").array().notNull(),
  },
  (t) => [
    index("service_points_position_index").using("gist", t.position),
    index("service_points_service_id_index").on(t.serviceId),
  ],
);

/**
 * Each active service as search results present it, stored when its search row is (decision
 * 0037): `resource` is the service resource without its organisation, its URLs without the
 * API's base; `locations` its service locations with their location and opening hours as
 * stored, whose meaning at the request's time (`is_open_now`, `next_occurs`) is worked out
 * when read. Refreshed with the search rows; a write to any table it holds something of drops
 * every document (migration 0007's triggers), and results are presented from the rows until then.
 */
export const serviceDocuments = pgTable("service_documents", {
  serviceId: uuid("service_id")
    .primaryKey()
    .references(() => services.id, { onDelete: "cascade" }),
  resource: json("resource").notNull(),
  locations: json("locations").notNull(),
});

/**
 * Search thesaurus (`src/search/data/thesaurus.txt`). A two-way row (`expands_to` null) makes its
 * terms equivalent; a one-way row makes a search for any of `terms` look for `expands_to`
 * instead. A target may join parts with `+` ("mental health + young people"): all are needed.
 * `keys` and `target_keys` are the terms as stemmed phrase queries (`search_keys()`), which is
 * how a query's words find their row whatever their inflection.
 */
export const synonyms = pgTable(
  "synonyms",
  {
    id: serial("id").primaryKey(),
    terms: text("terms").array().notNull(),
    expandsTo: text("expands_to").array(),
    keys: text("keys")
      .array()
      .generatedAlwaysAs(sql`search_keys(terms)`),
    targetKeys: text("target_keys")
      .array()
      .generatedAlwaysAs(sql`search_keys(coalesce(expands_to, terms))`),
    ...timestamps,
  },
  (t) => [index("synonyms_keys_index").using("gin", t.keys)],
);

/**
 * Words a search ignores (`drop`: "near", "local"), or does not require (`optional`: "support",
 * "services": they rank, but a service need not contain them). `src/search/data/stop-words.txt`.
 */
export const stopWords = pgTable(
  "stop_words",
  {
    word: text("word").primaryKey(),
    kind: text("kind", { enum: ["drop", "optional"] }).notNull(),
  },
  (t) => [check("stop_words_kind_check", sql`${t.kind} in ('drop', 'optional')`)],
);

/**
 * The vocabulary of the searchable text (services, organisations, events, pages): each word as
 * written (folded: lower case, no accents, hyphens joined), its stem, and how rare the stem is
 * among services (`idf`). Misspelt query words are corrected against it (trigram index), and
 * rare words weigh more in ranking. Rebuilt by `refreshSearchVocabulary()`.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    lexeme: text("lexeme").notNull(),
    idf: doublePrecision("idf").notNull(),
  },
  (t) => [
    index("search_words_word_trgm_index").using("gin", t.word.op("gin_trgm_ops")),
    index("search_words_lexeme_index").on(t.lexeme),
  ],
);

/**
 * Categories and places as a query may name them ("food bank", "mental health", "send",
 * "carshalton"): the stemmed phrase `key`, and the token (`category:<slug>`, `place:<name>`) the
 * services in that category or place carry in their search vector. Built by
 * `refreshSearchNames()` from category taxonomy names, the names of the category and persona
 * collections (which name their taxonomies) and the towns and areas of locations.
 */
export const searchNames = pgTable(
  "search_names",
  {
    key: text("key").notNull(),
    token: text("token").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.token] })],
);

/** Postcode centroids (districts, sectors and full postcodes) for "near a postcode" search. */
export const postcodes = pgTable(
  "postcodes",
  {
    /** Upper case, one space before the inward part: `SM1`, `SM1 4`, `SM1 4AA` (`DA14` ≠ `DA1 4`). */
    code: text("code").primaryKey(),
    kind: text("kind", { enum: GEOCODE_PRECISIONS }).notNull(),
    area: text("area"),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
  },
  (t) => [index("postcodes_kind_index").on(t.kind)],
);

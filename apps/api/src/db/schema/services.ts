// A service and what belongs to it alone: its taxonomies, eligibility, useful information,
// offerings, social medias, gallery and tags.
import {
  CURRENT_SERVICE_TYPES,
  REFERRAL_METHODS,
  SERVICE_STATUSES,
  SOCIAL_MEDIA_TYPES,
  WAIT_TIMES,
} from "@hub/api-client/values";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { SERVICE_SCORE_RANGE } from "../quality.ts";
import { id, isOneOf, timestamps } from "./columns.ts";
import { files } from "./files.ts";
import { taxonomies } from "./taxonomies.ts";
import { organisations } from "./organisations.ts";

/** The owners of social medias (upstream's polymorphic `sociable_type`). */
export const SOCIABLE_TYPES = ["services", "organisations"] as const;

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
    assuredDate: date("assured_date", { mode: "string" }),
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
    check(
      "services_score_check",
      sql`${t.score} between ${sql.raw(String(SERVICE_SCORE_RANGE.min))} and ${sql.raw(String(SERVICE_SCORE_RANGE.max))}`,
    ),
  ],
);

/** A service's link to taxonomies of one kind: its categories, or its eligibility criteria. */
function serviceTaxonomyLinks<Name extends string>(name: Name) {
  return pgTable(
    name,
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
      index(`${name}_taxonomy_id_index`).on(t.taxonomyId),
    ],
  );
}

export const serviceTaxonomies = serviceTaxonomyLinks("service_taxonomies");

export const serviceEligibilities = serviceTaxonomyLinks("service_eligibilities");

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

// Organisations' events and the taxonomies they are filed under.
import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  time,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { id, timestamps, tsvector } from "./columns.ts";
import { files } from "./files.ts";
import { taxonomies } from "./taxonomies.ts";
import { organisations } from "./organisations.ts";
import { locations } from "./locations.ts";

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

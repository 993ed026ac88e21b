// Categories, personas and event categories, and the taxonomies that make their members.
import type { Sidebox } from "@hub/api-client/schemas";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { files } from "./files.ts";
import { taxonomies } from "./taxonomies.ts";

export const COLLECTION_TYPES = ["category", "persona", "organisation-event"] as const;

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

// Information and landing pages, the collections they belong to, and the site's copy.
import type { PageContent } from "@hub/api-client/schemas";
import { PAGE_TYPES } from "@hub/api-client/values";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { id, timestamps, tsvector } from "./columns.ts";
import { files } from "./files.ts";
import { collections } from "./collections.ts";

/** `topic` comes from the newer upstream API; the contract (and the Sutton fork) has the others. */
export const STORED_PAGE_TYPES = [...PAGE_TYPES, "topic"] as const;

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

// The taxonomy tree that categories, eligibility and organisation types are drawn from.
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";

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

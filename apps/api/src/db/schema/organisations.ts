// Organisations and the taxonomies they are filed under.
import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { files } from "./files.ts";
import { taxonomies } from "./taxonomies.ts";

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

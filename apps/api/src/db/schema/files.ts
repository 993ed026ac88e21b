// Uploaded and generated images, which services, organisations, events and pages point to.
import { boolean, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { bytea, id, timestamps } from "./columns.ts";

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

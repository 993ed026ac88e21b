// Tag (contract §2): listed by `/tags` and embedded in services, built by the database.
import type { TagSchema } from "@hub/api-client/schemas";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/types.ts";
import { queryRows } from "../db/types.ts";
import { timestampSql } from "../http/format.ts";

export type TagResource = z.input<typeof TagSchema>;

/** The JSON of the `tags` row aliased `tag`: the one shape of a tag. */
export const tagResourceSql = sql`json_build_object(
  'id', tag.id,
  'slug', tag.slug,
  'label', tag.label,
  'created_at', ${timestampSql(sql`tag.created_at`)},
  'updated_at', ${timestampSql(sql`tag.updated_at`)}
)`;

/** Every tag, by label. */
export async function presentAllTags(db: Db): Promise<TagResource[]> {
  const rows = await queryRows<{ tag: TagResource }>(
    db,
    sql`select ${tagResourceSql} as tag from tags tag order by tag.label`,
  );
  return rows.map((row) => row.tag);
}

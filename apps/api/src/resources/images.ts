import type { ImageRefSchema } from "@hub/api-client/schemas";
import { inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import { files } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import type { PresentContext } from "./context.ts";
import { unique } from "./context.ts";

export type ImageRef = z.input<typeof ImageRefSchema>;

/** The images of the given files, built by `imageRefSql` (pages present theirs this way). */
export async function loadImageRefs(
  ctx: PresentContext,
  ids: readonly (string | null)[],
): Promise<(id: string | null) => ImageRef | null> {
  const wanted = unique(ids);
  if (wanted.length === 0) return () => null;
  const rows = await queryRows<{ id: string; image: ImageRef }>(
    ctx.db,
    sql`select files.id, ${imageRefSql(ctx, sql`files.id`)} as image
    from files
    where ${inArray(files.id, wanted)}`,
  );
  const found = new Map(rows.map((row) => [row.id, row.image]));
  return (id) => (id === null ? null : (found.get(id) ?? null));
}

/**
 * The embedded `image` object of the file `fileId` refers to, or null: `url` is
 * `<api>/core/v1/images/<filename>` (contract §6).
 */
export function imageRefSql(ctx: PresentContext, fileId: SQL): SQL {
  return sql`(
    select json_build_object(
      'id', image.id,
      'url', ${`${ctx.apiBase}/images/`}::text || image.filename,
      'mime_type', image.mime_type,
      'alt_text', image.alt_text
    )
    from files image where image.id = ${fileId}
  )`;
}

import { inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { files } from "../db/schema.ts";
import type { PresentContext } from "./context.ts";
import { unique } from "./context.ts";

export type ImageRef = { id: string; url: string; mime_type: string; alt_text: string | null };

export type FileMeta = { id: string; filename: string; mimeType: string; altText: string | null };

/** File metadata (never the bytes) by id. */
export async function loadFiles(
  ctx: PresentContext,
  ids: readonly (string | null)[],
): Promise<Map<string, FileMeta>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: files.id,
      filename: files.filename,
      mimeType: files.mimeType,
      altText: files.altText,
    })
    .from(files)
    .where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The embedded `image` object: `url` is `<api>/core/v1/images/<filename>` (contract §6). */
export function imageRef(ctx: PresentContext, file: FileMeta | undefined): ImageRef | null {
  if (!file) return null;
  return {
    id: file.id,
    url: `${ctx.apiBase}/images/${file.filename}`,
    mime_type: file.mimeType,
    alt_text: file.altText,
  };
}

export async function loadImageRefs(
  ctx: PresentContext,
  ids: readonly (string | null)[],
): Promise<(id: string | null) => ImageRef | null> {
  const found = await loadFiles(ctx, ids);
  return (id) => (id === null ? null : imageRef(ctx, found.get(id)));
}

/** `imageRef` in SQL: the JSON image of the file `fileId` refers to, or null. */
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

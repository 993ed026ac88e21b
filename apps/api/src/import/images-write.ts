// Writes an import's images (decision 0083) inside the run's one transaction, before the records
// that name them: an image whose hash the ledger already holds is left as it is, a new or changed
// one is upserted, and one this source imported before and no longer has is deleted (the records
// that named it lose it, as their own update says too).
import { and, eq, inArray, sql } from "drizzle-orm";
import { files, importedRecords } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import type { ImportedFile } from "./images.ts";

export type ImageCounts = {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
};

/** The ledger's kind for images. */
const FILES = "files";

export async function applyImages(
  tx: Db,
  source: string,
  fetched: readonly ImportedFile[],
  present: ReadonlySet<string>,
  /** Images of records not read again (decision 0088): at the source, unchanged. */
  kept: ReadonlySet<string> = new Set(),
): Promise<ImageCounts> {
  const counts: ImageCounts = { created: 0, updated: 0, unchanged: 0, removed: 0 };
  const ledger = new Map(
    (await tx.select().from(importedRecords).where(eq(importedRecords.kind, FILES))).map((row) => [
      row.id,
      row,
    ]),
  );
  const ids = fetched.map((file) => file.id);
  const existing = new Set(
    ids.length === 0
      ? []
      : (await tx.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map(
          (row) => row.id,
        ),
  );
  const now = new Date();
  for (const file of fetched) {
    const known = ledger.get(file.id);
    if (known?.hash === file.hash && !known.gone && existing.has(file.id)) {
      counts.unchanged++;
      continue;
    }
    if (existing.has(file.id)) counts.updated++;
    else counts.created++;
    const row = {
      filename: file.filename,
      mimeType: file.mimeType,
      altText: file.altText,
      isPrivate: false,
      meta: { type: "assigned", kind: file.fileKind },
      data: file.data,
      updatedAt: now,
    };
    await tx
      .insert(files)
      .values({ id: file.id, ...row, createdAt: now })
      .onConflictDoUpdate({ target: files.id, set: row });
    await tx
      .insert(importedRecords)
      .values({ kind: FILES, id: file.id, source, hash: file.hash, gone: false, importedAt: now })
      .onConflictDoUpdate({
        target: [importedRecords.kind, importedRecords.id],
        set: { source, hash: sql`excluded.hash`, gone: false, importedAt: now },
      });
  }
  const fetchedIds = new Set(ids);
  for (const id of kept) {
    const known = ledger.get(id);
    if (!fetchedIds.has(id) && known?.source === source && !known.gone) counts.unchanged++;
  }
  const gone = [...ledger.values()]
    .filter((row) => row.source === source && !row.gone && !present.has(row.id))
    .map((row) => row.id);
  if (gone.length > 0) {
    await tx.delete(files).where(inArray(files.id, gone));
    await tx
      .update(importedRecords)
      .set({ gone: true, importedAt: now })
      .where(and(eq(importedRecords.kind, FILES), inArray(importedRecords.id, gone)));
  }
  counts.removed = gone.length;
  return counts;
}

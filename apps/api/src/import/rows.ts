// The writers' shared plumbing: rows go in in chunks, counted by table, with the records' ISO
// timestamps turned into dates.
import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/types.ts";

/**
 * `insert` for an empty tenant; `upsert` for an import into an existing one (decision 0069): a row
 * whose id is there already has the written columns replaced, and no others.
 */
export type WriteMode = "insert" | "upsert";

/** Rows written, by table name. */
export type SeedSummary = Record<string, number>;

const CHUNK = 500;

export const at = (value: string): Date => new Date(value);

export const stamps = (row: { created_at: string; updated_at: string }) => ({
  createdAt: at(row.created_at),
  updatedAt: at(row.updated_at),
});

async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
  mode: WriteMode,
): Promise<number> {
  const columns = getTableColumns(table);
  const key = columns.id;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const insert = db.insert(table).values(chunk);
    if (mode === "insert" || key === undefined) {
      await insert;
      continue;
    }
    const written = Object.keys(chunk[0] ?? {}).filter((field) => field !== "id");
    const set = Object.fromEntries(
      written.flatMap((field) => {
        const column = columns[field];
        return column ? [[field, sql.raw(`excluded."${column.name}"`)]] : [];
      }),
    );
    await insert.onConflictDoUpdate({ target: key, set: set as never });
  }
  return rows.length;
}

/** Counts inserted rows by table name while inserting (or upserting) them in chunks. */
export function counter(db: Db, summary: SeedSummary, mode: WriteMode = "insert") {
  return async <T extends PgTable>(name: string, table: T, rows: readonly T["$inferInsert"][]) => {
    summary[name] = (summary[name] ?? 0) + (await insertAll(db, table, rows, mode));
  };
}

/** Adds the counts of `extra` to `summary`. */
export function merge(summary: SeedSummary, extra: SeedSummary): void {
  for (const [table, rows] of Object.entries(extra)) {
    summary[table] = (summary[table] ?? 0) + rows;
  }
}

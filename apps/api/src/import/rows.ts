// The writers' shared plumbing: rows go in in chunks, counted by table, with the records' ISO
// timestamps turned into dates.
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/types.ts";

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
): Promise<number> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(table).values(rows.slice(start, start + CHUNK));
  }
  return rows.length;
}

/** Counts inserted rows by table name while inserting them in chunks. */
export function counter(db: Db, summary: SeedSummary) {
  return async <T extends PgTable>(name: string, table: T, rows: readonly T["$inferInsert"][]) => {
    summary[name] = (summary[name] ?? 0) + (await insertAll(db, table, rows));
  };
}

/** Adds the counts of `extra` to `summary`. */
export function merge(summary: SeedSummary, extra: SeedSummary): void {
  for (const [table, rows] of Object.entries(extra)) {
    summary[table] = (summary[table] ?? 0) + rows;
  }
}

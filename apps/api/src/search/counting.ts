// How many services a search matches, counting no further than upstream reports, and the
// planner settings a search's reads run under.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { transaction } from "../db/transaction.ts";
import { queryRows } from "../db/types.ts";
import type { Db } from "../db/types.ts";
import { quoted } from "./forms.ts";
import { textArray } from "./sql.ts";

/** Upstream reports at most this many hits (Elasticsearch's default `track_total_hits`). */
export const TOTAL_LIMIT = 10_000;

/** How many rows `rows` selects, counting no further than upstream does (or `limit`). */
export async function countCapped(db: Db, rows: SQL, limit = TOTAL_LIMIT): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${rows} limit ${limit}) capped`,
  );
  return row?.total ?? 0;
}

/**
 * How many search rows match a keyword's tsquery text, counting no further than upstream does
 * (or `limit`). It matches every row that holds any one of its sole terms, so at least as many
 * as the commonest of them is counted in (decision 0047): a broad word reaches the limit
 * without a row read, and otherwise only the rows without that term are counted.
 */
export async function countKeyword(
  db: Db,
  query: string,
  soleTerms: readonly string[],
  limit = TOTAL_LIMIT,
): Promise<number> {
  const matching = (tsquery: string): SQL =>
    sql`select 1 from service_search s where s.vector @@ ${tsquery}::tsquery`;
  const [commonest] =
    soleTerms.length === 0
      ? []
      : await queryRows<{ lexeme: string; services: number }>(
          db,
          sql`select lexeme, services from search_lexeme_counts
            where lexeme = any(${textArray(soleTerms)}) order by services desc, lexeme limit 1`,
        );
  if (!commonest) return countCapped(db, matching(query), limit);
  if (commonest.services >= limit) return limit;
  const without = `(${query}) & !${quoted(commonest.lexeme)}`;
  return (
    commonest.services + (await countCapped(db, matching(without), limit - commonest.services))
  );
}

/** The planner's estimate of how many rows `rows` selects (none are read). */
export async function estimatedRows(db: Db, rows: SQL): Promise<number> {
  const [row] = await queryRows<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    db,
    sql`explain (format json) ${rows}`,
  );
  return row?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0;
}

/**
 * A read of a keyword's rows through the full-text index. The planner takes a query's
 * alternatives as independent, so for a broad word with synonyms and categories it overestimates
 * the matches and reads the whole table instead, which is slower than the index (decisions 0034
 * and 0036). The setting lasts for this transaction only.
 */
export function throughIndex<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return withScanOff(db, "enable_seqscan", read);
}

/**
 * A read of a circle's points in the order of their pages, through a bitmap of the position
 * index. The planner cannot estimate how many points a box holds and expects a few, so it would
 * walk the index point by point, which is slower than a bitmap for a box that holds many of them
 * (decision 0049). The setting lasts for this transaction only.
 */
export function inPageOrder<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return withScanOff(db, "enable_indexscan", read);
}

/** `read` in a transaction in which the planner does not use one kind of scan. */
async function withScanOff<T>(
  db: Db,
  scan: "enable_seqscan" | "enable_indexscan",
  read: (tx: Db) => Promise<T>,
): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`set local ${sql.raw(scan)} = off`);
    return read(tx);
  });
}

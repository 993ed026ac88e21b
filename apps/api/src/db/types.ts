import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";

type Rows<Row> = { rows: Row[] };

/** Raw results as both drivers give them: PGlite's `Results` and node-postgres' `QueryResult`. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- a higher-kinded type needs `this`
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: Rows<this["row"]>;
}

/** A Drizzle database or transaction on either driver (PGlite or node-postgres). */
export type Db = PgDatabase<RowsResultHKT>;

/** Runs raw SQL and returns its rows. */
export async function queryRows<Row extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<Row[]> {
  const result = await db.execute<Row>(query);
  return result.rows;
}

/** Ids per `in (…)` list: far below either driver's limit on a statement's parameters. */
const IDS_PER_STATEMENT = 1000;

/** `items` in runs short enough for one `in (…)` list each. */
export function idChunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += IDS_PER_STATEMENT) {
    out.push(items.slice(start, start + IDS_PER_STATEMENT));
  }
  return out;
}

/**
 * Whether statements sent together run together: on a pool of PostgreSQL connections they do;
 * PGlite has one connection and runs them in turn.
 */
export function runsStatementsAtOnce(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

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

// Every transaction of the API goes through `transaction()`, never drizzle's `db.transaction()`
// (ESLint refuses it elsewhere). On a pool, drizzle takes a connection and sends BEGIN before
// the block that gives the connection back, so a BEGIN that fails (the server has just ended
// that session: a restart, a crash) keeps the connection checked out for good, and ten such
// leaks leave every later request waiting for a connection (drizzle-orm issue 6241). Here the
// connection is taken and always given back; one that failed is closed.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "./types.ts";
import { whyDatabaseUnavailable } from "./unavailable.ts";

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  // PGlite, or a transaction already (which nests as a savepoint).
  // eslint-disable-next-line no-restricted-properties -- no pool connection to lose here
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    // On one connection rather than a pool, drizzle leaves giving it back to its owner.
    const session = drizzle({ client: connection }) as unknown as Db;
    // eslint-disable-next-line no-restricted-properties -- the connection is released below
    return await session.transaction(work);
  } catch (error) {
    if (whyDatabaseUnavailable(error) !== undefined && error instanceof Error) broken = error;
    throw error;
  } finally {
    // With an error, the pool closes the connection instead of lending it again.
    connection.release(broken);
  }
}

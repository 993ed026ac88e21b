// transaction(): commits, rolls back, and on a PostgreSQL pool always gives its connection back,
// closing one that failed, where drizzle's own pooled transaction keeps a connection whose BEGIN
// failed (drizzle-orm issue 6241). The last test says when drizzle no longer does.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness.ts";
import { CONNECTION_TIMEOUT_MS, POOL_SIZE, createPool } from "./database.ts";
import { transaction } from "./transaction.ts";
import type { Db } from "./types.ts";
import { queryRows } from "./types.ts";
import { whyDatabaseUnavailable } from "./unavailable.ts";

describe("transaction", () => {
  it("commits what resolves and rolls back what throws, on the driver under test", async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      // A fresh database: in-memory PGlite, or a schema of its own on PostgreSQL.
      await db.execute(sql`create table t (n int)`);
      await transaction(db, (tx) => tx.execute(sql`insert into t values (1)`));
      const failed = transaction(db, async (tx) => {
        await tx.execute(sql`insert into t values (2)`);
        throw new Error("no");
      });
      await expect(failed).rejects.toThrow("no");
      const rows = await queryRows<{ n: number }>(db, sql`select n from t order by n`);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("a pooled transaction whose connection dies", () => {
  let pool: pg.Pool | undefined;
  afterEach(async () => {
    await pool?.end();
  });

  /** A pool whose every connection's socket is cut as it is lent, before BEGIN is sent. */
  function cuttingPool(): { pool: pg.Pool; lent: pg.PoolClient[]; stopCutting: () => void } {
    const opened = createPool(url ?? "", `cut_${randomBytes(4).toString("hex")}`);
    const lent: pg.PoolClient[] = [];
    const cut = (client: pg.PoolClient) => {
      lent.push(client);
      (
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
    };
    opened.on("acquire", cut);
    return { pool: opened, lent, stopCutting: () => opened.off("acquire", cut) };
  }

  async function failures(work: () => Promise<unknown>, times: number): Promise<unknown[]> {
    const reasons: unknown[] = [];
    for (let i = 0; i < times; i += 1) {
      reasons.push(await work().then(() => "committed", whyDatabaseUnavailable));
    }
    return reasons;
  }

  it("is refused as unavailable, and its connection is closed, not kept", async () => {
    const cutting = cuttingPool();
    pool = cutting.pool;
    const db = drizzle({ client: pool }) as unknown as Db;
    const reasons = await failures(
      () => transaction(db, (tx) => tx.execute(sql`select 1`)),
      POOL_SIZE + 2,
    );
    expect(reasons.every((reason) => typeof reason === "string" && reason !== "committed")).toBe(
      true,
    );
    cutting.stopCutting();
    expect(pool.totalCount).toBe(0);
    const started = performance.now();
    const [row] = await transaction(db, (tx) =>
      queryRows<{ one: number }>(tx, sql`select 1 as one`),
    );
    expect(row).toEqual({ one: 1 });
    expect(performance.now() - started).toBeLessThan(CONNECTION_TIMEOUT_MS);
  });

  it("fails as unavailable when the server ends it midway, and the pool carries on", async () => {
    pool = createPool(url ?? "", `end_${randomBytes(4).toString("hex")}`);
    const db = drizzle({ client: pool }) as unknown as Db;
    const ended = transaction(db, async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select pg_terminate_backend(pg_backend_pid()), pg_sleep(5)`);
    });
    expect(await ended.then(() => "committed", whyDatabaseUnavailable)).toBeDefined();
    expect(pool.totalCount).toBe(0);
    expect(await transaction(db, (tx) => queryRows(tx, sql`select 1 as one`))).toEqual([
      { one: 1 },
    ]);
  });

  // When this fails, drizzle gives the connection back itself: transaction() can go.
  it("is kept checked out by drizzle's own pooled transaction (drizzle-orm 0.45.4)", async () => {
    const cutting = cuttingPool();
    pool = cutting.pool;
    const db = drizzle({ client: pool });
    // eslint-disable-next-line no-restricted-properties -- what transaction() works around
    await failures(() => db.transaction((tx) => tx.execute(sql`select 1`)), 2);
    cutting.stopCutting();
    expect(pool.totalCount).toBe(2);
    // Given back here, or the pool would wait for them forever when it ends.
    for (const client of cutting.lent) client.release(new Error("leaked"));
  });
});

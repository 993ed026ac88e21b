// preparedRows(): the same rows as queryRows, on the driver under test; on PGlite, kept
// statements that wait for an open transaction, survive errors and stay bounded. The first test
// fails when a PGlite upgrade drops the locks the module relies on.
import { PGlite } from "@electric-sql/pglite";
import { DrizzleQueryError, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness.ts";
import type { Database } from "./database.ts";
import { STATEMENTS_KEPT, hasLocks, preparedRows } from "./prepared.ts";
import { transaction } from "./transaction.ts";
import { queryRows } from "./types.ts";

const onPglite = process.env.API_TEST_DRIVER !== "pg";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table prepared_probe (
    id uuid primary key, name text, n int, big bigint, price numeric, free boolean,
    at timestamptz, day date, span interval, ats timestamptz[], doc jsonb, tags text[])`);
  await database.db.execute(sql`insert into prepared_probe values
    ('7f1c9a52-0b7e-4c55-9d3e-2f0a6b1c8d01', 'Café ''Ü''', 3, 9007199254740993, 12.50, true,
      '2026-03-29 00:30:00+00', '2026-03-29', '1 day 02:00', array['2026-03-29 01:30:00+00'::timestamptz],
      '{"a": [1, null]}', array['x', 'y']),
    ('0b6e3d2a-51f4-4a8e-8c7f-6a9d2e1b3c02', null, null, null, null, false, null, null, null,
      null, null, '{}')`);
});
afterAll(() => database.close());

const FIRST = "7f1c9a52-0b7e-4c55-9d3e-2f0a6b1c8d01";

const CASES: { name: string; query: () => SQL }[] = [
  { name: "every column of every row", query: () => sql`select * from prepared_probe order by id` },
  {
    name: "a uuid parameter",
    query: () => sql`select name from prepared_probe where id = ${FIRST}`,
  },
  {
    name: "a text parameter",
    query: () => sql`select id from prepared_probe where name = ${"Café 'Ü'"}`,
  },
  { name: "an integer parameter", query: () => sql`select n + ${4}::int as n from prepared_probe` },
  {
    name: "a boolean parameter",
    query: () => sql`select count(*)::int as c from prepared_probe where free = ${true}`,
  },
  {
    name: "a timestamp parameter",
    query: () =>
      sql`select count(*)::int as c from prepared_probe where at < ${new Date("2026-04-01T00:00:00Z")}`,
  },
  { name: "a null parameter", query: () => sql`select coalesce(${null}::text, 'none') as v` },
  {
    name: "a list of parameters",
    query: () => sql`select id from prepared_probe where id in (${FIRST}, ${FIRST}) `,
  },
  { name: "no rows", query: () => sql`select id from prepared_probe where false` },
  {
    name: "an aggregate without rows",
    query: () => sql`select max(n) as m from prepared_probe where false`,
  },
];

describe("preparedRows", () => {
  it("takes the kept-statement path on PGlite only, with the locks it needs (fails loudly on a PGlite upgrade)", () => {
    const client = (database.db as { $client?: unknown }).$client;
    expect(client instanceof PGlite).toBe(onPglite);
    if (client instanceof PGlite) expect(hasLocks(client)).toBe(true);
  });

  it.each(CASES)("answers the rows queryRows answers: $name", async ({ query }) => {
    const expected = await queryRows(database.db, query());
    expect(await preparedRows(database.db, query())).toEqual(expected);
    // The second time runs the kept statement.
    expect(await preparedRows(database.db, query())).toEqual(expected);
  });

  it("never answers from inside another request's open transaction", async () => {
    const { db } = database;
    let commit: () => void = () => undefined;
    let committed = false;
    const open = new Promise<void>((resolve) => (commit = resolve));
    const writing = transaction(db, async (tx) => {
      await tx.execute(sql`insert into prepared_probe (id, free) values (gen_random_uuid(), true)`);
      await open;
      committed = true;
    });
    let readBeforeCommit: boolean | undefined;
    const reading = preparedRows<{ c: number }>(
      db,
      sql`select count(*)::int as c from prepared_probe where free`,
    ).then((rows) => {
      readBeforeCommit = !committed;
      return rows[0]?.c;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    commit();
    await writing;
    const count = await reading;
    // PGlite has one connection: the read waits for the commit. A pool reads on another one.
    expect(readBeforeCommit).toBe(!onPglite);
    expect(count).toBe(readBeforeCommit === true ? 1 : 2);
    await db.execute(
      sql`delete from prepared_probe where name is null and id <> '0b6e3d2a-51f4-4a8e-8c7f-6a9d2e1b3c02'`,
    );
  });

  it("rejects as drizzle does, with the database's reason, and the next read still answers", async () => {
    const { db } = database;
    const byId = (id: string) => sql`select n from prepared_probe where id = ${id}`;
    const reasons: string[] = [];
    for (const failing of [byId("not-a-uuid"), sql`select nothing from prepared_probe`]) {
      const failure: unknown = await preparedRows(db, failing).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DrizzleQueryError);
      reasons.push(String((failure as DrizzleQueryError).cause));
    }
    expect(reasons).toEqual([
      expect.stringMatching(/invalid input syntax for type uuid/),
      expect.stringMatching(/column "nothing" does not exist/),
    ]);
    expect(await preparedRows(db, byId(FIRST))).toEqual([{ n: 3 }]);
  });

  it("keeps a bounded number of statements and prepares an evicted one again", async () => {
    const { db } = database;
    const numbered = (i: number) => sql`select ${i}::int + ${sql.raw(String(i))} as n`;
    for (let i = 0; i <= STATEMENTS_KEPT + 5; i++) {
      expect(await preparedRows(db, numbered(i))).toEqual([{ n: 2 * i }]);
    }
    expect(await preparedRows(db, numbered(0))).toEqual([{ n: 0 }]);
    if (onPglite) {
      const [kept] = await queryRows<{ c: number }>(
        db,
        sql`select count(*)::int as c from pg_prepared_statements where name like 'hub_read_%'`,
      );
      expect(kept?.c).toBe(STATEMENTS_KEPT);
    }
  });

  it("runs inside a transaction as the transaction's own query", async () => {
    const rows = await transaction(database.db, async (tx) => {
      await tx.execute(sql`update prepared_probe set n = 4 where id = ${FIRST}`);
      const seen = await preparedRows<{ n: number }>(
        tx,
        sql`select n from prepared_probe where id = ${FIRST}`,
      );
      await tx.execute(sql`update prepared_probe set n = 3 where id = ${FIRST}`);
      return seen;
    });
    expect(rows).toEqual([{ n: 4 }]);
  });
});

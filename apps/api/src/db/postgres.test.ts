// The same migrations and queries on real PostgreSQL, each tenant in its own schema. Runs when
// TEST_DATABASE_URL points at a database this test may create schemas in.
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { IDS, NOW, fixtureDataset } from "../test/fixture.ts";
import { isEmpty, writeDataset } from "../import/write.ts";
import { createFieldCipher } from "./crypto.ts";
import type { Database } from "./database.ts";
import { openDatabase } from "./database.ts";
import { MIGRATIONS_FOLDER } from "./migrate.ts";
import { queryRows } from "./types.ts";

const url = process.env.TEST_DATABASE_URL;
const schemas = { sutton: "test_sutton", bexley: "test_bexley" };

describe.runIf(url)("PostgreSQL, one schema per tenant", () => {
  const open: Database[] = [];

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("drop schema if exists test_sutton, test_bexley cascade");
    await client.end();
  });

  afterAll(async () => {
    await Promise.all(open.map((database) => database.close()));
  });

  it("migrates each tenant into its own schema and serves it", async () => {
    const sutton = await openDatabase({
      tenant: "sutton",
      databaseUrl: url ?? "",
      schema: schemas.sutton,
    });
    const bexley = await openDatabase({
      tenant: "bexley",
      databaseUrl: url ?? "",
      schema: schemas.bexley,
    });
    open.push(sutton, bexley);
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
    expect([sutton.migrationsApplied, bexley.migrationsApplied]).toEqual([migrations, migrations]);
    expect(sutton.location).toBe("postgres:test_sutton");

    await writeDataset(sutton.db, fixtureDataset());
    expect(await isEmpty(sutton.db)).toBe(false);
    expect(await isEmpty(bexley.db)).toBe(true);
    const [tables] = await queryRows<{ n: number }>(
      sutton.db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'test_sutton'`,
    );
    expect(tables?.n).toBeGreaterThan(25);

    const cipher = createFieldCipher(Buffer.alloc(32, 3));
    const app = createApp({
      tenants: [
        { slug: "sutton", db: sutton.db, cipher },
        { slug: "bexley", db: bexley.db, cipher },
      ],
      clock: () => NOW,
    });
    const related = await app.request(
      "http://localhost/sutton/core/v1/services/debt-advice/related?location[lat]=51.3618&location[lon]=-0.1945",
    );
    const body = (await related.json()) as { data: { slug: string }[] };
    expect(body.data.map((service) => service.slug)).toEqual([
      "money-matters",
      "housing-help",
      "benefits-clinic",
    ]);
    const location = await app.request(
      `http://localhost/sutton/core/v1/service-locations/${IDS.slDebtTownHall}`,
    );
    expect(((await location.json()) as { data: { is_open_now: boolean } }).data.is_open_now).toBe(
      true,
    );
    const empty = await app.request("http://localhost/bexley/core/v1/services");
    expect(((await empty.json()) as { meta: { total: number } }).meta.total).toBe(0);
  }, 60_000);

  it("does not apply migrations twice", async () => {
    const again = await openDatabase({
      tenant: "sutton",
      databaseUrl: url ?? "",
      schema: schemas.sutton,
    });
    open.push(again);
    expect(again.migrationsApplied).toBe(0);
  });
});

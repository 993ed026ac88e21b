// Which database the HTTP test harness opens.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "./harness.ts";

const url = process.env.TEST_DATABASE_URL;

describe("openTestDatabase", () => {
  it("refuses the PostgreSQL driver without a server to use", async () => {
    await expect(openTestDatabase({ API_TEST_DRIVER: "pg" })).rejects.toThrow(
      "API_TEST_DRIVER=pg needs TEST_DATABASE_URL.",
    );
  });

  it("opens in-memory PGlite by default", async () => {
    const database = await openTestDatabase({});
    expect([database.kind, database.location]).toEqual(["pglite", "memory"]);
    await database.close();
  }, 60_000);

  it.runIf(url)(
    "opens a schema of its own on PostgreSQL and drops it on close",
    async () => {
      const database = await openTestDatabase({ API_TEST_DRIVER: "pg", TEST_DATABASE_URL: url });
      expect(database.kind).toBe("postgres");
      const schema = database.location.replace("postgres:", "");
      expect(schema).toMatch(/^test_[0-9a-f]{12}$/);
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rowCount } = await client.query(
        "select 1 from information_schema.schemata where schema_name = $1",
        [schema],
      );
      await client.end();
      expect(rowCount).toBe(0);
    },
    60_000,
  );
});

// Three API processes starting at once on a fresh PostgreSQL database (no pg_trgm, no schemas):
// the advisory lock around extension creation and migrations lets all three start. Runs when
// TEST_DATABASE_URL is set, like postgres.test.ts; PGlite has one process per data directory.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";

const url = process.env.TEST_DATABASE_URL;
const CHILD = path.join(import.meta.dirname, "..", "test", "open-database.ts");
/** Every migration drizzle-kit has written, each to be applied once. */
const MIGRATIONS = (
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, "..", "..", "drizzle", "meta", "_journal.json"),
      "utf8",
    ),
  ) as { entries: unknown[] }
).entries.length;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function start(databaseUrl: string, schema: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, databaseUrl, schema], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      resolve({ code: code ?? 1, stderr });
    });
  });
}

describe.runIf(url)("starting on a fresh PostgreSQL database", () => {
  const serverUrl = url ?? "";
  it("lets three processes create the extension and migrate at once", async () => {
    const name = `hub_start_${randomBytes(5).toString("hex")}`;
    await admin((client) => client.query(`create database ${name}`));
    try {
      const target = new URL(serverUrl);
      target.pathname = `/${name}`;
      const results = await Promise.all(
        Array.from({ length: 3 }, () => start(target.toString(), "sutton")),
      );
      expect(results).toEqual(Array(3).fill({ code: 0, stderr: "" }));
      const applied = await admin(async () => {
        const client = new pg.Client({ connectionString: target.toString() });
        await client.connect();
        try {
          const { rows } = await client.query<{ count: string }>(
            'select count(*) from sutton."__drizzle_migrations"',
          );
          return Number(rows[0]?.count);
        } finally {
          await client.end();
        }
      });
      expect(applied).toBe(MIGRATIONS);
    } finally {
      await admin((client) => client.query(`drop database ${name} with (force)`));
    }
  }, 120_000);
});

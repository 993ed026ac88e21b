// The tables the code declares are the tables the migrations make: drizzle-kit, reading
// schema.ts as `db:generate` does, has nothing to add to the last migration's snapshot. A table
// left out of schema.ts's re-exports, or a column edited without a migration, fails here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import * as schema from "./schema.ts";

const META = path.join(import.meta.dirname, "..", "..", "drizzle", "meta");

/**
 * What drizzle-kit's snapshots are read for here. Its own type is built from a zod it bundles,
 * which its declarations cannot name, so it reads as an error type.
 */
type Snapshot = { id: string };

function latestSnapshot(): Snapshot {
  const journal = JSON.parse(readFileSync(path.join(META, "_journal.json"), "utf8")) as {
    entries: { idx: number }[];
  };
  const last = Math.max(...journal.entries.map((entry) => entry.idx));
  const file = `${String(last).padStart(4, "0")}_snapshot.json`;
  return JSON.parse(readFileSync(path.join(META, file), "utf8")) as Snapshot;
}

describe("the database schema", () => {
  it("needs no migration beyond the last one drizzle-kit wrote", async () => {
    const snapshot = latestSnapshot();
    const declared = generateDrizzleJson(schema, snapshot.id) as unknown;
    await expect(generateMigration(snapshot, declared)).resolves.toEqual([]);
  });
});

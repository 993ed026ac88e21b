// The embedded database on disk: migrations, seeding and encrypted rows survive a restart.
import { chmod, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { IDS, NOW, fixtureDataset } from "../test/fixture.ts";
import { isEmpty, writeDataset } from "../import/write.ts";
import { createFieldCipher, loadEncryptionKey, parseEncryptionKey } from "./crypto.ts";
import { openDatabase, PGLITE_RANDOM_PAGE_COST } from "./database.ts";
import { MIGRATIONS_FOLDER } from "./migrate.ts";
import { pageFeedbacks, referrals, services } from "./schema.ts";
import { queryRows } from "./types.ts";

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hub-api-"));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("PGlite on disk", () => {
  it("keeps schema, content and encrypted rows across a restart", async () => {
    const { key } = await loadEncryptionKey({ envKey: undefined, dataDir });
    const cipher = createFieldCipher(key);

    const first = await openDatabase({ tenant: "sutton", dataDir });
    expect(first.kind).toBe("pglite");
    expect(first.location).toBe(path.join(dataDir, "sutton"));
    expect(first.migrationsApplied).toBe(
      readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length,
    );
    expect(await isEmpty(first.db)).toBe(true);
    await writeDataset(first.db, fixtureDataset());
    await first.db.insert(referrals).values({
      id: IDS.debtAdvice.replace("200", "999"),
      serviceId: IDS.debtAdvice,
      reference: "ABCDEFGHIJ",
      name: cipher.encrypt("Jane Doe"),
      phone: cipher.encryptNullable("07700900123"),
      email: cipher.encryptNullable(null),
    });
    await first.close();

    const reloaded = await loadEncryptionKey({ envKey: undefined, dataDir });
    expect(reloaded.source).toBe("file");
    const second = await openDatabase({ tenant: "sutton", dataDir });
    try {
      expect(second.migrationsApplied).toBe(0);
      expect(await isEmpty(second.db)).toBe(false);
      const [services_] = await second.db.select({ n: count() }).from(services);
      expect(services_?.n).toBe(6);
      const [referral] = await second.db
        .select()
        .from(referrals)
        .where(eq(referrals.reference, "ABCDEFGHIJ"));
      expect(referral?.name).not.toContain("Jane");
      const decipher = createFieldCipher(reloaded.key);
      expect(decipher.decrypt(referral?.name ?? "")).toBe("Jane Doe");
      expect(decipher.decryptNullable(referral?.phone ?? null)).toBe("07700900123");
      expect(referral?.email).toBeNull();

      const app = createApp({
        tenants: [{ slug: "sutton", db: second.db, cipher: decipher }],
        clock: () => NOW,
      });
      const response = await app.request("http://localhost/sutton/core/v1/services/debt-advice");
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { id: string } }).data.id).toBe(IDS.debtAdvice);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe("PGlite data files", () => {
  it("are the owner's alone: directories 0700, files 0600", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hub-api-modes-"));
    try {
      // A data directory left world-readable by an earlier version, and a permissive umask.
      await chmod(dir, 0o777);
      const database = await openDatabase({ tenant: "sutton", dataDir: dir });
      await database.db.insert(pageFeedbacks).values({ url: "x", feedback: "y" });
      await database.close();
      const wrong: string[] = [];
      if (((await stat(dir)).mode & 0o777) !== 0o700) wrong.push(dir);
      const entries = await readdir(dir, { withFileTypes: true, recursive: true });
      for (const entry of entries) {
        const file = path.join(entry.parentPath, entry.name);
        const mode = (await stat(file)).mode & 0o777;
        if (mode !== (entry.isDirectory() ? 0o700 : 0o600))
          wrong.push(`${file} ${mode.toString(8)}`);
      }
      expect(entries.length).toBeGreaterThan(100);
      expect(wrong).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("PGlite planner settings", () => {
  it("prices random page reads as in memory, so keyword searches use the full-text index", async () => {
    const database = await openDatabase({ tenant: "sutton", memory: true });
    try {
      const [row] = await queryRows<{ random_page_cost: string }>(
        database.db,
        sql`show random_page_cost`,
      );
      expect(Number(row?.random_page_cost)).toBe(PGLITE_RANDOM_PAGE_COST);
    } finally {
      await database.close();
    }
  });
});

describe("encryption keys", () => {
  it("generates a private development key once", async () => {
    const dir = path.join(dataDir, "keys");
    const generated = await loadEncryptionKey({ envKey: undefined, dataDir: dir });
    expect(generated.source).toBe("generated");
    const file = path.join(dir, "encryption.key");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(generated.key.toString("hex"));
    const again = await loadEncryptionKey({ envKey: undefined, dataDir: dir });
    expect(again).toEqual({ key: generated.key, source: "file" });
  });

  const hex = "a".repeat(64);
  const base64 = Buffer.alloc(32, 7).toString("base64");
  const keyCases: [string, string, number][] = [
    ["hex", hex, 0xaa],
    ["base64", base64, 7],
    ["Laravel base64:", `base64:${base64}`, 7],
  ];
  it.each(keyCases)("accepts a %s key from the environment", async (_kind, value, firstByte) => {
    const { key, source } = await loadEncryptionKey({ envKey: value, dataDir });
    expect(source).toBe("env");
    expect(key[0]).toBe(firstByte);
  });

  it.each(["short", "a".repeat(63), Buffer.alloc(16).toString("base64")])(
    "refuses the key %j",
    (value) => {
      expect(() => parseEncryptionKey(value)).toThrow(/32 bytes/);
    },
  );

  it("encrypts each value differently and detects tampering", () => {
    const cipher = createFieldCipher(Buffer.alloc(32, 1));
    const one = cipher.encrypt("SM1 1EA");
    const two = cipher.encrypt("SM1 1EA");
    expect(one).not.toBe(two);
    expect(cipher.decrypt(one)).toBe("SM1 1EA");
    const parts = one.split(".");
    const body = parts.pop() ?? "";
    const flipped = `${body.startsWith("A") ? "B" : "A"}${body.slice(1)}`;
    expect(() => cipher.decrypt([...parts, flipped].join("."))).toThrow();
    expect(() => createFieldCipher(Buffer.alloc(32, 2)).decrypt(one)).toThrow();
    expect(() => cipher.decrypt("plain text")).toThrow(/Not an encrypted/);
  });
});

// Key rotation on the test database (PGlite, or PostgreSQL with API_TEST_DRIVER=pg): tokens name
// their key, old keys still read, `reencryptAll` moves everything to the current key, start-up
// refuses stored data no configured key opens, and formerly plain free text gets encrypted.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import { createFieldCipher, keyIdOf, tokenKeyId, UnknownKeyError } from "./crypto.ts";
import {
  checkStoredKeys,
  ENCRYPTED_TABLES,
  encryptFormerlyPlain,
  reencryptAll,
} from "./key-rotation.ts";
import { pageFeedbacks, referrals } from "./schema.ts";
import { queryRows } from "./types.ts";
import { sql } from "drizzle-orm";

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
let h: Harness;

beforeAll(async () => {
  h = await startHarness(fixtureDataset(), { rateLimit: 100_000 });
  // The harness's own cipher is the "old" deployment: replace it with a known key.
  h.tenant.cipher = createFieldCipher(oldKey);
  for (const [path, body] of [
    [
      "/referrals",
      {
        service_id: IDS.debtAdvice,
        name: "Jane Doe",
        email: "jane@example.org",
        phone: null,
        other_contact: null,
        postcode_outward_code: "SM1",
        comments: "Mornings are best",
        referral_consented: true,
        feedback_consented: false,
        referee_name: "Sam Worker",
        referee_email: "sam@example.org",
        referee_phone: "02081234567",
        organisation: "Sutton Carers Centre",
      },
    ],
    [
      "/page-feedbacks",
      {
        url: "https://hub.example.org/x",
        feedback: "Ring Ann on 07700 900123",
        name: null,
        email: null,
        phone: null,
      },
    ],
  ] as const) {
    const response = await h.call(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
  }
}, 60_000);

afterAll(async () => {
  await h.close();
});

/** Every non-null value of every encrypted column. */
async function storedTokens(): Promise<string[]> {
  const values: string[] = [];
  for (const { table, columns } of ENCRYPTED_TABLES) {
    for (const column of columns) {
      const rows = await queryRows<{ value: string }>(
        h.database.db,
        sql`select ${sql.raw(`"${column}"`)} as value from ${sql.raw(`"${table}"`)} where ${sql.raw(`"${column}"`)} is not null`,
      );
      values.push(...rows.map((row) => row.value));
    }
  }
  return values;
}

describe("field encryption with key ids", () => {
  it("names the key in every token and encrypts the free-text fields too", async () => {
    const tokens = await storedTokens();
    expect(tokens.length).toBeGreaterThan(10);
    for (const token of tokens) expect(tokenKeyId(token)).toBe(keyIdOf(oldKey));
    const [feedback] = await h.database.db.select().from(pageFeedbacks);
    expect(feedback?.feedback).not.toContain("07700");
    const [referral] = await h.database.db.select().from(referrals);
    expect(referral?.organisation).not.toContain("Carers");
  });

  it("reads with any configured key, writes with the first, and still reads v1 tokens", () => {
    const old = createFieldCipher(oldKey);
    const rotated = createFieldCipher([newKey, oldKey]);
    const token = old.encrypt("SM1 1EA");
    expect(rotated.decrypt(token)).toBe("SM1 1EA");
    expect(tokenKeyId(rotated.encrypt("x"))).toBe(keyIdOf(newKey));
    expect(() => createFieldCipher(newKey).decrypt(token)).toThrow(UnknownKeyError);
    // A v1 token (no key id) as earlier versions wrote it: same cipher, other layout.
    const [, , iv, tag, body] = token.split(".");
    expect(rotated.decrypt(["v1", iv, tag, body].join("."))).toBe("SM1 1EA");
    expect(() => createFieldCipher(newKey).decrypt(["v1", iv, tag, body].join("."))).toThrow();
  });

  it("refuses to start when no configured key opens the stored data", async () => {
    await expect(
      checkStoredKeys(h.database.db, createFieldCipher(newKey), "sutton"),
    ).rejects.toThrow(
      new RegExp(`tenant sutton .*names key id ${keyIdOf(oldKey)}.*API_ENCRYPTION_KEYS`),
    );
    await expect(
      checkStoredKeys(h.database.db, createFieldCipher([newKey, oldKey]), "sutton"),
    ).resolves.toBeUndefined();
  });

  it("re-encrypts everything to the current key, after which the old key can go", async () => {
    const rotated = createFieldCipher([newKey, oldKey]);
    const before = await storedTokens();
    const plain = before.map((token) => rotated.decrypt(token)).sort();
    const changed = await reencryptAll(h.database.db, rotated);
    expect(changed.referrals).toBe(1);
    expect(changed.page_feedbacks).toBe(1);
    // The messages those writes owe: at least the service's and the council's addresses.
    expect(changed.deliveries).toBeGreaterThanOrEqual(2);
    const after = await storedTokens();
    for (const token of after) expect(tokenKeyId(token)).toBe(keyIdOf(newKey));
    const onlyNew = createFieldCipher(newKey);
    expect(after.map((token) => onlyNew.decrypt(token)).sort()).toEqual(plain);
    await expect(checkStoredKeys(h.database.db, onlyNew, "sutton")).resolves.toBeUndefined();
    // Nothing left to do on a second run.
    expect(Object.values(await reencryptAll(h.database.db, onlyNew))).toEqual([0, 0, 0, 0, 0]);
  });

  it("encrypts page feedback and referral organisations stored in plain text before", async () => {
    const cipher = createFieldCipher(newKey);
    const [feedback] = await h.database.db.select().from(pageFeedbacks);
    await h.database.db
      .update(pageFeedbacks)
      .set({ feedback: "Plain old feedback" })
      .where(eq(pageFeedbacks.id, feedback?.id ?? ""));
    await h.database.db.update(referrals).set({ organisation: "Plain Org" });
    expect(await encryptFormerlyPlain(h.database.db, cipher)).toBe(2);
    const [row] = await h.database.db.select().from(pageFeedbacks);
    expect(cipher.decrypt(row?.feedback ?? "")).toBe("Plain old feedback");
    const [referral] = await h.database.db.select().from(referrals);
    expect(cipher.decryptNullable(referral?.organisation ?? null)).toBe("Plain Org");
    expect(await encryptFormerlyPlain(h.database.db, cipher)).toBe(0);
  });
});

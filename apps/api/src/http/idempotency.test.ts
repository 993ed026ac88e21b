// Idempotent visitor writes, on the test database (PGlite, or PostgreSQL with API_TEST_DRIVER=pg):
// a replay with the same Idempotency-Key, or the same body from the same address within ten
// minutes, gets the first answer and creates no second row, also from a second app instance
// (another process, or this one after a restart) and when the replays race. On PostgreSQL, a
// write whose connection the server ends is refused (503) and stores nothing, and its resend
// is stored once.
import { eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/database.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/unavailable.ts";
import { idempotentRequests, pageFeedbacks, referrals, updateRequests } from "../db/schema.ts";
import { IDS, NOW, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import { expectValidationErrors } from "../test/validation.ts";
import { KEY_INVALID_MESSAGE, KEY_REUSED_MESSAGE, REPLAYED_HEADER } from "./idempotency.ts";

let h: Harness;
let clock = NOW;
/** A second app on its own connection pool to the same database when there is a server. */
let second: { app: ReturnType<typeof createApp>; database?: Database };

beforeAll(async () => {
  h = await startHarness(fixtureDataset(), { clock: () => clock, rateLimit: 100_000 });
  const url = process.env.TEST_DATABASE_URL;
  const schema = (h.database.location.split(":")[1] ?? "").trim();
  const database =
    h.database.kind === "postgres" && url
      ? await openDatabase({ tenant: "sutton", databaseUrl: url, schema })
      : undefined;
  second = {
    app: createApp({
      tenants: [{ ...h.tenant, db: database?.db ?? h.tenant.db }],
      clock: () => clock,
      rateLimit: 100_000,
    }),
    database,
  };
}, 60_000);

afterAll(async () => {
  await second.database?.close();
  await h.close();
});

const BASE = "http://localhost/sutton/core/v1";

function post(
  app: ReturnType<typeof createApp>,
  path: string,
  body: unknown,
  options: { key?: string; from?: string } = {},
) {
  return app.request(
    `${BASE}${path}`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(options.key === undefined ? {} : { "Idempotency-Key": options.key }),
      },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: options.from ?? "203.0.113.7" } } },
  );
}

let n = 0;
const fresh = () => {
  n += 1;
  return n;
};

const writes = {
  referral: () => ({
    path: "/referrals",
    table: referrals,
    body: {
      service_id: IDS.debtAdvice,
      name: `Visitor ${fresh()}`,
      email: "visitor@example.org",
      phone: null,
      other_contact: null,
      postcode_outward_code: null,
      comments: null,
      referral_consented: true,
      feedback_consented: false,
    },
  }),
  "page feedback": () => ({
    path: "/page-feedbacks",
    table: pageFeedbacks,
    body: {
      url: "http://localhost/test-page",
      feedback: `Wrong opening hours ${fresh()}`,
      name: null,
      email: null,
      phone: null,
    },
  }),
  "sign-up form": () => {
    const i = fresh();
    return {
      path: "/organisation-sign-up-forms",
      table: updateRequests,
      body: {
        user: {
          first_name: "Ada",
          last_name: "Lovelace",
          email: `ada.idem${i}@example.org`,
          phone: "07700900123",
          password: "Secret-pass1",
        },
        organisation: { id: IDS.orgAlpha },
      },
    };
  },
};

const kinds = Object.keys(writes) as (keyof typeof writes)[];

describe.each(kinds)("a %s", (kind) => {
  const count = (table: PgTable) => h.database.db.$count(table);

  // The server ends the session in the middle of the write, as a restart or a crash would: only
  // a server has sessions to end, so the PGlite half has no such test.
  if (process.env.API_TEST_DRIVER === "pg")
    it("is refused with a 503, not stored, when its connection dies, and a resend stores it once", async () => {
      const { path, table, body } = writes[kind]();
      const key = crypto.randomUUID();
      const before = await count(table);
      const claims = await h.database.db.$count(idempotentRequests);
      const name = getTableName(table);
      await h.database.db.execute(
        sql.raw(`create function die_on_insert() returns trigger language plpgsql as $$
          begin perform pg_terminate_backend(pg_backend_pid()); perform pg_sleep(5); return new; end $$;
          create trigger die_on_insert before insert on ${name}
            for each row execute function die_on_insert()`),
      );
      try {
        const refused = await post(h.app, path, body, { key });
        expect(refused.status).toBe(503);
        expect(refused.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        expect(await refused.json()).toEqual({ message: "Service Unavailable" });
      } finally {
        await h.database.db.execute(
          sql.raw(`drop trigger die_on_insert on ${name}; drop function die_on_insert()`),
        );
      }
      expect(await count(table)).toBe(before);
      expect(await h.database.db.$count(idempotentRequests)).toBe(claims);
      const stored = await post(h.app, path, body, { key });
      expect(stored.status).toBe(201);
      expect(stored.headers.get(REPLAYED_HEADER)).toBeNull();
      const again = await post(second.app, path, body, { key });
      expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
      expect(await count(table)).toBe(before + 1);
    });

  it("replays the first answer for the same Idempotency-Key, from either app", async () => {
    const { path, table, body } = writes[kind]();
    const key = crypto.randomUUID();
    const before = await count(table);
    const first = await post(h.app, path, body, { key });
    expect(first.status).toBe(201);
    const firstBody: unknown = await first.json();
    // A different address, after a "restart" (another app on another connection).
    const replay = await post(second.app, path, body, { key, from: "198.51.100.3" });
    expect(replay.status).toBe(201);
    expect(replay.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await replay.json()).toEqual(firstBody);
    expect(await count(table)).toBe(before + 1);
  });

  it("refuses the same key with a different body", async () => {
    const key = crypto.randomUUID();
    const one = writes[kind]();
    const other = writes[kind]();
    expect((await post(h.app, one.path, one.body, { key })).status).toBe(201);
    const before = await count(one.table);
    const response = await post(h.app, other.path, other.body, { key });
    const text = await response.text();
    expectValidationErrors(
      { status: response.status, headers: response.headers, body: JSON.parse(text) as unknown },
      { idempotency_key: [KEY_REUSED_MESSAGE] },
    );
    expect(await count(one.table)).toBe(before);
  });

  it("stores one row when the same key races in from two apps", async () => {
    const { path, table, body } = writes[kind]();
    const key = crypto.randomUUID();
    const before = await count(table);
    const responses = await Promise.all(
      Array.from({ length: 6 }, async (_, i) =>
        post(i % 2 === 0 ? h.app : second.app, path, body, { key }),
      ),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
    expect(new Set(bodies.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await count(table)).toBe(before + 1);
  });

  it("deduplicates an identical keyless submission from the same address for ten minutes", async () => {
    const { path, table, body } = writes[kind]();
    const before = await count(table);
    try {
      const first = await post(h.app, path, body);
      clock = new Date(NOW.getTime() + 9 * 60_000);
      const again = await post(second.app, path, body);
      expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
      expect(await again.json()).toEqual(await first.json());
      expect(await count(table)).toBe(before + 1);
      // Past the window the same visitor's submission is processed again (not replayed).
      clock = new Date(NOW.getTime() + 11 * 60_000);
      const later = await post(h.app, path, body);
      expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
    } finally {
      clock = NOW;
    }
  });
});

describe("keyless deduplication", () => {
  it("keeps another address's identical page feedback, and the same one past the window", async () => {
    const { path, body } = writes["page feedback"]();
    const before = await h.database.db.$count(pageFeedbacks);
    try {
      expect((await post(h.app, path, body)).status).toBe(201);
      expect((await post(h.app, path, body, { from: "198.51.100.99" })).status).toBe(201);
      clock = new Date(NOW.getTime() + 11 * 60_000);
      expect((await post(h.app, path, body)).headers.get(REPLAYED_HEADER)).toBeNull();
      expect(await h.database.db.$count(pageFeedbacks)).toBe(before + 3);
    } finally {
      clock = NOW;
    }
  });
});

describe("Idempotency-Key", () => {
  it.each([["x".repeat(256)], ["has space"], ["tab\tinside"], ["é"]])(
    "refuses the key %j",
    async (key) => {
      const { path, body } = writes["page feedback"]();
      const response = await post(h.app, path, body, { key });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message: KEY_INVALID_MESSAGE,
        errors: { idempotency_key: [KEY_INVALID_MESSAGE] },
      });
    },
  );

  it("lets a corrected retry through after a 422 with the same key", async () => {
    const key = crypto.randomUUID();
    const { path, body } = writes["page feedback"]();
    expect((await post(h.app, path, { ...body, url: "not a url" }, { key })).status).toBe(422);
    // A 422 stores nothing, so the key is still free for the corrected form.
    expect((await post(h.app, path, body, { key })).status).toBe(201);
  });

  it("keeps neither the key nor the address, and encrypts the stored answer", async () => {
    const key = crypto.randomUUID();
    const { path, body } = writes.referral();
    await post(h.app, path, body, { key });
    const rows = await h.database.db.select().from(idempotentRequests);
    expect(rows.some((row) => row.key.includes(key))).toBe(false);
    expect(rows.some((row) => row.key.includes("203.0.113.7"))).toBe(false);
    for (const row of rows) expect(row.response).toMatch(/^v\d\./);
    const stored = rows.map((row) => row.response).join(" ");
    expect(stored).not.toContain(body.name);
    const [referral] = await h.database.db
      .select({ id: referrals.id })
      .from(referrals)
      .where(eq(referrals.serviceId, IDS.debtAdvice));
    expect(referral).toBeDefined();
  });
});

// The API process (`node src/main.ts`) on a PostgreSQL server and a Redis that this test starts
// and takes down: Redis hanging or stopping costs nothing but the shared rate limits; PostgreSQL
// stopped with `pg_ctl stop -m fast` while visitors' writes are in flight gets every request a
// 503 with Retry-After, the process lives on, and once the server is back requests succeed
// within seconds without a restart. No write is acknowledged without being stored, and each,
// resent with its Idempotency-Key, is stored exactly once.
//
// It needs Debian's postgresql and redis-server: without them it does not run (and the test
// script says so), except under CI, where it fails. It does not depend on the driver under test,
// so the script's PostgreSQL half leaves it out (`--exclude`).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIS_COMMAND_TIMEOUT_MS } from "../server.ts";
import type { ApiProcess } from "../test/api-process.ts";
import { startApi } from "../test/api-process.ts";
import type { PostgresServer, RedisServer } from "../test/servers.ts";
import {
  missingServerPackages,
  outageTestRuns,
  startPostgres,
  startRedis,
} from "../test/servers.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "./unavailable.ts";

/** How soon after PostgreSQL is back requests must succeed again (issue 44). */
const RECOVERY_BUDGET_MS = 5000;
/** At most this many writes are sent around the stop (a 503 comes back in milliseconds). */
const MAX_WRITES = 300;
const missing = missingServerPackages();
const runs = outageTestRuns();

type Answer = { status: number; headers: Headers; body: unknown; ms: number };
type Write = { key: string; path: string; body: Record<string, unknown>; first?: Answer };

describe.runIf(runs)("the API process through a Redis and a PostgreSQL outage", () => {
  let dir: string;
  let postgres: PostgresServer;
  let redis: RedisServer;
  let api: ApiProcess;
  let origin: string;
  /** What afterAll undoes, last started first. */
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    if (missing.length > 0) {
      throw new Error(
        `The outage test needs ${missing.join(" and ")} (apt-get install ${missing.join(" ")}; .ci/run installs them).`,
      );
    }
    dir = await mkdtemp(path.join(tmpdir(), "hub-api-outage-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    postgres = await startPostgres(dir);
    cleanups.push(() => postgres.stop());
    redis = await startRedis();
    cleanups.push(() => redis.stop());
    api = await startApi({
      API_TENANTS: "sutton",
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      API_DATA_DIR: path.join(dir, "api"),
      API_RATE_LIMIT: "100000",
    });
    cleanups.push(() => api.stop());
    origin = api.origin;
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }, 30_000);

  const alive = () => api.child.exitCode === null && api.child.signalCode === null;

  async function request(url: string, init: RequestInit = {}): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${origin}${url}`, { ...init, signal: AbortSignal.timeout(5000) });
    const text = await response.text();
    const body: unknown = text.startsWith("{") ? JSON.parse(text) : text;
    return {
      status: response.status,
      headers: response.headers,
      body,
      ms: performance.now() - started,
    };
  }
  const services = () => request("/sutton/core/v1/services?per_page=1");
  const send = (write: Write) =>
    request(`/sutton/core/v1${write.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": write.key },
      body: JSON.stringify(write.body),
    });

  it("keeps answering while Redis hangs and after it stops", async () => {
    redis.pause();
    const paused = await services();
    redis.resume();
    expect(paused.status).toBe(200);
    expect(paused.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1000);
    await redis.stop();
    expect((await services()).status).toBe(200);
    expect(alive()).toBe(true);
  }, 30_000);

  it("answers 503 while PostgreSQL is down, stores no write it did not acknowledge, and recovers", async () => {
    const listed = (await services()).body as { data: { id: string }[] };
    const serviceId = listed.data[0]?.id;
    expect(serviceId).toBeDefined();
    // Every pooled connection is open and idle, as on a busy server.
    await Promise.all(Array.from({ length: 10 }, () => services()));
    const writes: Write[] = [];
    const makeWrite = (i: number): Write =>
      i % 2 === 0
        ? {
            key: crypto.randomUUID(),
            path: "/page-feedbacks",
            body: {
              url: `https://example.org/outage/${i}`,
              feedback: "Wrong hours",
              name: null,
              email: null,
              phone: null,
            },
          }
        : {
            key: crypto.randomUUID(),
            path: "/referrals",
            body: {
              service_id: serviceId,
              name: `Visitor ${i}`,
              email: "visitor@example.org",
              phone: null,
              other_contact: null,
              postcode_outward_code: null,
              comments: null,
              referral_consented: true,
              feedback_consented: false,
            },
          };
    const counts = await rowCounts(postgres.url);

    // Writes keep coming, four at a time, from before the stop until the server is down.
    let sending = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (sending && writes.length < MAX_WRITES) {
        const write = makeWrite(writes.length);
        writes.push(write);
        write.first = await send(write);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await postgres.stop();
    sending = false;
    await Promise.all(writers);

    const down = await Promise.all([
      services(),
      request("/health"),
      send(makeWrite(writes.length)),
    ]);
    for (const answer of down) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(answer.body).toEqual({ message: "Service Unavailable" });
      expect(answer.ms).toBeLessThan(1000);
    }
    // Nothing was acknowledged that the server may not have stored, and nothing failed otherwise.
    const statuses = new Set(writes.map((write) => write.first?.status));
    expect([...statuses].every((status) => status === 201 || status === 503)).toBe(true);
    expect(writes.some((write) => write.first?.status === 201)).toBe(true);
    expect(alive()).toBe(true);

    await postgres.start();
    const back = performance.now();
    let recovered: Answer | undefined;
    while (performance.now() - back < RECOVERY_BUDGET_MS && recovered?.status !== 200) {
      recovered = await services();
      if (recovered.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered?.status).toBe(200);

    // Each write resent with its key: stored once, and a stored one is replayed, not redone.
    for (const write of writes) {
      const again = await send(write);
      expect(again.status).toBe(201);
      if (write.first?.status === 201) {
        expect(again.headers.get("idempotent-replayed")).toBe("true");
        expect(again.body).toEqual(write.first.body);
      }
    }
    const after = await rowCounts(postgres.url);
    const sent = (kind: string) => writes.filter((write) => write.path === kind).length;
    expect(after.feedbacks - counts.feedbacks).toBe(sent("/page-feedbacks"));
    expect(after.referrals - counts.referrals).toBe(sent("/referrals"));
    expect(after.duplicateUrls).toBe(0);
    expect(alive()).toBe(true);
    expect(api.logs.join("\n")).not.toMatch(/uncaught|unhandled|exiting/i);
  }, 30_000);

  // No connection was left checked out: the pools close at once.
  it("then shuts down cleanly", async () => {
    expect(await api.stop()).toBe(0);
  }, 10_000);
});

async function rowCounts(
  url: string,
): Promise<{ feedbacks: number; referrals: number; duplicateUrls: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      feedbacks: number;
      referrals: number;
      duplicate_urls: number;
    }>(
      `select (select count(*)::int from sutton.page_feedbacks) as feedbacks,
              (select count(*)::int from sutton.referrals) as referrals,
              (select count(*)::int from (select url from sutton.page_feedbacks group by url
                 having count(*) > 1) as twice) as duplicate_urls`,
    );
    const [row] = rows;
    return {
      feedbacks: row?.feedbacks ?? 0,
      referrals: row?.referrals ?? 0,
      duplicateUrls: row?.duplicate_urls ?? 0,
    };
  } finally {
    await client.end();
  }
}

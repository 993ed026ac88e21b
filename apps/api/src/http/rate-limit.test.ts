// The rate limit per client address, in memory and in Redis (TEST_REDIS_URL): Laravel's headers
// and 429, one budget per client behind trusted proxies, forged X-Forwarded-For entries ignored,
// and, on Redis, two app instances with their own limiter objects sharing one client's budget.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import { redisTestUrl } from "../test/redis.ts";
import { parseTrustedProxies } from "./client-address.ts";
import { createRateLimitStore } from "./rate-limit.ts";
import type { RateLimitStore } from "./rate-limit.ts";

let h: Harness;
let redis: Redis | undefined;
const redisUrl = redisTestUrl();

beforeAll(async () => {
  h = await startHarness(fixtureDataset());
  if (redisUrl) {
    redis = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false });
    await redis.connect();
  }
}, 60_000);

afterAll(async () => {
  await h.close();
  redis?.disconnect();
});

const BASE = "http://localhost/sutton/core/v1";

type StoreCase = [string, (limit: number) => RateLimitStore];
const stores: StoreCase[] = [
  ["memory", (limit) => createRateLimitStore({ limit })],
  ...(redisUrl
    ? [
        [
          "Redis",
          (limit: number) =>
            createRateLimitStore({
              limit,
              redis,
              keyPrefix: `test:${randomBytes(6).toString("hex")}`,
            }),
        ] satisfies StoreCase,
      ]
    : []),
];

/** A request from `peer` (the socket) with an optional X-Forwarded-For. */
function from(app: ReturnType<typeof createApp>, peer: string, forwardedFor?: string) {
  return app.request(
    `${BASE}/tags`,
    { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} },
    { incoming: { socket: { remoteAddress: peer } } },
  );
}

describe.each(stores)("the rate limit in %s", (_kind, store) => {
  it("answers with Laravel's headers, then 429 with Retry-After", async () => {
    const app = createApp({ tenants: [h.tenant], rateLimit: 2, rateLimitStore: store(2) });
    const [first, second, third] = [
      await from(app, "203.0.113.1"),
      await from(app, "203.0.113.1"),
      await from(app, "203.0.113.1"),
    ];
    expect(first.headers.get("x-ratelimit-limit")).toBe("2");
    expect(first.headers.get("x-ratelimit-remaining")).toBe("1");
    expect(second.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ message: "Too Many Attempts." });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(third.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(Number(third.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
  });

  it("keeps one budget per visitor the site forwards, however the header is forged", async () => {
    const app = createApp({ tenants: [h.tenant], rateLimit: 1, rateLimitStore: store(1) });
    // The site on the same machine is a trusted hop; the visitor wrote the leftmost entries.
    expect((await from(app, "127.0.0.1", "198.51.100.1")).status).toBe(200);
    expect((await from(app, "127.0.0.1", "198.51.100.2")).status).toBe(200);
    expect((await from(app, "127.0.0.1", "198.51.100.1")).status).toBe(429);
    expect((await from(app, "127.0.0.1", "10.1.2.3, 198.51.100.1")).status).toBe(429);
  });

  it("ignores X-Forwarded-For from a peer it does not trust", async () => {
    const app = createApp({ tenants: [h.tenant], rateLimit: 1, rateLimitStore: store(1) });
    expect((await from(app, "203.0.113.50", "198.51.100.9")).status).toBe(200);
    expect((await from(app, "203.0.113.50", "198.51.100.10")).status).toBe(429);
  });

  it("trusts the hops it is told to", async () => {
    const app = createApp({
      tenants: [h.tenant],
      rateLimit: 1,
      rateLimitStore: store(1),
      trustedProxies: parseTrustedProxies("10.0.0.0/8"),
    });
    expect((await from(app, "10.0.0.7", "6.6.6.6, 198.51.100.20")).status).toBe(200);
    expect((await from(app, "10.0.0.8", "7.7.7.7, 198.51.100.20")).status).toBe(429);
    expect((await from(app, "10.0.0.8", "198.51.100.21")).status).toBe(200);
  });
});

describe.each(redisUrl ? [redisUrl] : [])("the rate limit shared through Redis at %s", (url) => {
  it("gives two API processes one budget per client", async () => {
    const prefix = `test:${randomBytes(6).toString("hex")}`;
    // Each app has its own limiter object and its own connection, as two processes would.
    const second = new Redis(url, { lazyConnect: true, enableOfflineQueue: false });
    await second.connect();
    try {
      const apps = [redis, second].map((client) =>
        createApp({
          tenants: [h.tenant],
          rateLimit: 3,
          rateLimitStore: createRateLimitStore({ limit: 3, redis: client, keyPrefix: prefix }),
        }),
      );
      const statuses = [];
      for (const app of [...apps, ...apps, ...apps]) {
        statuses.push((await from(app, "127.0.0.1", "198.51.100.30")).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      second.disconnect();
    }
  });
});

import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testRedis } from "../test/redis.ts";
import {
  CACHE_TTL,
  createRedisStore,
  MAX_ENTRY_AGE_SECONDS,
  SWEEP_INTERVAL_MS,
} from "./redis-store.ts";

type Store = ReturnType<typeof createRedisStore>;
type Value = Parameters<Store["set"]>[1];

describe("the entries' lifetimes", () => {
  it.each([
    { name: "a search's answer", staleAge: 60, expireAge: 90 },
    { name: "a page", staleAge: 300, expireAge: 450 },
    { name: "a geocoded postcode", staleAge: 86_400, expireAge: 129_600 },
    {
      name: "an entry without revalidate",
      staleAge: CACHE_TTL.defaultStaleAge,
      expireAge: 129_600,
    },
    { name: "a year-long revalidate", staleAge: 31_536_000, expireAge: MAX_ENTRY_AGE_SECONDS },
  ])("$name expires after $expireAge s", ({ staleAge, expireAge }) => {
    expect(CACHE_TTL.estimateExpireAge(staleAge)).toBe(expireAge);
  });
});

const redis = testRedis();

describe.runIf(redis !== null)("the Redis store", () => {
  const client = redis!;
  const prefixes: string[] = [];
  // The library refuses commands until the client is ready.
  beforeAll(async () => {
    await client.ping();
  });
  afterAll(async () => {
    for (const prefix of prefixes) {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
    }
    client.disconnect();
  });

  function storeWith(clock: { now: number }) {
    const keyPrefix = `hub:test:${randomUUID()}:`;
    prefixes.push(keyPrefix);
    const store = createRedisStore({
      redis: client,
      keyPrefix,
      timeoutMs: 1000,
      now: () => clock.now,
    });
    return { store, keyPrefix };
  }

  /** An entry as the library's `CacheHandler` passes it, expiring `inSeconds` from now. */
  function entry(tags: string[], inSeconds: number): Value {
    const lastModifiedAt = Math.floor(Date.now() / 1000);
    return {
      lastModified: Date.now(),
      tags,
      lifespan: {
        lastModifiedAt,
        staleAt: lastModifiedAt + inSeconds,
        expireAt: lastModifiedAt + inSeconds,
        staleAge: inSeconds,
        expireAge: inSeconds,
        revalidate: inSeconds,
      },
      value: { kind: "FETCH", data: { headers: {}, body: "{}", url: "" }, revalidate: inSeconds },
    } as unknown as Value;
  }

  /** Every key under the prefix with its time to live in seconds (-1: never expires). */
  async function lifetimes(keyPrefix: string): Promise<Record<string, number>> {
    const keys = await client.keys(`${keyPrefix}*`);
    const ttls = await Promise.all(keys.map((key) => client.ttl(key)));
    return Object.fromEntries(
      keys.map((key, index) => [key.slice(keyPrefix.length), ttls[index] ?? -2]),
    );
  }

  it("gives every key it writes an expiry, the hashes beside the entries included", async () => {
    const { store, keyPrefix } = storeWith({ now: Date.now() });
    await store.set("answer-a", entry(["services"], 90));
    await store.set("page-b", entry(["service:b", "_N_T_/undecided/services/b"], 450));
    await store.revalidateTag("_N_T_/undecided/services/c");
    const found = await lifetimes(keyPrefix);
    expect(Object.keys(found).length).toBeGreaterThanOrEqual(4);
    for (const [key, ttl] of Object.entries(found)) {
      expect(ttl, key).toBeGreaterThan(0);
      expect(ttl, key).toBeLessThanOrEqual(MAX_ENTRY_AGE_SECONDS);
    }
  });

  it("has the fields of expired entries dropped from its hashes once an interval", async () => {
    const clock = { now: Date.now() };
    const { store, keyPrefix } = storeWith(clock);
    await store.set("gone", entry(["services"], -5));
    const hash = `${keyPrefix}__sharedTags__`;
    expect(await client.hexists(hash, "gone")).toBe(1);
    // Within the interval nothing is swept; past it, the next write sweeps.
    await store.set("kept-1", entry(["services"], 90));
    expect(await client.hexists(hash, "gone")).toBe(1);
    clock.now += SWEEP_INTERVAL_MS;
    await store.set("kept-2", entry(["services"], 90));
    await expect.poll(() => client.hexists(hash, "gone")).toBe(0);
    expect(await client.hkeys(hash)).toEqual(expect.arrayContaining(["kept-1", "kept-2"]));
  });

  it("still answers what it stored, and forgets what a tag revalidates", async () => {
    const { store } = storeWith({ now: Date.now() });
    await store.set("page-a", entry(["service:a"], 450));
    expect(await store.get("page-a", { implicitTags: [] })).toMatchObject({ tags: ["service:a"] });
    await store.revalidateTag("service:a");
    expect(await store.get("page-a", { implicitTags: [] })).toBeNull();
  });
});

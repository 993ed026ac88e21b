import { describe, expect, it } from "vitest";

import { REDIS_RECONNECT_MAX_MS } from "@hub/config/redis";

import { canStartRedis, startRedisServer } from "../test/redis.ts";
import { createRedisClient, sharedStateReachable } from "./redis.ts";

describe("sharedStateReachable without REDIS_URL", () => {
  it("is this process's memory, always within reach", () => {
    expect(sharedStateReachable({})).toBe(true);
  });
});

/** How long Redis stays away: ioredis's own schedule would be waiting seconds between tries. */
const OUTAGE_MS = 5000;

describe.runIf(canStartRedis)("the site's Redis client across an outage", () => {
  it("is back within a second of Redis's return, and says whether it can reach it", async () => {
    const server = await startRedisServer();
    const client = createRedisClient(server.url);
    const env = { REDIS_URL: server.url };
    try {
      await expect.poll(() => client.status, { timeout: 10_000 }).toBe("ready");
      // The process's own client (`redisFromEnv`) connects as the site's would.
      await expect.poll(() => sharedStateReachable(env), { timeout: 10_000 }).toBe(true);
      await server.stop();
      await expect.poll(() => sharedStateReachable(env), { timeout: 5000 }).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      await server.start();
      const back = Date.now();
      await expect.poll(() => client.status, { timeout: 10_000, interval: 20 }).toBe("ready");
      expect(Date.now() - back).toBeLessThan(REDIS_RECONNECT_MAX_MS + 500);
      await expect.poll(() => sharedStateReachable(env), { interval: 20 }).toBe(true);
    } finally {
      client.disconnect();
      await server.stop();
    }
  }, 30_000);
});

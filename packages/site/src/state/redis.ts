// The one Redis connection of a site process, when `REDIS_URL` is set: Next's cache, the visitor
// limits and form replay keys all use it (docs/decisions/0007). Only plain RESP commands are
// sent, so any RESP server (Redis, Valkey) will do.
import { reconnectDelayMs } from "@hub/config/redis";
import { Redis } from "ioredis";

import { processWide } from "../next-internals/index.ts";

/** How long one command may wait for Redis before the caller carries on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * A client as the site uses one: a command Redis cannot take fails at once, and the process says
 * once when it loses Redis and once when it has it back (ioredis keeps reconnecting meanwhile).
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    connectionName: "hub-site",
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // A down Redis makes callers fall back at once rather than queue behind a reconnect.
    enableOfflineQueue: false,
    // Back within half a second of Redis's return, sharing the cache and purges again.
    retryStrategy: reconnectDelayMs,
  });
  let lost = false;
  client.on("error", (error: Error) => {
    if (lost) return;
    lost = true;
    console.error(`redis: cannot reach Redis (${error.message}); shared state falls back`);
  });
  client.on("ready", () => {
    if (!lost) return;
    lost = false;
    console.error("redis: reached Redis again");
  });
  return client;
}

/**
 * Whether the state shared with the other replicas can be reached now: true without `REDIS_URL`
 * (this process's memory is all there is), else whether the client is connected.
 */
export function sharedStateReachable(
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  const redis = redisFromEnv(env);
  return redis === null || redis.status === "ready";
}

/** The process's Redis client for `REDIS_URL`, or null when it is unset (memory is used instead). */
export function redisFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Redis | null {
  const url = env.REDIS_URL;
  if (url === undefined || url === "") return null;
  return processWide("state/redis", () => createRedisClient(url));
}

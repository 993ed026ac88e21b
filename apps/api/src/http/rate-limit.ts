// Requests per minute per client address, with Laravel's headers: every response carries
// X-RateLimit-Limit / -Remaining / -Reset; a refused one is 429 `Too Many Attempts.` with
// Retry-After. The counters live in rate-limiter-flexible: in Redis when REDIS_URL is set (so every
// API process shares one budget per client), else in this process's memory.
import type { Redis } from "ioredis";
import type { MiddlewareHandler } from "hono";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Logger } from "pino";
import type { AppEnv } from "./env.ts";
import { HttpError } from "./errors.ts";

export type RateLimitDecision = {
  allowed: boolean;
  /** Requests left in the window after this one. */
  remaining: number;
  /** Until the window resets. */
  msBeforeReset: number;
};

/** One request counted against a client's budget. */
export type RateLimitStore = {
  readonly kind: "memory" | "redis";
  consume(key: string): Promise<RateLimitDecision>;
};

export type RateLimitStoreOptions = {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds?: number;
  /** Share the counters through this client; without one they stay in memory. */
  redis?: Redis | undefined;
  /** Namespace of the Redis keys (tests use their own). */
  keyPrefix?: string;
  logger?: Logger;
};

export const RATE_LIMIT_KEY_PREFIX = "hub-api:rate-limit";

export function createRateLimitStore(options: RateLimitStoreOptions): RateLimitStore {
  const common = {
    points: options.limit,
    duration: options.windowSeconds ?? 60,
    keyPrefix: options.keyPrefix ?? RATE_LIMIT_KEY_PREFIX,
  };
  const memory = new RateLimiterMemory(common);
  if (!options.redis) return { kind: "memory", consume: (key) => consume(memory, key) };
  const logger = options.logger;
  const redis = new RateLimiterRedis({
    ...common,
    storeClient: options.redis,
    // Redis down: each process limits on its own rather than letting everything through or
    // refusing everything. The error is logged once per outage.
    insuranceLimiter: memory,
  });
  let degraded = false;
  options.redis.on("error", (error: Error) => {
    if (degraded) return;
    degraded = true;
    logger?.warn({ error: error.message }, "rate limits fall back to memory: Redis unreachable");
  });
  options.redis.on("ready", () => {
    degraded = false;
  });
  return { kind: "redis", consume: (key) => consume(redis, key) };
}

async function consume(
  limiter: RateLimiterMemory | RateLimiterRedis,
  key: string,
): Promise<RateLimitDecision> {
  try {
    const result = await limiter.consume(key);
    return { allowed: true, remaining: result.remainingPoints, msBeforeReset: result.msBeforeNext };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, remaining: 0, msBeforeReset: rejection.msBeforeNext };
    }
    throw rejection;
  }
}

/** Counts each request against `c.var.clientAddress`. */
export function rateLimit(options: {
  limit: number;
  store: RateLimitStore;
  clock?: () => number;
}): MiddlewareHandler<AppEnv> {
  const clock = options.clock ?? Date.now;
  return async (c, next) => {
    const decision = await options.store.consume(c.var.clientAddress);
    const headers = {
      "X-RateLimit-Limit": String(options.limit),
      "X-RateLimit-Remaining": String(decision.remaining),
      "X-RateLimit-Reset": String(Math.ceil((clock() + decision.msBeforeReset) / 1000)),
    };
    if (!decision.allowed) {
      throw new HttpError(429, "Too Many Attempts.", {
        headers: {
          ...headers,
          "Retry-After": String(Math.max(Math.ceil(decision.msBeforeReset / 1000), 1)),
        },
      });
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}

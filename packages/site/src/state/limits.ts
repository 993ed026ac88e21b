// How often one visitor may do an expensive or consequential thing on the site: send a form,
// search. Counted per visitor address (request-context.ts) in Redis when `REDIS_URL` is set, so
// every replica counts together, and in memory otherwise (`rate-limiter-flexible`; it falls back
// to memory by itself while Redis cannot be reached).
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimiterAbstract } from "rate-limiter-flexible";

import { processWide } from "../next-internals/index.ts";
import { redisFromEnv } from "./redis.ts";

export type Limit = { points: number; durationSeconds: number };

/**
 * The site's limits per visitor: a person sends a few forms a minute at most; `search` and
 * `lookup` count every request that asks the API something (proxy/internal-path.ts's routes).
 */
export const LIMITS = {
  referral: { points: 5, durationSeconds: 60 },
  feedback: { points: 10, durationSeconds: 60 },
  signUp: { points: 5, durationSeconds: 60 },
  search: { points: 60, durationSeconds: 60 },
  lookup: { points: 60, durationSeconds: 60 },
  cspReport: { points: 30, durationSeconds: 60 },
} as const satisfies Record<string, Limit>;
export type LimitName = keyof typeof LIMITS;

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type VisitorLimiter = { consume(visitor: string): Promise<LimitOutcome> };

export function createLimiter(limiter: RateLimiterAbstract): VisitorLimiter {
  return {
    async consume(visitor) {
      try {
        await limiter.consume(visitor);
        return { allowed: true };
      } catch (outcome) {
        if (!(outcome instanceof RateLimiterRes)) throw outcome;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
        };
      }
    },
  };
}

/** A limiter for `limit`, in Redis under `keyPrefix` when there is a client, else in memory. */
export function limiterFor(limit: Limit, keyPrefix: string, redis: Redis | null): VisitorLimiter {
  const options = { points: limit.points, duration: limit.durationSeconds, keyPrefix };
  if (redis === null) return createLimiter(new RateLimiterMemory(options));
  return createLimiter(
    new RateLimiterRedis({
      ...options,
      storeClient: redis,
      // While Redis cannot be reached each replica counts on its own rather than letting all through.
      insuranceLimiter: new RateLimiterMemory(options),
    }),
  );
}

/**
 * This process's limiter for one of the site's limits (`scope` keeps one site's counts apart from
 * another's on a shared Redis). Next bundles each route separately, so limiters are kept once per
 * process (next-internals/process-wide.ts).
 */
export function visitorLimiter(
  name: LimitName,
  scope: string,
  redis: Redis | null = redisFromEnv(),
): VisitorLimiter {
  const limiters = processWide("state/limits", () => new Map<string, VisitorLimiter>());
  const key = `hub:limit:${scope}:${name}`;
  let limiter = limiters.get(key);
  if (limiter === undefined) {
    limiter = limiterFor(LIMITS[name], key, redis);
    limiters.set(key, limiter);
  }
  return limiter;
}

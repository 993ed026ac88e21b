// Per-client fixed-window rate limit with Laravel's headers: every response carries
// X-RateLimit-Limit / -Remaining / -Reset; a refused one is 429 with Retry-After.
import type { MiddlewareHandler } from "hono";
import { HttpError } from "./errors.ts";

export type RateLimitOptions = {
  /** Requests allowed per window. */
  limit: number;
  windowMs?: number;
  /** Who is asking (an IP address); requests with the same key share a budget. */
  clientKey: (request: { header(name: string): string | undefined; env: unknown }) => string;
  clock?: () => number;
};

type Bucket = { count: number; resetAt: number };

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const windowMs = options.windowMs ?? 60_000;
  const clock = options.clock ?? Date.now;
  const buckets = new Map<string, Bucket>();
  let lastSweep = clock();
  return async (c, next) => {
    const now = clock();
    if (now - lastSweep > windowMs) {
      for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key);
      lastSweep = now;
    }
    const key = options.clientKey({ header: (name) => c.req.header(name), env: c.env });
    let bucket = buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      bucket = { count: 0, resetAt: now + windowMs };
      buckets.set(key, bucket);
    }
    bucket.count += 1;
    const headers = {
      "X-RateLimit-Limit": String(options.limit),
      "X-RateLimit-Remaining": String(Math.max(options.limit - bucket.count, 0)),
      "X-RateLimit-Reset": String(Math.ceil(bucket.resetAt / 1000)),
    };
    if (bucket.count > options.limit) {
      throw new HttpError(429, "Too Many Attempts.", {
        headers: { ...headers, "Retry-After": String(Math.ceil((bucket.resetAt - now) / 1000)) },
      });
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}

/**
 * The client's address: the socket's remote address under @hono/node-server, or the first
 * `X-Forwarded-For` hop when the server sits behind a trusted proxy.
 */
export function clientAddress(trustProxy: boolean) {
  return (request: { header(name: string): string | undefined; env: unknown }): string => {
    if (trustProxy) {
      const forwarded = request.header("x-forwarded-for")?.split(",")[0]?.trim();
      if (forwarded) return forwarded;
    }
    const env = request.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    return env?.incoming?.socket?.remoteAddress ?? "unknown";
  };
}

// When a call is retried, and how long it may wait: the hub's retry policy.
import type { ApiError, HttpMethod } from "./errors.ts";
import type { CallOptions } from "./types.ts";

/** The only statuses that are retried. */
export const RETRY_STATUS_CODES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
/** Methods that are not retried unless a call asks for it. */
export const NON_IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set([
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
]);
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Retries of a call that does not say, unless its method is non-idempotent (then none). */
export const DEFAULT_RETRIES = 1;
/**
 * The longest `Retry-After` a retry waits for. An answer asking for longer fails at once: the
 * API has said when it will serve again, and no page can wait that long.
 */
export const MAX_RETRY_AFTER_MS = 3000;

/**
 * `Retry-After` in milliseconds: delta-seconds or an HTTP date; undefined when absent or
 * unreadable.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * A retryable status, or no response at all (network failure, timeout). A call the caller
 * aborted, a response that failed its schema (asking again gives the same answer) and an answer
 * whose `Retry-After` is longer than `maxRetryAfterMs` are never retried.
 */
export function isRetryable(error: ApiError, call: CallOptions, maxRetryAfterMs: number): boolean {
  if (call.signal?.aborted === true) return false;
  if (error.kind === "network" || error.kind === "timeout") return true;
  if (error.retryAfterMs !== undefined && error.retryAfterMs > maxRetryAfterMs) return false;
  return error.kind === "http" && RETRY_STATUS_CODES.has(error.status);
}

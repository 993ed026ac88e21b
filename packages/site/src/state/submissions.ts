// Nothing a visitor submits is sent twice. A submission carries a token minted with the form; the
// first POST with a token sends it to the API (with the token as its `Idempotency-Key`), and any
// later POST with the same token (a double click, a resubmission from the browser history, the
// same form posted again to another replica or after a restart) gets the first one's outcome
// instead. In Redis when `REDIS_URL` is set, so every replica sees every token; in memory
// otherwise (docs/decisions/0007). While Redis cannot be reached, a form is still sent: each
// process then remembers its own tokens, and the API, which keeps every `Idempotency-Key` in its
// database, stores a token's submission once whichever process sends it (docs/decisions/0051).
import { randomUUID } from "node:crypto";

import type { Redis } from "ioredis";

import { processWide } from "../next-internals/index.ts";
import { redisFromEnv } from "./redis.ts";

export function newSubmissionToken(): string {
  return randomUUID();
}

export type SubmissionStore<T> = {
  /** `submit()`'s outcome for `token`: the first call runs it, later calls share its result. */
  run(token: string, submit: () => Promise<T>): Promise<T>;
};

/** How long a sent submission is remembered: as long as the form's answers are kept. */
export const SUBMISSION_TTL_MS = 2 * 60 * 60 * 1000;

export type MemoryStoreOptions = {
  ttlMs?: number;
  /** The oldest entries are forgotten beyond this many. */
  maxEntries?: number;
  now?: () => number;
};

export function createMemorySubmissionStore<T>(
  options: MemoryStoreOptions = {},
): SubmissionStore<T> {
  const { ttlMs = SUBMISSION_TTL_MS, maxEntries = 10_000, now = Date.now } = options;
  const entries = new Map<string, { result: Promise<T>; expiresAt: number }>();

  function forgetExpired(at: number) {
    for (const [token, entry] of entries) {
      if (entry.expiresAt > at && entries.size < maxEntries) break;
      entries.delete(token);
    }
  }

  return {
    run(token, submit) {
      const at = now();
      forgetExpired(at);
      const existing = entries.get(token);
      if (existing !== undefined) return existing.result;
      const result = submit();
      entries.set(token, { result, expiresAt: at + ttlMs });
      // A failed submission (API down, validation) may be tried again with the same token.
      result.catch(() => {
        if (entries.get(token)?.result === result) entries.delete(token);
      });
      return result;
    },
  };
}

/** The submission is still being sent by another request; the visitor is asked to wait. */
export class SubmissionInFlightError extends Error {
  override readonly name = "SubmissionInFlightError";
}

export type RedisStoreOptions = {
  redis: Redis;
  /** Keeps one form's tokens apart from another's (and one site's from another's). */
  namespace: string;
  /** Where this process keeps tokens while Redis cannot be reached. */
  fallback?: SubmissionStore<unknown>;
  ttlMs?: number;
  /** How long a submission may be in flight before another request may send it again. */
  inFlightMs?: number;
  /** How long a replay waits for the first request's outcome. */
  waitMs?: number;
  pollMs?: number;
};

const IN_FLIGHT = "in-flight";

/** What Redis holds for a token: nothing (this request claimed it), a send in flight, or a result. */
type Claim<T> =
  { state: "claimed" } | { state: "in-flight" | "gone" } | { state: "sent"; result: T };

export function createRedisSubmissionStore<T>({
  redis,
  namespace,
  fallback = createMemorySubmissionStore(),
  ttlMs = SUBMISSION_TTL_MS,
  inFlightMs = 30_000,
  waitMs = 15_000,
  pollMs = 100,
}: RedisStoreOptions): SubmissionStore<T> {
  const keyOf = (token: string) => `hub:submission:${namespace}:${token}`;
  const withoutRedis = fallback as SubmissionStore<T>;

  async function send(key: string, submit: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await submit();
    } catch (error) {
      // Not sent: the same token may be tried again (once the claim expires, should Redis fail).
      await redis.del(key).catch(() => undefined);
      throw error;
    }
    // Sent. Should Redis fail now, a replay is still stored once: the API keeps the token.
    await redis.set(key, JSON.stringify({ result }), "PX", ttlMs).catch(() => undefined);
    return result;
  }

  /** SET NX is atomic: of two replicas racing, exactly one claims the token and sends. */
  async function claim(key: string): Promise<Claim<T>> {
    if ((await redis.set(key, IN_FLIGHT, "PX", inFlightMs, "NX")) === "OK") {
      return { state: "claimed" };
    }
    const stored = await redis.get(key);
    if (stored === null) return { state: "gone" };
    if (stored === IN_FLIGHT) return { state: "in-flight" };
    return { state: "sent", result: (JSON.parse(stored) as { result: T }).result };
  }

  return {
    async run(token, submit) {
      const key = keyOf(token);
      const deadline = Date.now() + waitMs;
      for (;;) {
        let found: Claim<T>;
        try {
          found = await claim(key);
        } catch {
          // Redis cannot be reached: send all the same, remembered in this process.
          return withoutRedis.run(token, submit);
        }
        if (found.state === "claimed") return send(key, submit);
        if (found.state === "sent") return found.result;
        if (Date.now() >= deadline)
          throw new SubmissionInFlightError(`${token} is still being sent`);
        // A claim that was just released is tried again at once.
        if (found.state === "in-flight")
          await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}

/**
 * The store of one form's submissions for this process: shared through Redis when `REDIS_URL` is
 * set. Next bundles each route separately, so stores are kept once per process
 * (next-internals/process-wide.ts), one per namespace.
 */
export function submissionStore<T>(
  namespace: string,
  redis: Redis | null = redisFromEnv(),
): SubmissionStore<T> {
  const stores = processWide(
    "state/submissions",
    () => new Map<string, SubmissionStore<unknown>>(),
  );
  let store = stores.get(namespace);
  if (store === undefined) {
    store =
      redis === null
        ? createMemorySubmissionStore()
        : createRedisSubmissionStore({ redis, namespace });
    stores.set(namespace, store);
  }
  return store as SubmissionStore<T>;
}

// Next's cache in Redis, shared by every replica: the `redis-strings` handler of
// `@fortedigital/nextjs-cache-handler`, with every key it writes expiring (docs/decisions/0051).
// Its entries expire by themselves (`EXPIREAT`), at most `MAX_ENTRY_AGE_SECONDS` after they were
// written (the `ttl` options below). The hashes it keeps beside them (each entry's tags and
// expiry, the times tags were revalidated) have no expiry of their own and gain a field per entry
// ever written, so this handler gives them one, renewed on each write, and has the library drop
// the fields of expired entries once a minute. A hash that expires early only turns the entries
// it described into misses: the library treats an entry missing from it as absent.
import type { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import type { Redis } from "ioredis";

/** The longest an entry lives: a day stale (the geocoder's), then half again, rounded up. */
export const MAX_ENTRY_AGE_SECONDS = 2 * 24 * 60 * 60;

/**
 * The library's `ttl` options: an entry without a `revalidate` of its own goes stale after a day;
 * each expires half its stale age after that (the library's rule), and never later than
 * `MAX_ENTRY_AGE_SECONDS` after it was written.
 */
export const CACHE_TTL = {
  defaultStaleAge: 24 * 60 * 60,
  estimateExpireAge: (staleAge: number) =>
    Math.min(Math.ceil(staleAge * 1.5), MAX_ENTRY_AGE_SECONDS),
};

/** How often a process has the library drop the fields of expired entries from its hashes. */
export const SWEEP_INTERVAL_MS = 60_000;

/** The hashes beside the entries: two named here (the library's options), one by the library. */
const TAGS_HASH = "__sharedTags__";
const TAG_TTLS_HASH = "__sharedTagsTtl__";
/** The library's hash of revalidated tags' times: not an option; a test holds it to the library. */
const REVALIDATED_TAGS_HASH = "__revalidated_tags__";

export type RedisStoreOptions = {
  redis: Redis;
  /** Every key starts with it: the build's (docs/decisions/0007). */
  keyPrefix: string;
  timeoutMs: number;
  now?: () => number;
};

/** The handler for `CacheHandler.onCreation`'s `handlers`. */
export function createRedisStore({
  redis,
  keyPrefix,
  timeoutMs,
  now = Date.now,
}: RedisStoreOptions): Handler {
  const store = createRedisHandler({
    client: ioredisAdapter(redis),
    keyPrefix,
    sharedTagsKey: TAGS_HASH,
    sharedTagsTtlKey: TAG_TTLS_HASH,
    timeoutMs,
  });
  const hashes = [TAGS_HASH, TAG_TTLS_HASH, REVALIDATED_TAGS_HASH].map((hash) => keyPrefix + hash);
  let sweptAt = now();

  /** Outlives every entry a hash describes: each was written before now, to expire by then. */
  async function expireHashes(): Promise<void> {
    const pipeline = redis.pipeline();
    for (const hash of hashes) pipeline.expire(hash, MAX_ENTRY_AGE_SECONDS);
    await pipeline.exec();
  }

  /** The library's own sweep (its `prepare`), in the background, at most once an interval. */
  function sweepWhenDue(): void {
    if (now() - sweptAt < SWEEP_INTERVAL_MS) return;
    sweptAt = now();
    // A failed sweep leaves fields the next one drops; the hashes expire whatever happens.
    store.prepare?.().catch(() => undefined);
  }

  return {
    ...store,
    name: "hub-redis",
    async set(key, value, context) {
      await store.set(key, value, context);
      await expireHashes();
      sweepWhenDue();
    },
    async revalidateTag(tag) {
      await store.revalidateTag(tag);
      await expireHashes();
    },
  };
}

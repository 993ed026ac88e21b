// The Redis the shared-state tests run against: `TEST_REDIS_URL` (CI starts one). Without it the
// Redis half of those tests is not run, and the run says so.
import { Redis } from "ioredis";

const url = process.env.TEST_REDIS_URL;

if (url === undefined || url === "") {
  console.warn("TEST_REDIS_URL is not set: the Redis half of the shared-state tests did not run.");
}

/** A connected client on its own database number, or null without `TEST_REDIS_URL`. */
export function testRedis(): Redis | null {
  if (url === undefined || url === "") return null;
  return new Redis(url, { maxRetriesPerRequest: 1 });
}

/** The backends a shared-state test runs against: memory always, Redis when there is one. */
export function backends<T>(memory: () => T, redis: (client: Redis) => T) {
  const client = testRedis();
  return [
    { backend: "memory", make: memory },
    ...(client === null ? [] : [{ backend: "redis", make: () => redis(client) }]),
  ];
}

// The Redis server tests may use: `TEST_REDIS_URL`, like TEST_DATABASE_URL. Unset, the Redis
// cases of a table are left out and `scripts/test.ts` says so at the end of the run.
export function redisTestUrl(env = process.env): string | undefined {
  const url = env.TEST_REDIS_URL?.trim();
  return url === undefined || url === "" ? undefined : url;
}

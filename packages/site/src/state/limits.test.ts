import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { backends } from "../test/redis.ts";
import { limiterFor } from "./limits.ts";

const limit = { points: 3, durationSeconds: 60 };

// Each limiter a test makes stands for one replica; Redis ones share a prefix, as a site's do.
const limiters = backends(
  () => {
    const limiter = limiterFor(limit, `test-${randomUUID()}`, null);
    return () => limiter;
  },
  (redis) => {
    const prefix = `test-${randomUUID()}`;
    return () => limiterFor(limit, prefix, redis);
  },
);

describe.each(limiters)("a visitor limiter in $backend", ({ make }) => {
  it("lets a visitor use the limit, then says when to try again, across replicas", async () => {
    const replica = make();
    const [one, two] = [replica(), replica()];
    const outcomes = [];
    for (const limiter of [one, two, one, two]) outcomes.push(await limiter.consume("203.0.113.1"));
    expect(outcomes.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    const refused = outcomes[3];
    expect(refused?.allowed).toBe(false);
    if (refused?.allowed === false) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it("counts each visitor on their own", async () => {
    const limiter = make()();
    for (let index = 0; index < 3; index += 1) await limiter.consume("203.0.113.2");
    expect(await limiter.consume("203.0.113.2")).toMatchObject({ allowed: false });
    expect(await limiter.consume("203.0.113.3")).toEqual({ allowed: true });
  });
});

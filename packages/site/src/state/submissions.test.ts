import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { backends, canStartRedis, startRedisServer, testRedis } from "../test/redis.ts";
import { createRedisClient } from "./redis.ts";
import {
  createMemorySubmissionStore,
  createRedisSubmissionStore,
  newSubmissionToken,
  SubmissionInFlightError,
} from "./submissions.ts";
import type { SubmissionStore } from "./submissions.ts";

// Each store a test makes stands for one replica; Redis stores share one namespace per test, as
// the replicas of one site do.
const stores = backends(
  () => {
    const store = createMemorySubmissionStore<string>();
    return () => store;
  },
  (redis) => {
    const namespace = `test-${randomUUID()}`;
    return () => createRedisSubmissionStore<string>({ redis, namespace, pollMs: 5 });
  },
);

describe.each(stores)("a submission store in $backend", ({ make }) => {
  it("sends a token's submission once, even when the POSTs race", async () => {
    const replica = make();
    const [one, two] = [replica(), replica()];
    let sent = 0;
    const submit = async () => {
      sent += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return `ref-${sent}`;
    };
    const results = await Promise.all([one.run("a", submit), two.run("a", submit)]);
    const again = await replica().run("a", submit);
    expect({ results, again, sent }).toEqual({
      results: ["ref-1", "ref-1"],
      again: "ref-1",
      sent: 1,
    });
  });

  it("lets a failed submission be tried again with the same token", async () => {
    const store: SubmissionStore<string> = make()();
    await expect(store.run("b", () => Promise.reject(new Error("API down")))).rejects.toThrow(
      "API down",
    );
    await expect(store.run("b", () => Promise.resolve("ref"))).resolves.toBe("ref");
  });

  it("keeps tokens apart", async () => {
    const store = make()();
    await store.run("c", () => Promise.resolve("first"));
    await expect(store.run("d", () => Promise.resolve("second"))).resolves.toBe("second");
  });
});

describe("createMemorySubmissionStore", () => {
  it.each([
    { name: "after its time", advance: 1001, maxEntries: 10, expected: "second" },
    { name: "within its time", advance: 999, maxEntries: 10, expected: "first" },
    { name: "when pushed out by newer tokens", advance: 0, maxEntries: 1, expected: "second" },
  ])("forgets a token $name", async ({ advance, maxEntries, expected }) => {
    let now = 0;
    const store = createMemorySubmissionStore<string>({ ttlMs: 1000, maxEntries, now: () => now });
    await store.run("a", () => Promise.resolve("first"));
    await store.run("b", () => Promise.resolve("other"));
    now += advance;
    await expect(store.run("a", () => Promise.resolve("second"))).resolves.toBe(expected);
  });

  it("mints distinct tokens", () => {
    expect(newSubmissionToken()).not.toBe(newSubmissionToken());
  });
});

const redis = testRedis();
if (redis !== null) {
  describe("createRedisSubmissionStore", () => {
    it("tells a replay that waited too long for the first request that it is still in flight", async () => {
      const namespace = `test-${randomUUID()}`;
      const first = createRedisSubmissionStore<string>({ redis, namespace });
      const impatient = createRedisSubmissionStore<string>({
        redis,
        namespace,
        waitMs: 50,
        pollMs: 5,
      });
      let finish: (value: string) => void = () => undefined;
      const sending = first.run("e", () => new Promise<string>((resolve) => (finish = resolve)));
      await new Promise((resolve) => setTimeout(resolve, 10));
      await expect(impatient.run("e", () => Promise.resolve("twice"))).rejects.toBeInstanceOf(
        SubmissionInFlightError,
      );
      finish("once");
      await expect(sending).resolves.toBe("once");
      await expect(impatient.run("e", () => Promise.resolve("twice"))).resolves.toBe("once");
    });

    it("survives a restart: a new process reads what the first one sent", async () => {
      const namespace = `test-${randomUUID()}`;
      await createRedisSubmissionStore<string>({ redis, namespace }).run("f", () =>
        Promise.resolve("sent before the restart"),
      );
      const restarted = testRedis();
      if (restarted === null) throw new Error("TEST_REDIS_URL went away");
      const again = await createRedisSubmissionStore<string>({ redis: restarted, namespace }).run(
        "f",
        () => Promise.resolve("sent twice"),
      );
      restarted.disconnect();
      expect(again).toBe("sent before the restart");
    });
  });
}

describe.runIf(canStartRedis)("a Redis submission store while Redis is stopped", () => {
  it("still sends, remembers tokens in this process meanwhile, and shares them again after", async () => {
    const server = await startRedisServer();
    const client = createRedisClient(server.url);
    try {
      await expect.poll(() => client.status, { timeout: 10_000 }).toBe("ready");
      const namespace = `test-${randomUUID()}`;
      const store = createRedisSubmissionStore<string>({ redis: client, namespace, pollMs: 5 });
      let sent = 0;
      const submit = () => Promise.resolve(`ref-${(sent += 1)}`);

      expect(await store.run("before", submit)).toBe("ref-1");
      await server.stop();
      // The form is sent, not refused; a replay to this process gets the same outcome.
      expect(await store.run("during", submit)).toBe("ref-2");
      expect(await store.run("during", submit)).toBe("ref-2");
      expect(sent).toBe(2);
      // A failed send may be tried again while Redis is down.
      await expect(
        store.run("failed", () => Promise.reject(new Error("API down"))),
      ).rejects.toThrow("API down");
      expect(await store.run("failed", submit)).toBe("ref-3");

      await server.start();
      await expect.poll(() => client.status, { timeout: 10_000 }).toBe("ready");
      expect(await store.run("after", submit)).toBe("ref-4");
      expect(await client.get(`hub:submission:${namespace}:after`)).toBe('{"result":"ref-4"}');
    } finally {
      client.disconnect();
      await server.stop();
    }
  });
});

import { describe, expect, it } from "vitest";

import { createIdempotencyStore, newSubmissionToken } from "./idempotency.ts";

describe("createIdempotencyStore", () => {
  it("sends a token's submission once, even when the POSTs race", async () => {
    const store = createIdempotencyStore<string>();
    let sent = 0;
    const submit = async () => {
      sent += 1;
      await Promise.resolve();
      return `ref-${sent}`;
    };
    const results = await Promise.all([store.run("a", submit), store.run("a", submit)]);
    const again = await store.run("a", submit);
    expect({ results, again, sent }).toEqual({
      results: ["ref-1", "ref-1"],
      again: "ref-1",
      sent: 1,
    });
  });

  it("lets a failed submission be tried again with the same token", async () => {
    const store = createIdempotencyStore<string>();
    await expect(store.run("a", () => Promise.reject(new Error("API down")))).rejects.toThrow(
      "API down",
    );
    await expect(store.run("a", () => Promise.resolve("ref"))).resolves.toBe("ref");
  });

  it.each([
    { name: "after its time", advance: 1001, maxEntries: 10, expected: "second" },
    { name: "within its time", advance: 999, maxEntries: 10, expected: "first" },
    { name: "when pushed out by newer tokens", advance: 0, maxEntries: 1, expected: "second" },
  ])("forgets a token $name", async ({ advance, maxEntries, expected }) => {
    let now = 0;
    const store = createIdempotencyStore<string>({ ttlMs: 1000, maxEntries, now: () => now });
    await store.run("a", () => Promise.resolve("first"));
    await store.run("b", () => Promise.resolve("other"));
    now += advance;
    await expect(store.run("a", () => Promise.resolve("second"))).resolves.toBe(expected);
  });

  it("mints distinct tokens", () => {
    expect(newSubmissionToken()).not.toBe(newSubmissionToken());
  });
});

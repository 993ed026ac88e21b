import { describe, expect, it } from "vitest";

import { reconnectDelayMs, REDIS_RECONNECT_MAX_MS } from "./redis.ts";

describe("reconnectDelayMs", () => {
  it.each([
    [1, 100],
    [2, 200],
    [5, REDIS_RECONNECT_MAX_MS],
    [60, REDIS_RECONNECT_MAX_MS],
    [0, 100],
  ])("attempt %i waits %i ms", (attempt, delay) => {
    expect(reconnectDelayMs(attempt)).toBe(delay);
  });
});

import { describe, expect, it } from "vitest";

import type { ReloadGuardStorage } from "./reload-guard.ts";
import { createReloadGuard } from "./reload-guard.ts";

function memoryStorage(initial: Record<string, string> = {}): ReloadGuardStorage & {
  items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

type Step = { at: number; path: string; expected: boolean };

describe("createReloadGuard", () => {
  it.each<{ name: string; windowMs?: number; steps: Step[] }>([
    {
      name: "allows the first reload of a path",
      steps: [{ at: 1_000, path: "/a", expected: true }],
    },
    {
      name: "refuses a second reload within 10 seconds",
      steps: [
        { at: 1_000, path: "/a", expected: true },
        { at: 10_999, path: "/a", expected: false },
      ],
    },
    {
      name: "allows a reload once 10 seconds have passed",
      steps: [
        { at: 1_000, path: "/a", expected: true },
        { at: 5_000, path: "/a", expected: false },
        { at: 11_000, path: "/a", expected: true },
        { at: 12_000, path: "/a", expected: false },
      ],
    },
    {
      name: "tracks each path on its own",
      steps: [
        { at: 1_000, path: "/a", expected: true },
        { at: 2_000, path: "/b", expected: true },
        { at: 3_000, path: "/a", expected: false },
      ],
    },
    {
      name: "honours a custom window",
      windowMs: 500,
      steps: [
        { at: 1_000, path: "/a", expected: true },
        { at: 1_499, path: "/a", expected: false },
        { at: 1_500, path: "/a", expected: true },
      ],
    },
    {
      name: "allows a reload when the clock went backwards",
      steps: [
        { at: 50_000, path: "/a", expected: true },
        { at: 40_000, path: "/a", expected: true },
      ],
    },
  ])("$name", ({ windowMs, steps }) => {
    let clock = 0;
    const storage = memoryStorage();
    const guard = createReloadGuard({
      storage,
      now: () => clock,
      ...(windowMs ? { windowMs } : {}),
    });
    for (const step of steps) {
      clock = step.at;
      expect(guard.shouldReload(step.path)).toBe(step.expected);
    }
    const last = steps.findLast((step) => step.expected);
    expect(storage.items.get(`hub:reload:${last?.path ?? ""}`)).toBe(String(last?.at));
  });

  it.each([
    [
      "unreadable",
      {
        getItem: () => {
          throw new Error("denied");
        },
        setItem: () => undefined,
      },
    ],
    [
      "read-only",
      {
        getItem: () => null,
        setItem: () => {
          throw new Error("quota");
        },
      },
    ],
  ])("refuses to reload when storage is %s", (_name, storage) => {
    const guard = createReloadGuard({ storage, now: () => 1_000 });
    expect(guard.shouldReload("/a")).toBe(false);
  });

  it("reads a record left by an earlier page load", () => {
    const storage = memoryStorage({ "x:/a": "1000" });
    const guard = createReloadGuard({ storage, now: () => 2_000, keyPrefix: "x:" });
    expect(guard.shouldReload("/a")).toBe(false);
  });
});

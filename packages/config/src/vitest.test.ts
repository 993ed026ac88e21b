import { describe, expect, it } from "vitest";

import { hubVitestConfig, type HubVitestOptions } from "./vitest.ts";

describe("hubVitestConfig", () => {
  it.each<[string, HubVitestOptions, Record<string, unknown>]>([
    [
      "defaults",
      {},
      {
        include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
        environment: "node",
        testTimeout: undefined,
        thresholds: { lines: 0, statements: 0, functions: 0 },
      },
    ],
    [
      "a coverage threshold, a DOM and a longer timeout",
      {
        coverageThreshold: 95,
        environment: "happy-dom",
        timeoutMs: 30_000,
        include: ["x.test.ts"],
      },
      {
        include: ["x.test.ts"],
        environment: "happy-dom",
        testTimeout: 30_000,
        thresholds: { lines: 95, statements: 95, functions: 95 },
      },
    ],
  ])("%s", (_name, options, expected) => {
    const test = hubVitestConfig(options).test;
    const coverage = test?.coverage;
    expect({
      include: test?.include,
      environment: test?.environment,
      testTimeout: test?.testTimeout,
      thresholds: coverage?.provider === "v8" ? coverage.thresholds : undefined,
    }).toEqual(expected);
  });
});

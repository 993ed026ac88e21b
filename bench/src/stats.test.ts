import { describe, expect, it } from "vitest";

import { medianByThroughput, percentile, roundTenth, summariseLatencies } from "./stats.ts";

const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

describe("percentile", () => {
  it.each([
    { samples: [], p: 50, expected: 0 },
    { samples: [7], p: 99, expected: 7 },
    { samples: [1, 2, 3, 4], p: 50, expected: 2 },
    { samples: [1, 2, 3, 4], p: 0, expected: 1 },
    { samples: hundred, p: 95, expected: 95 },
    { samples: hundred, p: 99, expected: 99 },
    { samples: hundred, p: 100, expected: 100 },
  ])("p$p of $samples.length samples is $expected", ({ samples, p, expected }) => {
    expect(percentile(samples, p)).toBe(expected);
  });
});

describe("summariseLatencies", () => {
  it("sorts first and rounds to a tenth", () => {
    const shuffled = [...hundred].reverse().map((ms) => ms + 0.04);
    expect(summariseLatencies(shuffled)).toEqual({ p50: 50, p95: 95, p99: 99 });
  });

  it("is all zeros without samples", () => {
    expect(summariseLatencies([])).toEqual({ p50: 0, p95: 0, p99: 0 });
  });
});

describe("roundTenth", () => {
  it.each([
    [1.04, 1],
    [1.05, 1.1],
    [12.349, 12.3],
  ])("%d → %d", (value, expected) => {
    expect(roundTenth(value)).toBe(expected);
  });
});

describe("medianByThroughput", () => {
  const run = (requestsPerSecond: number) => ({ requestsPerSecond, p95: requestsPerSecond / 100 });
  it.each([
    { rates: [7], expected: 7 },
    { rates: [9, 3, 6], expected: 6 },
    { rates: [4, 8], expected: 4 },
    { rates: [10, 2, 8, 5], expected: 5 },
  ])("of $rates is the run at $expected req/s", ({ rates, expected }) => {
    expect(medianByThroughput(rates.map(run))).toEqual(run(expected));
  });

  it("refuses no runs", () => {
    expect(() => medianByThroughput([])).toThrow(/No runs/);
  });
});

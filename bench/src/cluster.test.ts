import { describe, expect, it } from "vitest";

import { embeddedFigure, sharedCacheShare } from "./cluster-pages.ts";
import { exitedReplicas } from "./cluster-context.ts";
import type { HttpFigures } from "./http-bench.ts";
import type { PageFigure } from "./results.ts";

const figures = (requestsPerSecond: number): HttpFigures => ({
  requests: requestsPerSecond * 10,
  requestsPerSecond,
  p50: 1,
  p95: 2,
  p99: 3,
  errors: 0,
  non2xx: 0,
  statusCodes: { "200": requestsPerSecond * 10 },
});

const page = (variant: string, name: string, services: number, rate: number): PageFigure => ({
  name,
  path: `/${name}`,
  kind: "cached",
  variant,
  services,
  site: figures(rate),
  static: null,
});

describe("sharedCacheShare", () => {
  it.each([
    { redis: 300, memory: 400, share: 0.75 },
    { redis: 333, memory: 1000, share: 0.33 },
    { redis: 500, memory: 400, share: 1.25 },
    { redis: 300, memory: null, share: null },
    { redis: 300, memory: 0, share: null },
  ])("$redis against $memory req/s is $share", ({ redis, memory, share }) => {
    expect(sharedCacheShare(figures(redis), memory === null ? null : figures(memory))).toBe(share);
  });
});

describe("embeddedFigure", () => {
  const pages = [
    page("sutton", "home", 0, 100),
    page("bexley", "home", 0, 200),
    page("sutton", "results keyword", 10_000, 30),
    page("sutton", "results keyword", 0, 40),
  ];
  it.each([
    { variant: "bexley", name: "home", rate: 200 },
    { variant: "sutton", name: "results keyword", rate: 40 },
    { variant: "sutton", name: "service", rate: null },
  ])("finds $variant $name at seed size", ({ variant, name, rate }) => {
    expect(embeddedFigure(pages, variant, name)?.requestsPerSecond ?? null).toBe(rate);
  });

  it("finds nothing without a pages part", () => {
    expect(embeddedFigure(undefined, "sutton", "home")).toBeNull();
  });
});

describe("exitedReplicas", () => {
  it.each([
    { exitCode: null, signalCode: null, dead: [] },
    { exitCode: null, signalCode: "SIGTERM", dead: ["sutton-1 (SIGTERM)"] },
    { exitCode: 1, signalCode: null, dead: ["sutton-1 (exit code 1)"] },
    { exitCode: 0, signalCode: null, dead: ["sutton-1 (exit code 0)"] },
  ])("$exitCode / $signalCode: $dead", ({ exitCode, signalCode, dead }) => {
    const replica = { name: "sutton-1", process: () => ({ exitCode, signalCode }) };
    expect(exitedReplicas([replica])).toEqual(dead);
  });
});

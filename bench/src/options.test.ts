import { describe, expect, it } from "vitest";

import { parseOptions, PARTS } from "./options.ts";

describe("parseOptions", () => {
  it("runs every part with the issue's settings by default", () => {
    expect(parseOptions([], {})).toEqual({
      parts: new Set(PARTS),
      connections: 10,
      durationSeconds: 10,
      loadConnections: 50,
      loadDurationSeconds: 60,
      quick: false,
      apiRuns: 40,
      resultsServices: 10_000,
      resultsConnections: 1,
      pageRounds: 3,
      lighthouseRuns: 5,
      databaseUrl: undefined,
      chromiumPath: "/usr/bin/chromium",
    });
  });

  it.each([
    { argv: ["--only=api"], parts: ["api"] },
    { argv: ["--", "--only", "pages, load"], parts: ["pages", "load"] },
    { argv: ["--only=pages,cluster"], parts: ["pages", "cluster"] },
    { argv: ["--only=import"], parts: ["import"] },
  ])("selects parts with $argv", ({ argv, parts }) => {
    expect([...parseOptions(argv, {}).parts]).toEqual(parts);
  });

  it.each([["--only=pages,css"], ["--only="], ["--verbose"]])("refuses %s", (arg) => {
    expect(() => parseOptions([arg], {})).toThrow();
  });

  it.each([
    { env: { BENCH_DURATION: "3" }, key: "durationSeconds", value: 3 },
    { env: { BENCH_CONNECTIONS: "4" }, key: "connections", value: 4 },
    { env: { BENCH_LOAD_DURATION: "5" }, key: "loadDurationSeconds", value: 5 },
    { env: { BENCH_LOAD_CONNECTIONS: "20" }, key: "loadConnections", value: 20 },
    { env: { BENCH_QUICK: "1" }, key: "apiRuns", value: 20 },
    { env: { BENCH_QUICK: "1", BENCH_API_RUNS: "5" }, key: "apiRuns", value: 5 },
    { env: { BENCH_RESULTS_SERVICES: "0" }, key: "resultsServices", value: 0 },
    { env: { BENCH_QUICK: "1" }, key: "lighthouseRuns", value: 1 },
    { env: { BENCH_QUICK: "1" }, key: "pageRounds", value: 1 },
    { env: { BENCH_PAGE_ROUNDS: "2" }, key: "pageRounds", value: 2 },
    { env: { BENCH_LIGHTHOUSE_RUNS: "5" }, key: "lighthouseRuns", value: 5 },
    { env: { BENCH_DURATION: " " }, key: "durationSeconds", value: 10 },
    { env: { TEST_DATABASE_URL: "postgres://t" }, key: "databaseUrl", value: "postgres://t" },
    {
      env: { TEST_DATABASE_URL: "postgres://t", BENCH_DATABASE_URL: "postgres://b" },
      key: "databaseUrl",
      value: "postgres://b",
    },
    { env: { CHROMIUM_PATH: "/opt/chrome" }, key: "chromiumPath", value: "/opt/chrome" },
  ])("reads $env", ({ env, key, value }) => {
    expect(parseOptions([], env)).toMatchObject({ [key]: value });
  });

  it.each([
    { BENCH_DURATION: "0" },
    { BENCH_CONNECTIONS: "2.5" },
    { BENCH_RESULTS_SERVICES: "-1" },
    { BENCH_LOAD_DURATION: "a minute" },
  ])("refuses %o", (env) => {
    expect(() => parseOptions([], env)).toThrow(/must be a whole number/);
  });
});

import { describe, expect, it } from "vitest";

import { brokenBudgets, checkBudgets } from "./budgets.ts";
import type { BudgetInput, Verdict } from "./budgets.ts";

const perfect = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 };

describe("checkBudgets", () => {
  it("gives no verdicts for parts that did not run", () => {
    expect(checkBudgets({})).toEqual([]);
  });

  it.each<{ name: string; input: BudgetInput; actual: string; status: Verdict["status"] }>([
    {
      name: "a results page at exactly 100 ms",
      input: { resultsPages: [{ subject: "sutton", p95Ms: 100, failures: 0 }] },
      actual: "100 ms",
      status: "pass",
    },
    {
      name: "a fast results page whose figure includes throttled requests",
      input: { resultsPages: [{ subject: "sutton", p95Ms: 7, failures: 2376 }] },
      actual: "7 ms, 2376 failed",
      status: "fail",
    },
    {
      name: "a cached page through nginx at half of nginx's static file",
      input: {
        clusterPages: [
          {
            subject: "sutton home",
            requestsPerSecond: 2000,
            staticRequestsPerSecond: 4000,
            failures: 0,
          },
        ],
      },
      actual: "50%",
      status: "pass",
    },
    {
      name: "a cached page through nginx below half",
      input: {
        clusterPages: [
          {
            subject: "sutton home",
            requestsPerSecond: 1960,
            staticRequestsPerSecond: 4000,
            failures: 0,
          },
        ],
      },
      actual: "49%",
      status: "fail",
    },
    {
      name: "a fast page through nginx whose requests failed (502s from dead replicas)",
      input: {
        clusterPages: [
          {
            subject: "sutton category",
            requestsPerSecond: 4870,
            staticRequestsPerSecond: 181,
            failures: 49_574,
          },
        ],
      },
      actual: "2691%, 49574 failed",
      status: "fail",
    },
    {
      name: "a results page through nginx at exactly 100 ms",
      input: {
        clusterResultsPages: [{ subject: "bexley results keyword", p95Ms: 100, failures: 0 }],
      },
      actual: "100 ms",
      status: "pass",
    },
    {
      name: "a slow results page through nginx",
      input: {
        clusterResultsPages: [{ subject: "bexley results keyword", p95Ms: 100.1, failures: 0 }],
      },
      actual: "100.1 ms",
      status: "fail",
    },
    {
      name: "the API's own verdict on a search",
      input: {
        apiSearches: [
          {
            budget: "API search p95 at 100,000 services",
            subject: "pglite filters",
            limit: "≤ 100 ms",
            actual: "100.1 ms",
            status: "fail",
          },
        ],
      },
      actual: "100.1 ms",
      status: "fail",
    },
    {
      name: "a fast results page through nginx with failed requests",
      input: {
        clusterResultsPages: [{ subject: "bexley results keyword", p95Ms: 20, failures: 3 }],
      },
      actual: "20 ms, 3 failed",
      status: "fail",
    },
    {
      name: "a route 20 kB over the baseline",
      input: { firstLoadJs: [{ subject: "sutton /", overBaselineBytes: 20 * 1024 }] },
      actual: "20.0 kB",
      status: "pass",
    },
    {
      name: "a route just over 20 kB",
      input: { firstLoadJs: [{ subject: "sutton /", overBaselineBytes: 20 * 1024 + 1 }] },
      actual: "20.0 kB",
      status: "fail",
    },
  ])("judges $name", ({ input, actual, status }) => {
    expect(checkBudgets(input)).toMatchObject([{ actual, status }]);
  });

  it.each([
    { scores: perfect, tbt: 0, statuses: ["pass", "pass", "pass", "pass", "pass"] },
    {
      scores: { ...perfect, performance: 95 },
      tbt: 150,
      statuses: ["pass", "pass", "pass", "pass", "pass"],
    },
    {
      scores: { ...perfect, performance: 94 },
      tbt: 10,
      statuses: ["fail", "pass", "pass", "pass", "pass"],
    },
    {
      scores: { ...perfect, seo: 99 },
      tbt: 10,
      statuses: ["pass", "pass", "pass", "fail", "pass"],
    },
    { scores: perfect, tbt: 151, statuses: ["pass", "pass", "pass", "pass", "fail"] },
    { scores: null, tbt: null, statuses: ["missing", "missing", "missing", "missing", "missing"] },
  ])(
    "judges Lighthouse $scores with a total blocking time of $tbt ms",
    ({ scores, tbt, statuses }) => {
      const verdicts = checkBudgets({
        lighthouse: [{ subject: "sutton /", scores, totalBlockingTimeMs: tbt }],
      });
      expect(verdicts.map((verdict) => verdict.status)).toEqual(statuses);
    },
  );

  it.each([
    { failures: 0, p99Ms: 1000, statuses: ["pass", "pass"] },
    { failures: 1, p99Ms: 1000, statuses: ["fail", "pass"] },
    { failures: 0, p99Ms: 1001, statuses: ["pass", "fail"] },
  ])(
    "judges a load test with $failures failures and p99 $p99Ms ms",
    ({ failures, p99Ms, statuses }) => {
      const verdicts = checkBudgets({ load: { subject: "mix", failures, p99Ms } });
      expect(verdicts.map((verdict) => verdict.status)).toEqual(statuses);
    },
  );

  it.each([
    { failures: 0, p99Ms: 1000, statuses: ["pass", "pass"] },
    { failures: 3, p99Ms: 1000, statuses: ["fail", "pass"] },
    { failures: 0, p99Ms: 1000.1, statuses: ["pass", "fail"] },
  ])(
    "judges the cluster's load with a rolling restart: $failures failures, p99 $p99Ms ms",
    ({ failures, p99Ms, statuses }) => {
      const verdicts = checkBudgets({ clusterLoad: { subject: "10 pages", failures, p99Ms } });
      expect(verdicts.map((verdict) => verdict.budget)).toEqual([
        "cluster: load with a rolling restart, errors",
        "cluster: load with a rolling restart, p99",
      ]);
      expect(verdicts.map((verdict) => verdict.status)).toEqual(statuses);
    },
  );
  const importRun = {
    subject: "10 060 services into pglite",
    database: "pglite" as const,
    run: "first" as const,
    seconds: 60,
    peakRssBytes: 512 * 2 ** 20,
    changed: 10_100,
  };

  it.each([
    { name: "a first import on PGlite at its limits", run: importRun, statuses: ["pass", "pass"] },
    {
      name: "a first import on PGlite a little slow",
      run: { ...importRun, seconds: 60.1 },
      statuses: ["fail", "pass"],
    },
    {
      name: "a first import on PostgreSQL in 45 s",
      run: { ...importRun, database: "postgres" as const, seconds: 45 },
      statuses: ["pass", "pass"],
    },
    {
      name: "a first import on PostgreSQL in PGlite's time",
      run: { ...importRun, database: "postgres" as const, seconds: 50 },
      statuses: ["fail", "pass"],
    },
    {
      name: "a first import over its memory",
      run: { ...importRun, peakRssBytes: 512 * 2 ** 20 + 1 },
      statuses: ["pass", "fail"],
    },
    {
      name: "an import again changing nothing in 15 s",
      run: { ...importRun, run: "again" as const, seconds: 15, changed: 0 },
      statuses: ["pass", "pass", "pass"],
    },
    {
      name: "an import again that changed records",
      run: { ...importRun, run: "again" as const, seconds: 9, changed: 2 },
      statuses: ["pass", "pass", "fail"],
    },
    {
      name: "an import again in a first import's time",
      run: { ...importRun, run: "again" as const, seconds: 15.1, changed: 0 },
      statuses: ["fail", "pass", "pass"],
    },
  ])("judges $name", ({ run, statuses }) => {
    const verdicts = checkBudgets({ orukImports: [run] });
    expect(verdicts.map((verdict) => verdict.status)).toEqual(statuses);
  });

  it.each([
    { endpoint: "list" as const, p95Ms: 50, failures: 0, status: "pass", actual: "50 ms" },
    { endpoint: "list" as const, p95Ms: 50.1, failures: 0, status: "fail", actual: "50.1 ms" },
    { endpoint: "service" as const, p95Ms: 20, failures: 0, status: "pass", actual: "20 ms" },
    { endpoint: "service" as const, p95Ms: 20.1, failures: 0, status: "fail", actual: "20.1 ms" },
    {
      endpoint: "service" as const,
      p95Ms: 3,
      failures: 4,
      status: "fail",
      actual: "3 ms, 4 failed",
    },
  ])(
    "judges the ORUK feed's $endpoint at p95 $p95Ms ms with $failures failures",
    ({ endpoint, p95Ms, failures, status, actual }) => {
      const verdicts = checkBudgets({
        orukFeed: [{ subject: "10 060 services on pglite", endpoint, p95Ms, failures }],
      });
      expect(verdicts).toMatchObject([{ status, actual }]);
    },
  );
});

describe("brokenBudgets", () => {
  it("names each failure, and neither passes nor missing pages", () => {
    const verdicts = checkBudgets({
      resultsPages: [
        { subject: "sutton", p95Ms: 250, failures: 0 },
        { subject: "bexley", p95Ms: 40, failures: 0 },
      ],
      lighthouse: [{ subject: "sutton /favourites", scores: null, totalBlockingTimeMs: null }],
    });
    expect(brokenBudgets(verdicts)).toEqual([
      "results page p95 at 10 000 services (the issue's budget): sutton is 250 ms (≤ 100 ms)",
    ]);
  });
});

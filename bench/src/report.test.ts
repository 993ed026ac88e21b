import { describe, expect, it } from "vitest";

import { renderReport } from "./report.ts";
import type { BenchResults } from "./results.ts";

const base: BenchResults = {
  date: "2026-11-23T12:00:00.000Z",
  machine: { cpu: "Test CPU", cores: 2, memoryGiB: 24, platform: "linux x64" },
  node: "v24.21.0",
  commit: "abc123",
  settings: {
    parts: ["lighthouse", "load"],
    connections: 10,
    durationSeconds: 10,
    loadConnections: 50,
    loadDurationSeconds: 60,
    quick: false,
    apiRuns: 40,
    resultsServices: 10_000,
    resultsConnections: 1,
    pageRounds: 3,
    lighthouseRuns: 3,
    postgres: false,
  },
  failures: [],
  budgets: [],
};

describe("renderReport", () => {
  it.each([
    { name: "no parts", results: base, sections: ["Bench 2026-11-23"] },
    {
      name: "Lighthouse with a missing page and weak audits",
      results: {
        ...base,
        lighthouse: [
          {
            url: "http://127.0.0.1/",
            status: 200,
            scores: { performance: 90, accessibility: 100, bestPractices: 100, seo: 69 },
            weakAudits: ["seo: is-crawlable"],
            runPerformance: [86, 90, 97],
            benchmarkIndex: 1750,
            variant: "sutton",
            page: "home",
          },
          {
            url: "http://127.0.0.1/favourites",
            status: 404,
            scores: null,
            weakAudits: [],
            runPerformance: [],
            benchmarkIndex: null,
            variant: "sutton",
            page: "favourites",
          },
        ],
      },
      sections: [
        "Lighthouse (mobile, the median of 3 runs)",
        "86 90 97",
        "1,750",
        "missing (HTTP 404)",
        "sutton home: seo: is-crawlable",
      ],
    },
    {
      name: "a load test",
      results: {
        ...base,
        load: {
          requests: 600,
          requestsPerSecond: 10,
          p50: 400,
          p95: 900,
          p99: 1200,
          errors: 0,
          non2xx: 3,
          statusCodes: { "200": 597, "503": 3 },
          connections: 50,
          durationSeconds: 60,
          paths: 14,
        },
      },
      sections: [
        "Load (50 connections, 60 s, 14 pages of both variants)",
        "1200 ms",
        "200×597 503×3",
      ],
    },
  ])("shows $name", ({ results, sections }) => {
    const report = renderReport(results);
    for (const section of sections) expect(report).toContain(section);
  });

  it("lists verdicts in upper case", () => {
    const report = renderReport({
      ...base,
      budgets: [
        {
          budget: "load test p99",
          subject: "mix",
          limit: "≤ 1000 ms",
          actual: "1200 ms",
          status: "fail",
        },
      ],
    });
    expect(report).toMatch(/FAIL\s+load test p99\s+mix/);
  });
});

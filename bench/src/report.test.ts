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

const figures = {
  requests: 1000,
  requestsPerSecond: 100,
  p50: 5,
  p95: 9,
  p99: 12,
  errors: 0,
  non2xx: 0,
  statusCodes: { "200": 1000 },
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
            totalBlockingTimeMs: 120,
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
            totalBlockingTimeMs: null,
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
    {
      name: "the cluster part",
      results: {
        ...base,
        cluster: {
          replicasPerSite: 2,
          pages: [
            {
              name: "home",
              path: "/",
              kind: "cached" as const,
              variant: "sutton",
              proxy: { ...figures, requestsPerSecond: 1500 },
              static: { ...figures, requestsPerSecond: 2000 },
            },
          ],
          sharedCache: [
            {
              variant: "bexley",
              name: "service",
              path: "/services/a-service",
              replica: "bexley-1",
              redis: { ...figures, requestsPerSecond: 240 },
              memory: { ...figures, requestsPerSecond: 400 },
              share: 0.6,
              embedded: { ...figures, requestsPerSecond: 4321 },
            },
            {
              variant: "sutton",
              name: "home",
              path: "/",
              replica: "sutton-1",
              redis: { ...figures, requestsPerSecond: 250 },
              memory: { ...figures, requestsPerSecond: 0 },
              share: null,
              embedded: null,
            },
          ],
          load: {
            ...figures,
            non2xx: 2,
            statusCodes: { "200": 998, "502": 2 },
            errorKinds: { ECONNRESET: 1 },
            errors: 1,
            connections: 50,
            durationSeconds: 60,
            measuredSeconds: 61.2,
            paths: 10,
            restart: { replicas: 6, startedAtSeconds: 20, tookSeconds: 31.5 },
          },
          results: [
            {
              variant: "bexley",
              name: "results keyword",
              path: "/results?query=counselling (+6 more)",
              services: 10_000,
              connections: 1,
              figures: { ...figures, p95: 61.5 },
            },
          ],
        },
      },
      sections: [
        "Cluster pages through nginx (2 next start replicas per site",
        "75%",
        "Shared cache cost",
        "bexley-1",
        "60%",
        "4,321",
        "a rolling restart of 6 replicas from 20 s, taking 31.5 s; 61.2 s in all, 60 s asked",
        "200×998 502×2 ECONNRESET×1",
        "/results?query=counselling (+6 more)",
        "61.5 ms",
      ],
    },
    {
      name: "the ORUK import part",
      results: {
        ...base,
        orukImport: {
          feedServices: 10_060,
          runs: [
            {
              database: "postgres" as const,
              run: "again" as const,
              seconds: 12.3,
              peakRssBytes: 300 * 2 ** 20,
              total: { created: 0, updated: 0, unchanged: 10_100, deactivated: 0, skipped: 0 },
              services: { created: 0, updated: 0, unchanged: 10_060, deactivated: 0, skipped: 0 },
            },
          ],
          feed: [
            {
              database: "pglite" as const,
              endpoint: "service" as const,
              path: "/sutton/oruk/services/1 (+999 more)",
              figures: { ...figures, p95: 7.5 },
            },
          ],
        },
      },
      sections: [
        "feed of 10060 services",
        "the same feed again",
        "12.3 s",
        "300 MB",
        "0/0/10060/0/0",
        "/sutton/oruk/services/1 (+999 more)",
        "7.5 ms",
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

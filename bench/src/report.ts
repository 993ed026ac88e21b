// The run's figures as terminal tables, one per part, then the budget verdicts.
import { MiB } from "./budgets.ts";
import type { HttpFigures } from "./http-bench.ts";
import { deliveryTable } from "./delivery-report.ts";
import type { ImportCounts } from "./import-report.ts";
import type { BenchResults } from "./results.ts";
import { formatTable } from "./table.ts";
import type { Cell } from "./table.ts";

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${value} ms`;

function pagesTable(
  pages: NonNullable<BenchResults["pages"]>,
  settings: BenchResults["settings"],
): string {
  const rows: Cell[][] = pages.map((page) => [
    page.variant,
    page.path,
    page.services === 0 ? "seed" : page.services,
    page.site.requestsPerSecond,
    ms(page.site.p50),
    ms(page.site.p95),
    ms(page.site.p99),
    page.site.errors,
    page.site.non2xx,
    page.static?.requestsPerSecond,
    page.static && ms(page.static.p95),
    page.static &&
      `${Math.round((page.site.requestsPerSecond / page.static.requestsPerSecond) * 100)}%`,
  ]);
  return formatTable(
    `Pages (autocannon, ${settings.connections} connections, ${settings.durationSeconds} s each, ` +
      `the median of ${settings.pageRounds} alternating rounds of site and static; ` +
      `at scale: ${settings.resultsConnections} connection(s), every request a different search; ` +
      "searches name a different visitor each; static = the same HTML held in memory by a bare " +
      "Node server; one process, no budget on throughput: that is measured through nginx below)",
    [
      "variant",
      "page",
      "services",
      "req/s",
      "p50",
      "p95",
      "p99",
      "errors",
      "non-2xx",
      "static req/s",
      "static p95",
      "vs static",
    ],
    rows,
  );
}

function relevanceTable(rows: NonNullable<BenchResults["apiRelevance"]>): string {
  return formatTable(
    "Search relevance (apps/api's judged searches on each borough's seed content; targets: P@5 ≥ 0.9, first result relevant ≥ 95%, recall ≥ 0.9, no zero-result search that had relevant services, nothing for the searches that should find nothing)",
    [
      "database",
      "borough",
      "searches",
      "P@5",
      "first relevant",
      "recall",
      "zero with relevant",
      "found for nothing",
    ],
    rows.map((row) => [
      row.target,
      row.tenant,
      row.queries,
      row.meanPrecisionAt5.toFixed(3),
      `${(row.firstRelevantShare * 100).toFixed(1)}%`,
      row.meanRecall.toFixed(3),
      row.zeroWithRelevant,
      `${row.foundForNothing} of ${row.nothingQueries}`,
    ]),
  );
}

function apiTable(rows: NonNullable<BenchResults["apiSearch"]>): string {
  return formatTable(
    "API search (apps/api bench/search.ts, in-process requests)",
    ["database", "services", "query", "runs", "p50", "p95", "max", "hits"],
    rows.map((row) => [
      row.target,
      row.services,
      row.kind,
      row.runs,
      ms(row.p50),
      ms(row.p95),
      ms(row.max),
      row.meanHits,
    ]),
  );
}

function firstLoadTable(apps: NonNullable<BenchResults["firstLoadJs"]>): string {
  const rows: Cell[][] = apps.flatMap(({ variant, figures }) => [
    [variant, "framework baseline (rootMainFiles)", kB(figures.baselineBytes), null],
    ...figures.routes.map((route) => [
      variant,
      route.route,
      kB(route.bytes),
      `+${kB(route.overBaselineBytes)}`,
    ]),
  ]);
  return formatTable(
    "First-load JS (gzip)",
    ["variant", "route", "first load", "over baseline"],
    rows,
  );
}

function lighthouseTable(figures: NonNullable<BenchResults["lighthouse"]>, runs: number): string {
  const table = formatTable(
    `Lighthouse (mobile, the median of ${runs} run${runs === 1 ? "" : "s"})`,
    [
      "variant",
      "page",
      "Performance",
      "Accessibility",
      "Best Practices",
      "SEO",
      "TBT",
      "every run",
      "BenchmarkIndex",
    ],
    figures.map((figure) =>
      figure.scores
        ? [
            figure.variant,
            figure.page,
            figure.scores.performance,
            figure.scores.accessibility,
            figure.scores.bestPractices,
            figure.scores.seo,
            figure.totalBlockingTimeMs === null ? "–" : `${figure.totalBlockingTimeMs} ms`,
            figure.runPerformance.join(" "),
            figure.benchmarkIndex,
          ]
        : [figure.variant, figure.page, `missing (HTTP ${figure.status})`],
    ),
  );
  const weak = figures
    .filter((figure) => figure.weakAudits.length > 0)
    .map((figure) => `  ${figure.variant} ${figure.page}: ${figure.weakAudits.join("; ")}`);
  return weak.length > 0 ? `${table}\nAudits under 0.9:\n${weak.join("\n")}` : table;
}

/** The columns of a load run's one row, and the row. */
const LOAD_COLUMNS = ["requests", "req/s", "p50", "p95", "p99", "errors", "non-2xx", "statuses"];
const loadRow = (load: HttpFigures) => [
  load.requests,
  load.requestsPerSecond,
  ms(load.p50),
  ms(load.p95),
  ms(load.p99),
  load.errors,
  load.non2xx,
  statuses(load),
];

function loadTable(load: NonNullable<BenchResults["load"]>): string {
  return formatTable(
    `Load (${load.connections} connections, ${load.durationSeconds} s, ${load.paths} pages of both variants)`,
    LOAD_COLUMNS,
    [loadRow(load)],
  );
}

const statuses = (figures: HttpFigures) =>
  [
    ...Object.entries(figures.statusCodes).map(([code, count]) => `${code}×${count}`),
    ...Object.entries(figures.errorKinds ?? {}).map(([kind, count]) => `${kind}×${count}`),
  ].join(" ");

const share = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

function clusterTables(
  cluster: NonNullable<BenchResults["cluster"]>,
  settings: BenchResults["settings"],
): string | undefined {
  const sections: string[] = [];
  if (cluster.pages.length > 0) {
    sections.push(
      formatTable(
        `Cluster pages through nginx (${cluster.replicasPerSite} next start replicas per site, ` +
          "Redis cache handler, nginx's 1 s page cache) vs the same nginx serving the saved HTML " +
          `as files; browser headers with gzip; ${settings.connections} connections, ` +
          `${settings.durationSeconds} s each, the median of ${settings.pageRounds} alternating rounds`,
        [
          "variant",
          "page",
          "req/s",
          "p50",
          "p95",
          "p99",
          "errors",
          "non-2xx",
          "static req/s",
          "static p95",
          "vs static",
        ],
        cluster.pages.map((page) => [
          page.variant,
          page.path,
          page.proxy.requestsPerSecond,
          ms(page.proxy.p50),
          ms(page.proxy.p95),
          ms(page.proxy.p99),
          page.proxy.errors,
          page.proxy.non2xx,
          page.static.requestsPerSecond,
          ms(page.static.p95),
          share(page.proxy.requestsPerSecond, page.static.requestsPerSecond),
        ]),
      ),
    );
  }
  if (cluster.sharedCache.length > 0) {
    sections.push(
      formatTable(
        "Shared cache cost: a cached page straight from one replica (Redis cache handler) and " +
          "from the same build keeping pages in memory, in turns; no proxy, no compression, " +
          `${settings.connections} connections, the median of ${settings.pageRounds} rounds each; ` +
          "embedded = the `pages` part's figure, minutes apart",
        [
          "variant",
          "page",
          "replica",
          "Redis req/s",
          "Redis p95",
          "memory req/s",
          "memory p95",
          "Redis vs memory",
          "embedded req/s",
        ],
        cluster.sharedCache.map((row) => [
          row.variant,
          row.path,
          row.replica,
          row.redis.requestsPerSecond,
          ms(row.redis.p95),
          row.memory.requestsPerSecond,
          ms(row.memory.p95),
          row.share === null ? null : `${Math.round(row.share * 100)}%`,
          row.embedded?.requestsPerSecond,
        ]),
      ),
    );
  }
  if (cluster.load) {
    const { load } = cluster;
    sections.push(
      formatTable(
        `Cluster load through nginx (${load.connections} connections, ${load.paths} cached pages of ` +
          `both variants, gzip; a rolling restart of ${load.restart.replicas} replicas from ` +
          `${load.restart.startedAtSeconds} s, taking ${load.restart.tookSeconds} s; ` +
          `${load.measuredSeconds} s in all, ${load.durationSeconds} s asked)`,
        LOAD_COLUMNS,
        [loadRow(load)],
      ),
    );
  }
  if (cluster.results.length > 0) {
    sections.push(
      formatTable(
        "Cluster results pages through nginx (every request a different search from a loopback " +
          "address of its own, on a new connection, gzip; " +
          `${settings.durationSeconds} s each)`,
        [
          "variant",
          "searches",
          "services",
          "connections",
          "requests",
          "p50",
          "p95",
          "p99",
          "errors",
          "non-2xx",
          "statuses",
        ],
        cluster.results.map((row) => [
          row.variant,
          row.path,
          row.services,
          row.connections,
          row.figures.requests,
          ms(row.figures.p50),
          ms(row.figures.p95),
          ms(row.figures.p99),
          row.figures.errors,
          row.figures.non2xx,
          statuses(row.figures),
        ]),
      ),
    );
  }
  return sections.length > 0 ? sections.join("\n\n") : undefined;
}

function orukImportTables(part: NonNullable<BenchResults["orukImport"]>): string {
  const counts = (c: ImportCounts | undefined) =>
    c ? `${c.created}/${c.updated}/${c.unchanged}/${c.deactivated}/${c.skipped}` : "–";
  const imports = formatTable(
    `ORUK import (the import command as a child process, from apps/api's feed of ${part.feedServices} ` +
      "services over loopback; time from its start to its exit; counts created/updated/unchanged/" +
      "deactivated/skipped)",
    ["database", "run", "time", "peak memory", "services", "every record"],
    part.runs.map((run) => [
      run.database,
      run.run === "first" ? "into a fresh tenant" : "the same feed again",
      `${run.seconds} s`,
      MiB(run.peakRssBytes),
      counts(run.services),
      counts(run.total),
    ]),
  );
  const feed = formatTable(
    `ORUK feed at ${part.feedServices} services (one client, each request in turn, JSON)`,
    ["database", "endpoint", "requests", "p50", "p95", "p99", "errors", "non-2xx"],
    part.feed.map((figure) => [
      figure.database,
      figure.path,
      figure.figures.requests,
      ms(figure.figures.p50),
      ms(figure.figures.p95),
      ms(figure.figures.p99),
      figure.figures.errors,
      figure.figures.non2xx,
    ]),
  );
  return `${imports}\n\n${feed}`;
}

function budgetTable(verdicts: BenchResults["budgets"]): string {
  return formatTable(
    "Budgets",
    ["verdict", "budget", "subject", "limit", "actual"],
    verdicts.map((verdict) => [
      verdict.status.toUpperCase(),
      verdict.budget,
      verdict.subject,
      verdict.limit,
      verdict.actual,
    ]),
  );
}

export function renderReport(results: BenchResults): string {
  const { machine } = results;
  const sections = [
    `Bench ${results.date} · ${machine.cpu} × ${machine.cores}, ${machine.memoryGiB} GiB · Node ${results.node} · ${results.commit}`,
    results.pages && pagesTable(results.pages, results.settings),
    results.apiRelevance && results.apiRelevance.length > 0 && relevanceTable(results.apiRelevance),
    results.apiSearch && apiTable(results.apiSearch),
    results.firstLoadJs && firstLoadTable(results.firstLoadJs),
    results.lighthouse && lighthouseTable(results.lighthouse, results.settings.lighthouseRuns),
    results.load && loadTable(results.load),
    results.cluster && clusterTables(results.cluster, results.settings),
    results.delivery && deliveryTable(results.delivery),
    results.orukImport && orukImportTables(results.orukImport),
    results.budgets.length > 0 && budgetTable(results.budgets),
  ];
  return sections.filter((section) => typeof section === "string").join("\n\n");
}

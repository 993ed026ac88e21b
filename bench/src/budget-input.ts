// What the budgets are checked against, read off a run's results.
import type { BudgetInput, Verdict } from "./budgets.ts";
import { changedRecords } from "./import-report.ts";
import type { BenchResults } from "./results.ts";

export function budgetInput(
  results: BenchResults,
  apiVerdicts: Verdict[] | undefined,
): BudgetInput {
  const sitePages = results.pages ?? [];
  return {
    ...(results.pages && {
      resultsPages: sitePages
        .filter((page) => page.kind === "search" && page.services === 10_000)
        .map((page) => ({
          subject: `${page.variant} ${page.name}`,
          p95Ms: page.site.p95,
          failures: page.site.errors + page.site.non2xx,
        })),
    }),
    ...(apiVerdicts && { apiSearches: apiVerdicts }),
    ...(results.firstLoadJs && {
      firstLoadJs: results.firstLoadJs.flatMap(({ variant, figures }) =>
        figures.routes.map((route) => ({
          subject: `${variant} ${route.route}`,
          overBaselineBytes: route.overBaselineBytes,
        })),
      ),
    }),
    ...(results.lighthouse && {
      lighthouse: results.lighthouse.map((figure) => ({
        subject: `${figure.variant} ${figure.page}`,
        scores: figure.scores,
        totalBlockingTimeMs: figure.totalBlockingTimeMs,
      })),
    }),
    ...(results.load && {
      load: {
        subject: `${results.load.paths} pages, both variants`,
        failures: results.load.errors + results.load.non2xx,
        p99Ms: results.load.p99,
      },
    }),
    ...(results.cluster && clusterBudgetInput(results.cluster)),
    ...(results.delivery && {
      delivery: results.delivery.map((run) => ({
        subject: run.database,
        referrals: run.referrals,
        seconds: run.deliveredSeconds,
        failedPosts: run.failedPosts,
        lost: run.tally.lost,
        duplicated: run.tally.duplicated,
        offP95Ms: run.sideBySide.off.p95,
        outboxP95Ms: run.sideBySide.outbox.p95,
      })),
    }),
    ...(results.orukImport && orukBudgetInput(results.orukImport)),
  };
}

function orukBudgetInput(part: NonNullable<BenchResults["orukImport"]>): BudgetInput {
  const subject = `${part.feedServices} services`;
  return {
    orukImports: part.runs.map((run) => ({
      subject: `${subject} into ${run.database}`,
      database: run.database,
      run: run.run,
      seconds: run.seconds,
      peakRssBytes: run.peakRssBytes,
      changed: changedRecords(run.total),
    })),
    orukFeed: part.feed.map((figure) => ({
      subject: `${subject} on ${figure.database}`,
      endpoint: figure.endpoint,
      p95Ms: figure.figures.p95,
      failures: figure.figures.errors + figure.figures.non2xx,
    })),
  };
}

function clusterBudgetInput(cluster: NonNullable<BenchResults["cluster"]>): BudgetInput {
  return {
    clusterPages: cluster.pages.map((page) => ({
      subject: `${page.variant} ${page.name}`,
      requestsPerSecond: page.proxy.requestsPerSecond,
      staticRequestsPerSecond: page.static.requestsPerSecond,
      failures: page.proxy.errors + page.proxy.non2xx + page.static.errors + page.static.non2xx,
    })),
    clusterResultsPages: cluster.results
      .filter((row) => row.services === 10_000)
      .map((row) => ({
        subject: `${row.variant} ${row.name}`,
        p95Ms: row.figures.p95,
        failures: row.figures.errors + row.figures.non2xx,
      })),
    ...(cluster.load && {
      clusterLoad: {
        subject: `${cluster.load.paths} cached pages, both variants, ${cluster.load.restart.replicas} replicas restarted`,
        failures: cluster.load.errors + cluster.load.non2xx,
        p99Ms: cluster.load.p99,
      },
    }),
  };
}

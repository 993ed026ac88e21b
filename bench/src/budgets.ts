// The budgets of issues 7, 17 and 40, checked against one run's figures. A part left out of the run
// (see `--only`) gives no verdicts rather than failures. Cached-page throughput is budgeted on the
// production shape only (the cluster part, through nginx): one `next start` process is reported
// beside a bare static server without a budget (docs/decisions/0007, docs/quality.md).

export const BUDGETS = {
  /** Cached pages through the proxy serve at least this share of it serving them as files. */
  cachedPageShareOfStatic: 0.5,
  /** p95 of a keyword search with 10 000 services, in ms (results page and API). */
  resultsP95Ms: 100,
  /** First-load JS over the framework baseline, gzip bytes. */
  firstLoadJsOverBaselineBytes: 20 * 1024,
  lighthousePerformance: 95,
  lighthouseOther: 100,
  /** Lighthouse's total blocking time on each benchmarked page (issue 44), in ms. */
  lighthouseTotalBlockingTimeMs: 150,
  loadP99Ms: 1000,
  /** Referrals enqueued and every message they owe at the mail relay (issue 41), in seconds. */
  deliverySeconds: 60,
  /** A referral's POST p95 with delivery on, as a multiple of the same with delivery off. */
  outboxPostP95Ratio: 1.1,
  /** Importing the 10 000 services of a local ORUK feed into a fresh tenant (issue 40), in s. */
  orukImportSeconds: { pglite: 60, postgres: 45 },
  /** The same import run again, changing nothing, in s. */
  orukReimportSeconds: 15,
  /** Peak resident memory of the import command, either run. */
  orukImportPeakRssBytes: 512 * 2 ** 20,
  /** p95 of the ORUK feed at 10 000 services: a page of 50 services, one service, in ms. */
  orukListP95Ms: 50,
  orukServiceP95Ms: 20,
} as const;

export type ImportDatabase = keyof typeof BUDGETS.orukImportSeconds;

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

export type BudgetInput = {
  /**
   * The results page against an API seeded with 10 000 services, each request a different
   * visitor. A p95 that includes failed requests (429s, 5xx) measures nothing: any fails it.
   */
  resultsPages?: readonly { subject: string; p95Ms: number; failures: number }[];
  /** `apps/api/bench/search.ts`'s own verdicts on its search budgets (issue 19). */
  apiSearches?: readonly Verdict[];
  firstLoadJs?: readonly { subject: string; overBaselineBytes: number }[];
  /** `scores: null` when the page is not there (404). */
  lighthouse?: readonly {
    subject: string;
    scores: LighthouseScores | null;
    totalBlockingTimeMs: number | null;
  }[];
  load?: { subject: string; failures: number; p99Ms: number };
  /**
   * The cluster part (production shape): cached pages through nginx vs the same nginx's files.
   * Throughput of failed requests (a 502 from a dead replica is fast) fails it.
   */
  clusterPages?: readonly {
    subject: string;
    requestsPerSecond: number;
    staticRequestsPerSecond: number;
    failures: number;
  }[];
  /**
   * The results page through nginx, 10 000 services, each request a different visitor. A p95
   * that includes failed requests (429s, 5xx, network errors) measures nothing: any fails it.
   */
  clusterResultsPages?: readonly { subject: string; p95Ms: number; failures: number }[];
  /** The cluster's load through nginx with a rolling restart of every replica. */
  clusterLoad?: { subject: string; failures: number; p99Ms: number };
  /**
   * Referrals through the outbox to a local mail relay (issue 41). `seconds` is null when some
   * message never arrived; failed POSTs fail the time, as their messages were never owed.
   */
  delivery?: readonly {
    subject: string;
    referrals: number;
    seconds: number | null;
    failedPosts: number;
    lost: number;
    duplicated: number;
    offP95Ms: number;
    outboxP95Ms: number;
  }[];
  /**
   * The import command on an ORUK feed of 10 000 services: into a fresh tenant (`first`), then
   * the same feed again, which must change nothing.
   */
  orukImports?: readonly {
    subject: string;
    database: ImportDatabase;
    run: "first" | "again";
    seconds: number;
    peakRssBytes: number;
    /** Records the run created, updated or deactivated. */
    changed: number;
  }[];
  /** The ORUK feed at 10 000 services; any failed request fails its figure. */
  orukFeed?: readonly {
    subject: string;
    endpoint: "list" | "service";
    p95Ms: number;
    failures: number;
  }[];
};

export type Verdict = {
  budget: string;
  subject: string;
  limit: string;
  actual: string;
  status: "pass" | "fail" | "missing";
};

const pass = (ok: boolean): Verdict["status"] => (ok ? "pass" : "fail");
const percent = (share: number) => `${Math.round(share * 100)}%`;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function checkBudgets(input: BudgetInput): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const page of input.resultsPages ?? []) {
    verdicts.push(
      withFailures(
        resultsVerdict("results page p95 at 10 000 services (the issue's budget)", page),
        page.failures,
      ),
    );
  }
  verdicts.push(...(input.apiSearches ?? []));
  for (const route of input.firstLoadJs ?? []) {
    verdicts.push({
      budget: "first-load JS over the framework baseline",
      subject: route.subject,
      limit: `≤ ${kB(BUDGETS.firstLoadJsOverBaselineBytes)}`,
      actual: kB(route.overBaselineBytes),
      status: pass(route.overBaselineBytes <= BUDGETS.firstLoadJsOverBaselineBytes),
    });
  }
  for (const page of input.lighthouse ?? []) {
    verdicts.push(...lighthouseVerdicts(page.subject, page.scores, page.totalBlockingTimeMs));
  }
  if (input.load) verdicts.push(...loadVerdicts("load test", input.load));
  for (const page of input.clusterPages ?? []) {
    verdicts.push(
      withFailures(
        throughputVerdict("cluster: cached page through nginx", "nginx serving it as a file", page),
        page.failures,
      ),
    );
  }
  for (const page of input.clusterResultsPages ?? []) {
    verdicts.push(
      withFailures(
        resultsVerdict("cluster: results page p95 at 10 000 services via nginx", page),
        page.failures,
      ),
    );
  }
  if (input.clusterLoad) {
    verdicts.push(...loadVerdicts("cluster: load with a rolling restart,", input.clusterLoad));
  }
  for (const run of input.delivery ?? []) verdicts.push(...deliveryVerdicts(run));
  for (const run of input.orukImports ?? []) verdicts.push(...importVerdicts(run));
  for (const figure of input.orukFeed ?? []) {
    const limitMs = figure.endpoint === "list" ? BUDGETS.orukListP95Ms : BUDGETS.orukServiceP95Ms;
    verdicts.push(
      withFailures(
        {
          budget:
            figure.endpoint === "list"
              ? "ORUK feed: a page of 50 services p95 at 10 000"
              : "ORUK feed: one service p95 at 10 000",
          subject: figure.subject,
          limit: `≤ ${limitMs} ms`,
          actual: `${figure.p95Ms} ms`,
          status: pass(figure.p95Ms <= limitMs),
        },
        figure.failures,
      ),
    );
  }
  return verdicts;
}

/** Bytes of memory as the import budget's limit is written. */
export const MiB = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/** Time and peak memory of one import run; a second run must also change nothing. */
function importVerdicts(run: NonNullable<BudgetInput["orukImports"]>[number]): Verdict[] {
  const first = run.run === "first";
  const limitSeconds = first
    ? BUDGETS.orukImportSeconds[run.database]
    : BUDGETS.orukReimportSeconds;
  const name = first ? "ORUK import of 10 000 services" : "ORUK import run again";
  const limitBytes = BUDGETS.orukImportPeakRssBytes;
  const verdicts: Verdict[] = [
    {
      budget: `${name}: time`,
      subject: run.subject,
      limit: `≤ ${limitSeconds} s`,
      actual: `${run.seconds} s`,
      status: pass(run.seconds <= limitSeconds),
    },
    {
      budget: `${name}: peak memory`,
      subject: run.subject,
      limit: `≤ ${MiB(limitBytes)}`,
      actual: MiB(run.peakRssBytes),
      status: pass(run.peakRssBytes <= limitBytes),
    },
  ];
  if (!first) {
    verdicts.push({
      budget: `${name}: records changed`,
      subject: run.subject,
      limit: "0",
      actual: String(run.changed),
      status: pass(run.changed === 0),
    });
  }
  return verdicts;
}

function deliveryVerdicts(run: NonNullable<BudgetInput["delivery"]>[number]): Verdict[] {
  const { subject, seconds, lost, duplicated, offP95Ms, outboxP95Ms } = run;
  const ratio = outboxP95Ms / offP95Ms;
  const none = (budget: string, count: number): Verdict => ({
    budget,
    subject,
    limit: "0",
    actual: String(count),
    status: pass(count === 0),
  });
  return [
    withFailures(
      {
        budget: `delivery: ${run.referrals} referrals enqueued and delivered`,
        subject,
        limit: `≤ ${BUDGETS.deliverySeconds} s`,
        actual: seconds === null ? "not all delivered" : `${seconds} s`,
        status: pass(seconds !== null && seconds <= BUDGETS.deliverySeconds),
      },
      run.failedPosts,
    ),
    none("delivery: messages lost", lost),
    none("delivery: messages duplicated", duplicated),
    {
      budget: "delivery: referral POST p95 with the outbox",
      subject,
      limit: `≤ ${percent(BUDGETS.outboxPostP95Ratio)} of delivery off`,
      actual: `${percent(ratio)} (${outboxP95Ms} vs ${offP95Ms} ms)`,
      status: pass(ratio <= BUDGETS.outboxPostP95Ratio),
    },
  ];
}

/** A figure that includes failed requests measures nothing: any failure fails its verdict. */
function withFailures(verdict: Verdict, failures: number): Verdict {
  if (failures === 0) return verdict;
  return { ...verdict, actual: `${verdict.actual}, ${failures} failed`, status: "fail" };
}

function throughputVerdict(
  budget: string,
  baseline: string,
  page: { subject: string; requestsPerSecond: number; staticRequestsPerSecond: number },
): Verdict {
  const share = page.requestsPerSecond / page.staticRequestsPerSecond;
  return {
    budget,
    subject: page.subject,
    limit: `≥ ${percent(BUDGETS.cachedPageShareOfStatic)} of ${baseline}`,
    actual: percent(share),
    status: pass(share >= BUDGETS.cachedPageShareOfStatic),
  };
}

function resultsVerdict(budget: string, page: { subject: string; p95Ms: number }): Verdict {
  return {
    budget,
    subject: page.subject,
    limit: `≤ ${BUDGETS.resultsP95Ms} ms`,
    actual: `${page.p95Ms} ms`,
    status: pass(page.p95Ms <= BUDGETS.resultsP95Ms),
  };
}

/** Errors (network errors, timeouts and every non-2xx answer) and p99 of a load test. */
function loadVerdicts(
  name: string,
  { subject, failures, p99Ms }: { subject: string; failures: number; p99Ms: number },
): Verdict[] {
  return [
    {
      budget: `${name} errors`,
      subject,
      limit: "0",
      actual: String(failures),
      status: pass(failures === 0),
    },
    {
      budget: `${name} p99`,
      subject,
      limit: `≤ ${BUDGETS.loadP99Ms} ms`,
      actual: `${p99Ms} ms`,
      status: pass(p99Ms <= BUDGETS.loadP99Ms),
    },
  ];
}

function lighthouseVerdicts(
  subject: string,
  scores: LighthouseScores | null,
  totalBlockingTimeMs: number | null,
): Verdict[] {
  const categories = [
    ["Performance", "performance", BUDGETS.lighthousePerformance],
    ["Accessibility", "accessibility", BUDGETS.lighthouseOther],
    ["Best Practices", "bestPractices", BUDGETS.lighthouseOther],
    ["SEO", "seo", BUDGETS.lighthouseOther],
  ] as const;
  const limitMs = BUDGETS.lighthouseTotalBlockingTimeMs;
  return [
    ...categories.map(([name, key, minimum]) => ({
      budget: `Lighthouse ${name}`,
      subject,
      limit: minimum === 100 ? "100" : `≥ ${minimum}`,
      actual: scores ? String(scores[key]) : "page missing",
      status: scores ? pass(scores[key] >= minimum) : ("missing" as const),
    })),
    {
      budget: "Lighthouse total blocking time",
      subject,
      limit: `≤ ${limitMs} ms`,
      actual: totalBlockingTimeMs === null ? "page missing" : `${totalBlockingTimeMs} ms`,
      status: totalBlockingTimeMs === null ? "missing" : pass(totalBlockingTimeMs <= limitMs),
    },
  ];
}

/** One line per broken budget, for the exit message. */
export function brokenBudgets(verdicts: readonly Verdict[]): string[] {
  return verdicts
    .filter((verdict) => verdict.status === "fail")
    .map(
      (verdict) => `${verdict.budget}: ${verdict.subject} is ${verdict.actual} (${verdict.limit})`,
    );
}

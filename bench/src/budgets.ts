// The budgets of issue 7, checked against one run's figures. A part left out of the run (see
// `--only`) gives no verdicts rather than failures.

export const BUDGETS = {
  /** Cached pages serve at least this share of the static baseline's requests per second. */
  cachedPageShareOfStatic: 0.5,
  /** p95 of a keyword search with 10 000 services, in ms (results page and API). */
  resultsP95Ms: 100,
  /** First-load JS over the framework baseline, gzip bytes. */
  firstLoadJsOverBaselineBytes: 20 * 1024,
  lighthousePerformance: 95,
  lighthouseOther: 100,
  loadP99Ms: 1000,
} as const;

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

export type BudgetInput = {
  /** `/`, category, service, event and `/events` of each variant. */
  cachedPages?: readonly {
    subject: string;
    requestsPerSecond: number;
    staticRequestsPerSecond: number;
  }[];
  /** The results page against an API seeded with 10 000 services. */
  resultsPages?: readonly { subject: string; p95Ms: number }[];
  /** `apps/api/bench/search.ts`'s own verdicts on its search budgets (issue 19). */
  apiSearches?: readonly Verdict[];
  firstLoadJs?: readonly { subject: string; overBaselineBytes: number }[];
  /** `scores: null` when the page is not there (404). */
  lighthouse?: readonly { subject: string; scores: LighthouseScores | null }[];
  load?: { subject: string; failures: number; p99Ms: number };
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
  for (const page of input.cachedPages ?? []) {
    const share = page.requestsPerSecond / page.staticRequestsPerSecond;
    verdicts.push({
      budget: "cached page throughput",
      subject: page.subject,
      limit: `≥ ${percent(BUDGETS.cachedPageShareOfStatic)} of static`,
      actual: percent(share),
      status: pass(share >= BUDGETS.cachedPageShareOfStatic),
    });
  }
  for (const page of input.resultsPages ?? []) {
    verdicts.push({
      budget: "results page p95 at 10 000 services (the issue's budget)",
      subject: page.subject,
      limit: `≤ ${BUDGETS.resultsP95Ms} ms`,
      actual: `${page.p95Ms} ms`,
      status: pass(page.p95Ms <= BUDGETS.resultsP95Ms),
    });
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
    verdicts.push(...lighthouseVerdicts(page.subject, page.scores));
  }
  if (input.load) {
    const { subject, failures, p99Ms } = input.load;
    verdicts.push(
      {
        budget: "load test errors",
        subject,
        limit: "0",
        actual: String(failures),
        status: pass(failures === 0),
      },
      {
        budget: "load test p99",
        subject,
        limit: `≤ ${BUDGETS.loadP99Ms} ms`,
        actual: `${p99Ms} ms`,
        status: pass(p99Ms <= BUDGETS.loadP99Ms),
      },
    );
  }
  return verdicts;
}

function lighthouseVerdicts(subject: string, scores: LighthouseScores | null): Verdict[] {
  const categories = [
    ["Performance", "performance", BUDGETS.lighthousePerformance],
    ["Accessibility", "accessibility", BUDGETS.lighthouseOther],
    ["Best Practices", "bestPractices", BUDGETS.lighthouseOther],
    ["SEO", "seo", BUDGETS.lighthouseOther],
  ] as const;
  return categories.map(([name, key, minimum]) => ({
    budget: `Lighthouse ${name}`,
    subject,
    limit: minimum === 100 ? "100" : `≥ ${minimum}`,
    actual: scores ? String(scores[key]) : "page missing",
    status: scores ? pass(scores[key] >= minimum) : "missing",
  }));
}

/** One line per broken budget, for the exit message. */
export function brokenBudgets(verdicts: readonly Verdict[]): string[] {
  return verdicts
    .filter((verdict) => verdict.status === "fail")
    .map(
      (verdict) => `${verdict.budget}: ${verdict.subject} is ${verdict.actual} (${verdict.limit})`,
    );
}

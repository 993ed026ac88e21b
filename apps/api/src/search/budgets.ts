// Issue 19's latency budgets for the API's searches, checked against `bench/search.ts` figures
// (never in tests: timing belongs to the bench, on a quiet machine).

/** p95 budgets in ms, by number of synthetic services. */
export const SEARCH_BUDGETS_MS: Readonly<Record<number, number>> = { 10_000: 30, 100_000: 100 };

/** The kinds of search the budgets cover: keywords, postcodes and filters. */
export const BUDGETED_KINDS = [
  "keyword (broad)",
  "keyword (narrow)",
  "typo",
  "postcode, distance order",
  "postcode, relevance order",
  "keyword + radius",
  "filters",
] as const;

/**
 * Kinds with budgets of their own, p95 in ms by number of services (issue 43: "open now" within
 * 100 ms at 10 000; at 100 000 it is reported only).
 */
const KIND_BUDGETS_MS: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  "open now": { 10_000: 100 },
};

/** A figure's budget in ms, or undefined where it has none. */
function budgetOf(kind: string, services: number): number | undefined {
  const own = KIND_BUDGETS_MS[kind];
  if (own) return own[services];
  return (BUDGETED_KINDS as readonly string[]).includes(kind)
    ? SEARCH_BUDGETS_MS[services]
    : undefined;
}

export type SearchFigure = { target: string; services: number; kind: string; p95: number };

export type SearchVerdict = {
  budget: string;
  subject: string;
  limit: string;
  actual: string;
  status: "pass" | "fail";
};

export function searchVerdicts(figures: readonly SearchFigure[]): SearchVerdict[] {
  return figures.flatMap((figure) => {
    const limit = budgetOf(figure.kind, figure.services);
    if (limit === undefined) return [];
    return [
      {
        budget: `API search p95 at ${figure.services.toLocaleString("en-GB")} services`,
        subject: `${figure.target} ${figure.kind}`,
        limit: `≤ ${limit} ms`,
        actual: `${figure.p95} ms`,
        status: figure.p95 <= limit ? "pass" : "fail",
      },
    ];
  });
}

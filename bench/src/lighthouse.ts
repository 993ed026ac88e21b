// Lighthouse (mobile, its default) in Debian's Chromium, one browser for the whole run.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import * as medianRun from "lighthouse/core/lib/median-run.js";

import type { LighthouseScores } from "./budgets.ts";

export type LighthouseFigure = {
  url: string;
  status: number;
  scores: LighthouseScores | null;
  /** Weighted audits scoring under 0.9 in the reported run: where the points went. */
  weakAudits: string[];
  /** Every run's Performance score, in the order they ran. */
  runPerformance: number[];
  /**
   * Lighthouse's measure of the machine's speed during the reported run (its BenchmarkIndex):
   * the same page scores lower when the host is slower, and this host's speed varies.
   */
  benchmarkIndex: number | null;
  /** The reported run's total blocking time (main-thread tasks past 50 ms, simulated), in ms. */
  totalBlockingTimeMs: number | null;
};

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

function chromeFlags(): string[] {
  const flags = [
    "--headless=new",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ];
  // Chromium refuses to start as root with its sandbox on.
  return process.getuid?.() === 0 ? [...flags, "--no-sandbox"] : flags;
}

/** One report, named from the runner's return type. */
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
// median-run.d.ts names the global `LH` namespace, which tsc resolves and typescript-eslint's
// program does not (it sees error types), so the two signatures are restated.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
const { computeMedianRun, filterToValidRuns } = medianRun as unknown as {
  computeMedianRun: (runs: Result[]) => Result;
  filterToValidRuns: (runs: Result[]) => Result[];
};

/** The four category scores of one report, 0–100 (0 where a category could not run). */
function scoresOf(lhr: Result): LighthouseScores {
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
  };
}

/** Weighted audits scoring under 0.9, with their displayed values. */
function weakAuditsOf(lhr: Result): string[] {
  return CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${id}: ${ref.id} ${lhr.audits[ref.id]?.displayValue ?? ""}`.trim()),
  );
}

function totalBlockingTimeOf(lhr: Result): number | null {
  const value = lhr.audits["total-blocking-time"]?.numericValue;
  return value === undefined ? null : Math.round(value);
}

/**
 * Scores each URL in turn, `runs` times, and reports the run Lighthouse's own `computeMedianRun`
 * picks (nearest the median first paint and time to interactive): one run varies by several
 * points on an unchanged page. A URL that does not answer 200 is reported with `scores: null`.
 */
export async function runLighthouse(
  urls: readonly string[],
  chromiumPath: string,
  runs: number,
): Promise<LighthouseFigure[]> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromeFlags() });
  try {
    const figures: LighthouseFigure[] = [];
    for (const url of urls) {
      const { status } = await fetch(url, { redirect: "manual" });
      if (status !== 200) {
        figures.push({
          url,
          status,
          scores: null,
          weakAudits: [],
          runPerformance: [],
          benchmarkIndex: null,
          totalBlockingTimeMs: null,
        });
        continue;
      }
      const reports: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (result) reports.push(result.lhr);
      }
      const valid = filterToValidRuns(reports);
      const median = valid.length > 0 ? computeMedianRun(valid) : reports[0];
      if (!median) throw new Error(`Lighthouse returned no report for ${url}`);
      figures.push({
        url,
        status,
        scores: scoresOf(median),
        weakAudits: weakAuditsOf(median),
        runPerformance: reports.map((report) => scoresOf(report).performance),
        benchmarkIndex: Math.round(median.environment.benchmarkIndex),
        totalBlockingTimeMs: totalBlockingTimeOf(median),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

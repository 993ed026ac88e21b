// The shape of bench/results.json: one run's settings, figures and budget verdicts.
import type { ApiRelevanceRow, ApiSearchRow } from "./api-search.ts";
import type { Verdict } from "./budgets.ts";
import type { FirstLoadFigures } from "./first-load-js.ts";
import type { HttpFigures } from "./http-bench.ts";
import type { LighthouseFigure } from "./lighthouse.ts";
import type { BenchPage } from "./pages.ts";

export type PageFigure = BenchPage & {
  variant: string;
  site: HttpFigures;
  /** The same HTML from the static baseline; null where no baseline was measured. */
  static: HttpFigures | null;
  /** Synthetic services in the API behind the site (0: the borough's seed alone). */
  services: number;
};

export type BenchResults = {
  date: string;
  machine: { cpu: string; cores: number; memoryGiB: number; platform: string };
  node: string;
  commit: string;
  settings: {
    parts: string[];
    connections: number;
    durationSeconds: number;
    loadConnections: number;
    loadDurationSeconds: number;
    quick: boolean;
    apiRuns: number;
    resultsServices: number;
    resultsConnections: number;
    pageRounds: number;
    lighthouseRuns: number;
    postgres: boolean;
  };
  pages?: PageFigure[];
  apiSearch?: ApiSearchRow[];
  /** The relevance suite on the seed, per database and borough. */
  apiRelevance?: ApiRelevanceRow[];
  firstLoadJs?: { variant: string; figures: FirstLoadFigures }[];
  lighthouse?: (LighthouseFigure & { variant: string; page: string })[];
  load?: HttpFigures & { connections: number; durationSeconds: number; paths: number };
  /** Parts that could not run, and why. */
  failures: { part: string; error: string }[];
  budgets: Verdict[];
};

// The shape of bench/results.json: one run's settings, figures and budget verdicts.
import type { ApiRelevanceRow, ApiSearchRow } from "./api-search.ts";
import type { ImportDatabase, Verdict } from "./budgets.ts";
import type { DeliveryFigure } from "./delivery.ts";
import type { FirstLoadFigures } from "./first-load-js.ts";
import type { HttpFigures } from "./http-bench.ts";
import type { ImportCounts } from "./import-report.ts";
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

/** A cached page through the cluster's nginx, and its saved HTML from the same nginx as a file. */
export type ClusterPageFigure = BenchPage & {
  variant: string;
  proxy: HttpFigures;
  static: HttpFigures;
};

/**
 * A cached page straight from one replica, whose cache handler reads Redis, and from an instance
 * of the same build keeping pages in its own memory, measured in turns.
 */
export type SharedCacheFigure = {
  variant: string;
  name: string;
  path: string;
  replica: string;
  redis: HttpFigures;
  memory: HttpFigures;
  /** redis req/s ÷ memory req/s. */
  share: number | null;
  /** The embedded `pages` part's figure for the page (minutes apart); null without that part. */
  embedded: HttpFigures | null;
};

/** Searches through nginx against 10 000 services, each request from a visitor of its own. */
export type ClusterSearchFigure = {
  variant: string;
  name: string;
  /** The first search and how many others it cycles through. */
  path: string;
  services: number;
  connections: number;
  figures: HttpFigures;
};

export type ClusterLoadFigure = HttpFigures & {
  connections: number;
  /** `BENCH_LOAD_DURATION`; the load goes on until the restart is over. */
  durationSeconds: number;
  measuredSeconds: number;
  paths: number;
  restart: {
    /** Replicas restarted in turn (sites first, then the API). */
    replicas: number;
    startedAtSeconds: number;
    tookSeconds: number;
  };
};

/** The `cluster` part: the production shape (docs/decisions/0007) on this machine. */
export type ClusterResults = {
  replicasPerSite: number;
  pages: ClusterPageFigure[];
  sharedCache: SharedCacheFigure[];
  load?: ClusterLoadFigure;
  results: ClusterSearchFigure[];
};

/** One run of the import command on the ORUK feed, timed from its start to its exit. */
export type OrukImportRun = {
  database: ImportDatabase;
  /** `first`: into a fresh tenant; `again`: the same feed into the same tenant once more. */
  run: "first" | "again";
  seconds: number;
  /** The command's own peak resident memory (max-rss.ts). */
  peakRssBytes: number;
  /** The report's counts over every kind of record, and its services'. */
  total: ImportCounts;
  services: ImportCounts | undefined;
};

/** The ORUK feed's pages of 50 services, or its services one by one, from one client. */
export type OrukFeedFigure = {
  database: ImportDatabase;
  endpoint: "list" | "service";
  /** The first address measured and how many others it cycles through. */
  path: string;
  figures: HttpFigures;
};

/** The `import` part (issue 40): the import of an ORUK feed, and the feed itself, at scale. */
export type OrukImportResults = {
  /** Services in the feed (`total_items`): the synthetic ones and the seed's. */
  feedServices: number;
  runs: OrukImportRun[];
  feed: OrukFeedFigure[];
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
  cluster?: ClusterResults;
  /** The `delivery` part: referrals through the outbox to a local mail relay, per database. */
  delivery?: DeliveryFigure[];
  orukImport?: OrukImportResults;
  /** Parts that could not run, and why. */
  failures: { part: string; error: string }[];
  budgets: Verdict[];
};

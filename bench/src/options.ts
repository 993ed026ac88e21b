// `pnpm bench [--only=pages,api,js,lighthouse,load,cluster,delivery,import]` and its BENCH_*
// environment.
import { parseArgs } from "node:util";

export const PARTS = [
  "pages",
  "api",
  "js",
  "lighthouse",
  "load",
  "cluster",
  "delivery",
  "import",
] as const;
export type Part = (typeof PARTS)[number];

export type BenchOptions = {
  parts: ReadonlySet<Part>;
  /** autocannon connections and seconds per page. */
  connections: number;
  durationSeconds: number;
  loadConnections: number;
  loadDurationSeconds: number;
  /** Skips the 100 000-service API figures and fewer search runs. */
  quick: boolean;
  /** Searches per kind of query in the API bench. */
  apiRuns: number;
  /** Synthetic services the results page is measured against (0: skip that part). */
  resultsServices: number;
  /** Alternating site and static runs per page; the median run of each is reported. */
  pageRounds: number;
  /** Connections for the results pages at that scale: the wait of one resident (or more). */
  resultsConnections: number;
  /** Lighthouse runs per page; the run nearest the median is reported (Lighthouse's advice). */
  lighthouseRuns: number;
  /** PostgreSQL for the API and import benches' second target. */
  databaseUrl: string | undefined;
  chromiumPath: string;
};

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}").`);
  }
  return value;
}

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== "--"),
    options: { only: { type: "string" } },
  });
  const asked = values.only?.split(",").map((part) => part.trim()) ?? [...PARTS];
  const unknown = asked.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0 || asked.length === 0) {
    throw new Error(`--only takes some of ${PARTS.join(",")} (got "${values.only ?? ""}").`);
  }
  const quick = env.BENCH_QUICK === "1" || env.BENCH_QUICK === "true";
  return {
    parts: new Set(asked as Part[]),
    connections: positiveInteger(env, "BENCH_CONNECTIONS", 10),
    durationSeconds: positiveInteger(env, "BENCH_DURATION", 10),
    loadConnections: positiveInteger(env, "BENCH_LOAD_CONNECTIONS", 50),
    loadDurationSeconds: positiveInteger(env, "BENCH_LOAD_DURATION", 60),
    quick,
    apiRuns: positiveInteger(env, "BENCH_API_RUNS", quick ? 20 : 40),
    resultsServices: positiveInteger(env, "BENCH_RESULTS_SERVICES", 10_000, 0),
    resultsConnections: positiveInteger(env, "BENCH_RESULTS_CONNECTIONS", 1),
    pageRounds: positiveInteger(env, "BENCH_PAGE_ROUNDS", quick ? 1 : 3),
    lighthouseRuns: positiveInteger(env, "BENCH_LIGHTHOUSE_RUNS", quick ? 1 : 5),
    databaseUrl: env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL,
    chromiumPath: env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  };
}

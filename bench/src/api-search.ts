// API search: runs apps/api's own search bench (bench/search.ts) and reads the results.json it
// writes (relevance on the seed, latency at scale, and its verdicts against issue 19's budgets),
// so the queries, the judgements, the timing and the budgets live in one place.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";

export type ApiSearchRow = {
  target: string;
  services: number;
  kind: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  meanHits: number;
};

/** The relevance suite's figures for one borough on one database. */
export type ApiRelevanceRow = {
  target: string;
  tenant: string;
  queries: number;
  meanPrecisionAt5: number;
  firstRelevantShare: number;
  meanRecall: number;
  zeroWithRelevant: number;
  nothingQueries: number;
  foundForNothing: number;
};

export type ApiSearchResults = {
  relevance: ApiRelevanceRow[];
  results: ApiSearchRow[];
  /** apps/api's own verdicts against its search budgets. */
  budgets: {
    budget: string;
    subject: string;
    limit: string;
    actual: string;
    status: "pass" | "fail";
  }[];
};

export async function runApiSearchBench(options: {
  apiDir: string;
  sizes: readonly number[];
  runs: number;
  databaseUrl: string | undefined;
}): Promise<ApiSearchResults> {
  const args = [
    "bench/search.ts",
    "--sizes",
    options.sizes.join(","),
    "--runs",
    String(options.runs),
    "--targets",
    options.databaseUrl ? "pglite,postgres" : "pglite",
  ];
  const env = { ...process.env };
  if (options.databaseUrl) env.BENCH_DATABASE_URL = options.databaseUrl;
  // Its table goes to stderr with its progress; ours is the one on stdout.
  const child = spawn(process.execPath, args, {
    cwd: options.apiDir,
    env,
    stdio: ["ignore", process.stderr, "inherit"],
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  // 1 is a broken budget, reported with the figures; anything else is a failure to run.
  if (code !== 0 && code !== 1) {
    throw new Error(`apps/api bench/search.ts exited with ${code ?? "a signal"}`);
  }
  const file = path.join(options.apiDir, "bench", "results.json");
  const parsed = JSON.parse(await readFile(file, "utf8")) as Partial<ApiSearchResults>;
  return {
    relevance: parsed.relevance ?? [],
    results: parsed.results ?? [],
    budgets: parsed.budgets ?? [],
  };
}

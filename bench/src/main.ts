// `pnpm bench [--only=pages,api,js,lighthouse,load,cluster,delivery,import]`: builds the API's
// dependencies and both sites (turbo, cached), starts them on loopback on free ports against a
// fresh seeded database, and then the production shape (cluster.ts), measures, imports an ORUK
// feed (import-bench.ts), prints tables, writes bench/results.json and exits 1 naming every broken
// budget.
// Never part of `pnpm test`: it needs minutes and a quiet machine.
import { spawnSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { cpus, totalmem } from "node:os";
import path from "node:path";

import { runApiSearchBench } from "./api-search.ts";
import { brokenBudgets, checkBudgets } from "./budgets.ts";
import { benchCluster, emptyClusterResults } from "./cluster.ts";
import { benchDelivery } from "./delivery.ts";
import type { Verdict } from "./budgets.ts";
import { measureFirstLoadJs } from "./first-load-js.ts";
import { benchOrukImport } from "./import-bench.ts";
import { parseOptions } from "./options.ts";
import type { BenchOptions } from "./options.ts";
import { stopServer } from "./processes.ts";
import { renderReport } from "./report.ts";
import type { BenchResults } from "./results.ts";
import { budgetInput } from "./budget-input.ts";
import { benchLighthouse, benchLoad, benchPages } from "./embedded-parts.ts";
import { startStack, VARIANTS } from "./embedded.ts";
import type { Resources, Stack } from "./embedded.ts";
import { apiDir, note, root, run } from "./run.ts";

function gitCommit(): string {
  const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" });
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" });
  return `${head.stdout.trim()}${dirty.stdout.trim() === "" ? "" : " (uncommitted changes)"}`;
}

/** A run's results before any part: when, where, on what and with which settings. */
function startedResults(options: BenchOptions): BenchResults {
  return {
    date: new Date().toISOString(),
    machine: {
      cpu: cpus()[0]?.model ?? "unknown",
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      platform: `${process.platform} ${process.arch}`,
    },
    node: process.version,
    commit: gitCommit(),
    settings: {
      parts: [...options.parts],
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      loadConnections: options.loadConnections,
      loadDurationSeconds: options.loadDurationSeconds,
      quick: options.quick,
      apiRuns: options.apiRuns,
      resultsServices: options.resultsServices,
      resultsConnections: options.resultsConnections,
      pageRounds: options.pageRounds,
      lighthouseRuns: options.lighthouseRuns,
      postgres: options.databaseUrl !== undefined,
    },
    failures: [],
    budgets: [],
  };
}

/** Runs one part; its failure is noted in the results and the run goes on. */
type Attempt = (part: string, work: () => Promise<void>) => Promise<void>;

function build(): void {
  note("building (turbo, cached)");
  run(
    "pnpm",
    ["exec", "turbo", "run", "build", "--filter=@hub/sutton", "--filter=@hub/borough"],
    root,
    {
      TURBO_TELEMETRY_DISABLED: "1",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  );
}

async function benchFirstLoadJs(results: BenchResults): Promise<void> {
  results.firstLoadJs = [];
  for (const variant of VARIANTS) {
    const figures = await measureFirstLoadJs(path.join(root, "apps", variant.app));
    results.firstLoadJs.push({ variant: variant.name, figures });
  }
}

/** The pages, Lighthouse and load parts, on one embedded stack stopped at the end. */
async function benchEmbedded(
  options: BenchOptions,
  results: BenchResults,
  attempt: Attempt,
): Promise<void> {
  const { parts } = options;
  const resources: Resources = { servers: [], dirs: [] };
  let stack: Stack | undefined;
  try {
    await attempt("servers", async () => {
      stack = await startStack(resources);
    });
    if (stack) {
      const started = stack;
      if (parts.has("pages")) {
        await attempt("pages", async () => {
          results.pages = await benchPages(started, options);
        });
      }
      if (parts.has("lighthouse")) {
        await attempt("lighthouse", async () => {
          results.lighthouse = await benchLighthouse(started, options);
        });
      }
      if (parts.has("load")) {
        await attempt("load", async () => {
          results.load = await benchLoad(started, options);
        });
      }
    }
  } finally {
    await Promise.all(resources.servers.map(stopServer));
    for (const dir of resources.dirs) await rm(dir, { recursive: true, force: true });
  }
}

/** The API search bench; its budget verdicts, for the report's budgets. */
async function benchApiSearch(options: BenchOptions, results: BenchResults): Promise<Verdict[]> {
  note("API search bench (apps/api bench/search.ts)");
  const api = await runApiSearchBench({
    apiDir,
    sizes: options.quick ? [10_000] : [10_000, 100_000],
    runs: options.apiRuns,
    databaseUrl: options.databaseUrl,
  });
  results.apiSearch = api.results;
  results.apiRelevance = api.relevance;
  return api.budgets;
}

/** Prints the report, writes bench/results.json, and says what broke; 1 if anything did. */
async function report(results: BenchResults, apiVerdicts: Verdict[] | undefined): Promise<number> {
  results.budgets = checkBudgets(budgetInput(results, apiVerdicts));
  process.stdout.write(`${renderReport(results)}\n`);
  const file = path.join(root, "bench", "results.json");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  note(`wrote ${path.relative(root, file)}`);

  const broken = brokenBudgets(results.budgets);
  for (const line of broken) console.error(`Budget broken: ${line}`);
  for (const { part, error } of results.failures) console.error(`Part failed: ${part}: ${error}`);
  return broken.length > 0 || results.failures.length > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2), process.env);
  const { parts } = options;
  const results = startedResults(options);
  const attempt: Attempt = async (part, work) => {
    try {
      await work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      note(`${part} failed: ${message}`);
      results.failures.push({ part, error: message });
    }
  };

  const needsSites = parts.has("pages") || parts.has("lighthouse") || parts.has("load");
  if (needsSites || parts.has("js") || parts.has("cluster")) build();
  if (parts.has("js")) await attempt("js", () => benchFirstLoadJs(results));
  if (needsSites) await benchEmbedded(options, results, attempt);
  // After the embedded servers have stopped: the cluster has the machine to itself.
  if (parts.has("cluster")) {
    await attempt("cluster", async () => {
      results.cluster = emptyClusterResults();
      await benchCluster(options, results.pages, results.cluster, note);
    });
  }
  if (parts.has("import")) {
    await attempt("import", () => benchOrukImport(options, results));
  }
  let apiVerdicts: Verdict[] | undefined;
  if (parts.has("api")) {
    await attempt("api", async () => {
      apiVerdicts = await benchApiSearch(options, results);
    });
  }
  if (parts.has("delivery")) {
    await attempt("delivery", async () => {
      results.delivery = await benchDelivery(options.databaseUrl);
    });
  }
  return report(results, apiVerdicts);
}

process.exitCode = await main();

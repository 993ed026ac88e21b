// `pnpm bench [--only=pages,api,js,lighthouse,load,cluster]`: builds the API's dependencies and both
// sites (turbo, cached), starts them on loopback on free ports against a fresh seeded database, and
// then the production shape (cluster.ts), measures, prints tables, writes bench/results.json and
// exits 1 naming every broken budget.
// Never part of `pnpm test`: it needs minutes and a quiet machine.
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";

import { runApiSearchBench } from "./api-search.ts";
import { brokenBudgets, checkBudgets } from "./budgets.ts";
import { benchCluster, emptyClusterResults } from "./cluster.ts";
import type { BudgetInput, Verdict } from "./budgets.ts";
import { measureFirstLoadJs } from "./first-load-js.ts";
import { measureHttp } from "./http-bench.ts";
import type { HttpFigures } from "./http-bench.ts";
import { runLighthouse } from "./lighthouse.ts";
import { parseOptions } from "./options.ts";
import type { BenchOptions } from "./options.ts";
import { discoverPages, discoverScaleSearches } from "./pages.ts";
import type { SitePages } from "./pages.ts";
import { freePort, startServer, stopServer, waitUntilUp } from "./processes.ts";
import type { Server } from "./processes.ts";
import { renderReport } from "./report.ts";
import type { BenchResults, PageFigure } from "./results.ts";
import { siteStartCommand } from "./start-command.ts";
import { medianByThroughput } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "../..");
const apiDir = path.join(root, "apps", "api");
const STARTUP_TIMEOUT_MS = 600_000;
/** Requests per page before measuring: compiles, fills caches, warms the JIT. */
const WARM_UP_REQUESTS = 5;

const VARIANTS = [
  { name: "sutton", app: "sutton", tenant: "sutton" },
  { name: "bexley", app: "borough", tenant: "bexley" },
] as const;
type Variant = (typeof VARIANTS)[number];

function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  // Progress goes to stderr; stdout is kept for the report.
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", process.stderr, "inherit"],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

function gitCommit(): string {
  const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" });
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" });
  return `${head.stdout.trim()}${dirty.stdout.trim() === "" ? "" : " (uncommitted changes)"}`;
}

const note = (message: string) => {
  console.warn(`[bench] ${message}`);
};

/** What a run started and created, stopped and removed at its end. */
type Resources = { servers: Server[]; dirs: string[] };

/** What the page, Lighthouse and load parts run against. */
type Stack = Resources & { sites: { variant: Variant; origin: string; pages: SitePages }[] };

async function startApi(name: string, dataDir: string, seed: "auto" | "off"): Promise<Server> {
  const port = await freePort();
  const api = startServer({
    name,
    origin: `http://127.0.0.1:${port}`,
    command: process.execPath,
    args: ["src/main.ts"],
    cwd: apiDir,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      API_DATA_DIR: dataDir,
      API_SEED: seed,
      API_RATE_LIMIT: String(Number.MAX_SAFE_INTEGER),
      LOG_LEVEL: "warn",
    },
  });
  await waitUntilUp(api, `${api.origin}/sutton/core/v1/settings`, STARTUP_TIMEOUT_MS);
  return api;
}

async function startSite(variant: Variant, apiOrigin: string): Promise<Server> {
  const appDir = path.join(root, "apps", variant.app);
  const { scripts } = JSON.parse(await readFile(path.join(appDir, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const start = siteStartCommand(
    scripts?.start,
    path.join(appDir, "node_modules", ".bin", "next"),
    port,
  );
  const site = startServer({
    name: `apps/${variant.app}`,
    origin,
    command: start.command,
    args: start.args,
    cwd: appDir,
    env: {
      ...start.env,
      APP_API_URL: `${apiOrigin}/${variant.tenant}/core/v1`,
      APP_FRONTEND_URL: origin,
      APP_ENV: "production",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  await waitUntilUp(site, `${origin}/about`, STARTUP_TIMEOUT_MS);
  return site;
}

async function warmUp(origin: string, paths: readonly string[]): Promise<void> {
  for (const pagePath of paths) {
    for (let i = 0; i < WARM_UP_REQUESTS; i++) {
      const response = await fetch(`${origin}${pagePath}`);
      await response.arrayBuffer();
    }
  }
}

async function startStack(resources: Resources): Promise<Stack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hub-bench-api-"));
  resources.dirs.push(dataDir);
  note("starting the API (fresh database, seeded on start)");
  const api = await startApi("apps/api", dataDir, "auto");
  resources.servers.push(api);
  const sites = [];
  for (const variant of VARIANTS) {
    note(`starting apps/${variant.app} through its start script`);
    const site = await startSite(variant, api.origin);
    resources.servers.push(site);
    const pages = await discoverPages(`${api.origin}/${variant.tenant}/core/v1`);
    await warmUp(site.origin, [
      ...pages.throughput.map((page) => page.path),
      ...pages.lighthouse.map((page) => page.path),
    ]);
    sites.push({ variant, origin: site.origin, pages });
  }
  return { ...resources, sites };
}

/** Saves each page's HTML once and serves it all from one static server. */
async function startStaticBaseline(stack: Stack): Promise<Server> {
  const dir = await mkdtemp(path.join(tmpdir(), "hub-bench-static-"));
  stack.dirs.push(dir);
  const index: Record<string, string> = {};
  for (const site of stack.sites) {
    for (const [i, page] of site.pages.throughput.entries()) {
      const file = `${site.variant.name}-${i}.html`;
      const response = await fetch(`${site.origin}${page.path}`);
      if (!response.ok) throw new Error(`${site.variant.name} ${page.path}: ${response.status}`);
      await writeFile(path.join(dir, file), await response.text());
      index[`/${site.variant.name}${page.path}`] = file;
    }
  }
  await writeFile(path.join(dir, "index.json"), JSON.stringify(index));
  const port = await freePort();
  const server = startServer({
    name: "static baseline",
    origin: `http://127.0.0.1:${port}`,
    command: process.execPath,
    args: [path.join(import.meta.dirname, "static-server.ts"), dir, String(port)],
    cwd: root,
    env: {},
  });
  stack.servers.push(server);
  await waitUntilUp(server, `${server.origin}/`, 30_000);
  return server;
}

async function benchPages(stack: Stack, options: BenchOptions): Promise<PageFigure[]> {
  const baseline = await startStaticBaseline(stack);
  // Searches from one address meet the sites' per-visitor search limit (60 a minute): each
  // request names a visitor of its own, as nginx would for many residents.
  const measure = (origin: string, pagePath: string, asVisitors: boolean) =>
    measureHttp({
      targets: [{ origin, paths: [pagePath], asVisitors }],
      connections: options.connections,
      durationSeconds: options.durationSeconds,
    });
  const figures: PageFigure[] = [];
  for (const site of stack.sites) {
    for (const page of site.pages.throughput) {
      note(`pages: ${site.variant.name} ${page.path} (${options.pageRounds} rounds)`);
      // Site and baseline take turns, so a slow spell of the machine falls on both sides.
      const siteRuns: HttpFigures[] = [];
      const staticRuns: HttpFigures[] = [];
      for (let round = 0; round < options.pageRounds; round++) {
        const asVisitors = page.kind === "search";
        siteRuns.push(await measure(site.origin, page.path, asVisitors));
        staticRuns.push(
          await measure(baseline.origin, `/${site.variant.name}${page.path}`, asVisitors),
        );
      }
      figures.push({
        ...page,
        variant: site.variant.name,
        services: 0,
        site: medianByThroughput(siteRuns),
        static: medianByThroughput(staticRuns),
      });
    }
  }
  if (options.resultsServices > 0) figures.push(...(await benchResultsAtScale(stack, options)));
  return figures;
}

/**
 * The results pages again, against a second API whose tenants carry `resultsServices` synthetic
 * services on top of their seed, served by a second instance of each site. Each request is a
 * different search (several keywords or postcodes, and an address of its own), so the site's
 * page cache never answers: the figures are the cost of real searches.
 */
async function benchResultsAtScale(stack: Stack, options: BenchOptions): Promise<PageFigure[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hub-bench-api-scale-"));
  stack.dirs.push(dataDir);
  const services = options.resultsServices;
  note(`seeding ${services} synthetic services per tenant for the results pages (minutes)`);
  run(
    process.execPath,
    [
      "src/seed/cli.ts",
      ...VARIANTS.flatMap((variant) => ["--tenant", variant.tenant]),
      "--services",
      String(services),
    ],
    apiDir,
    { API_DATA_DIR: dataDir },
  );
  const api = await startApi("apps/api (scaled)", dataDir, "off");
  stack.servers.push(api);
  const figures: PageFigure[] = [];
  for (const { variant } of stack.sites) {
    const site = await startSite(variant, api.origin);
    stack.servers.push(site);
    const searches = await discoverScaleSearches(`${api.origin}/${variant.tenant}/core/v1`);
    await warmUp(
      site.origin,
      searches.flatMap((search) => search.warmUp),
    );
    for (const search of searches) {
      note(`pages at ${services} services: ${variant.name} ${search.name}`);
      figures.push({
        name: search.name,
        kind: "search",
        path: `${search.paths[0] ?? ""} (+${search.paths.length - 1} more)`,
        variant: variant.name,
        services,
        // Each search once: a repeat within the minute would be the site's stored answer.
        site: await measureHttp({
          targets: [{ origin: site.origin, paths: search.paths, unique: true, asVisitors: true }],
          connections: options.resultsConnections,
          durationSeconds: options.durationSeconds,
          amount: search.paths.length,
        }),
        static: null,
      });
    }
    await stopServer(site);
  }
  await stopServer(api);
  return figures;
}

async function benchLighthouse(stack: Stack, options: BenchOptions) {
  const figures: NonNullable<BenchResults["lighthouse"]> = [];
  for (const site of stack.sites) {
    note(
      `lighthouse: ${site.variant.name} (${site.pages.lighthouse.length} pages × ${options.lighthouseRuns} runs)`,
    );
    const urls = site.pages.lighthouse.map((page) => `${site.origin}${page.path}`);
    const scored = await runLighthouse(urls, options.chromiumPath, options.lighthouseRuns);
    for (const [i, figure] of scored.entries()) {
      figures.push({
        ...figure,
        variant: site.variant.name,
        page: site.pages.lighthouse[i]?.name ?? "",
      });
    }
  }
  return figures;
}

async function benchLoad(stack: Stack, options: BenchOptions): Promise<BenchResults["load"]> {
  const targets = stack.sites.map((site) => ({
    origin: site.origin,
    paths: site.pages.throughput.map((page) => page.path),
    asVisitors: true,
  }));
  note(`load: ${options.loadConnections} connections for ${options.loadDurationSeconds} s`);
  const figures = await measureHttp({
    targets,
    connections: options.loadConnections,
    durationSeconds: options.loadDurationSeconds,
  });
  return {
    ...figures,
    connections: options.loadConnections,
    durationSeconds: options.loadDurationSeconds,
    paths: targets.reduce((sum, target) => sum + target.paths.length, 0),
  };
}

function budgetInput(results: BenchResults, apiVerdicts: Verdict[] | undefined): BudgetInput {
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

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2), process.env);
  const { parts } = options;
  const results: BenchResults = {
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
      parts: [...parts],
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

  const attempt = async (part: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      note(`${part} failed: ${message}`);
      results.failures.push({ part, error: message });
    }
  };

  const needsSites = parts.has("pages") || parts.has("lighthouse") || parts.has("load");
  if (needsSites || parts.has("js") || parts.has("cluster")) {
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
  if (parts.has("js")) {
    await attempt("js", async () => {
      results.firstLoadJs = [];
      for (const variant of VARIANTS) {
        const figures = await measureFirstLoadJs(path.join(root, "apps", variant.app));
        results.firstLoadJs.push({ variant: variant.name, figures });
      }
    });
  }
  if (needsSites) {
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
  // After the embedded servers have stopped: the cluster has the machine to itself.
  if (parts.has("cluster")) {
    await attempt("cluster", async () => {
      results.cluster = emptyClusterResults();
      await benchCluster(options, results.pages, results.cluster, note);
    });
  }
  let apiVerdicts: Verdict[] | undefined;
  if (parts.has("api")) {
    await attempt("api", async () => {
      note("API search bench (apps/api bench/search.ts)");
      const api = await runApiSearchBench({
        apiDir,
        sizes: options.quick ? [10_000] : [10_000, 100_000],
        runs: options.apiRuns,
        databaseUrl: options.databaseUrl,
      });
      results.apiSearch = api.results;
      results.apiRelevance = api.relevance;
      apiVerdicts = api.budgets;
    });
  }

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

process.exitCode = await main();

// The `cluster` part: the production shape (docs/decisions/0007) started by
// scripts/cluster/cluster.ts on free loopback ports with a throwaway data folder (PostgreSQL,
// Redis, 2 API processes, 2 `next start` replicas of each site, nginx in front), measured as
// visitors meet it:
//   1. cached pages through nginx against the same nginx serving their saved HTML as files;
//   2. the shared cache's cost: a cached page straight from one replica (Redis cache handler)
//      and from one more instance keeping pages in memory, in turns;
//   3. a load of cached pages through nginx with a rolling restart of every replica in the middle;
//   4. the results page through nginx at `BENCH_RESULTS_SERVICES` services, each request a
//      different search from a visitor address of its own.
// Everything is stopped and the data folder removed at the end, whatever happened.
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import {
  CLUSTER_SITES,
  missingPrograms,
  ROOT,
  startCluster,
} from "../../scripts/cluster/cluster.ts";
import type { Cluster, ClusterPorts } from "../../scripts/cluster/cluster.ts";
import { BROWSER_PAGE_HEADERS, measureHttp } from "./http-bench.ts";
import type { HttpFigures } from "./http-bench.ts";
import type { BenchOptions } from "./options.ts";
import { discoverPages, discoverScaleSearches } from "./pages.ts";
import type { BenchPage } from "./pages.ts";
import { freePort, startServer, stopServer, waitUntilUp } from "./processes.ts";
import type { Server } from "./processes.ts";
import type {
  ClusterLoadFigure,
  ClusterResults,
  PageFigure,
  SharedCacheFigure,
} from "./results.ts";
import { startStaticNginx } from "./static-nginx.ts";
import { medianByThroughput } from "./stats.ts";
import { measureAsVisitors, visit, visitorPool } from "./visitors.ts";

/** Replicas of each site and of the API: the smallest cluster a council runs. */
export const CLUSTER_REPLICAS = 2;
/** The pages measured straight from a replica for the shared cache's cost. */
export const SHARED_CACHE_PAGES = ["home", "service"] as const;
/** Requests per page before measuring: renders it into the shared cache, warms the JIT. */
const WARM_UP_REQUESTS = 5;
/** The load's rolling restart begins when this share of `BENCH_LOAD_DURATION` has passed. */
export const RESTART_AT_SHARE = 1 / 3;

/**
 * nginx closes a keep-alive connection after 1000 requests (`keepalive_requests`), saying
 * `Connection: close`. autocannon does not listen: its next request on that connection fails with
 * ECONNRESET, and from then on it pairs each response with an earlier request (latencies
 * inflated). A browser opens a new connection; autocannon does when told to reconnect every so
 * many requests (the response it reconnects on goes uncounted: 1 in 500).
 */
export const NGINX_RECONNECT_RATE = 500;

/**
 * What a browser sends through the proxy: the page headers of the embedded bench, and gzip, which
 * every browser accepts and nginx answers with (the cached page and its static copy alike).
 */
export const PROXY_HEADERS: Readonly<Record<string, string>> = {
  ...BROWSER_PAGE_HEADERS,
  "accept-encoding": "gzip",
};

type Replica = Cluster["replicas"]["api"][number];
/** A site through nginx, its first replica, and the cached pages of its `pages` part. */
type SitePages = {
  name: string;
  tenant: string;
  origin: string;
  replica: Replica;
  cached: BenchPage[];
};

type Context = {
  cluster: Cluster;
  options: BenchOptions;
  note: (message: string) => void;
  into: ClusterResults;
};

/** An empty `cluster` section, filled in as the part goes: what was measured before a failure stays. */
export function emptyClusterResults(): ClusterResults {
  return { replicasPerSite: CLUSTER_REPLICAS, pages: [], sharedCache: [], results: [] };
}

/** `redis ÷ memory` requests per second, to 0.01; null without a memory figure. */
export function sharedCacheShare(redis: HttpFigures, memory: HttpFigures | null): number | null {
  if (memory === null || memory.requestsPerSecond === 0) return null;
  return Math.round((redis.requestsPerSecond / memory.requestsPerSecond) * 100) / 100;
}

/** The embedded `pages` part's figure for a variant's page at seed size, if the run had one. */
export function embeddedFigure(
  pages: readonly PageFigure[] | undefined,
  variant: string,
  name: string,
): HttpFigures | null {
  const page = pages?.find(
    (figure) => figure.variant === variant && figure.name === name && figure.services === 0,
  );
  return page?.site ?? null;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => {
      resolve(false);
    });
    server.listen(port, "127.0.0.1", () =>
      server.close(() => {
        resolve(true);
      }),
    );
  });
}

/**
 * Five free ports, and a run of free consecutive ports for the replicas below the ephemeral
 * range (where the bench's own outgoing connections take theirs).
 */
async function clusterPorts(replicas: number): Promise<ClusterPorts> {
  const taken = new Set<number>();
  while (taken.size < 5) taken.add(await freePort());
  const [postgres = 0, redis = 0, api = 0, sutton = 0, bexley = 0] = taken;
  const count = replicas * (1 + CLUSTER_SITES.length);
  for (let attempt = 0; attempt < 50; attempt++) {
    const from = 20_000 + Math.floor(Math.random() * 12_000);
    const run = Array.from({ length: count }, (_, i) => from + i);
    if (run.some((port) => taken.has(port))) continue;
    const free = await Promise.all(run.map(portIsFree));
    if (free.every(Boolean)) {
      return { postgres, redis, api, sites: { sutton, bexley }, replicasFrom: from };
    }
  }
  throw new Error(`found no ${count} free consecutive ports for the replicas`);
}

/** Every replica whose process has exited, with how: nothing in this part stops one on its own. */
export function exitedReplicas(
  replicas: readonly {
    name: string;
    process(): { exitCode: number | null; signalCode: string | null };
  }[],
): string[] {
  return replicas.flatMap((replica) => {
    const { exitCode, signalCode } = replica.process();
    if (exitCode === null && signalCode === null) return [];
    return [`${replica.name} (${signalCode ?? `exit code ${String(exitCode)}`})`];
  });
}

/** Throws naming every replica that has died, so no figure is read off a dead cluster. */
function assertAlive(cluster: Cluster, during: string): void {
  const dead = exitedReplicas([
    ...cluster.replicas.api,
    ...Object.values(cluster.replicas.sites).flat(),
  ]);
  if (dead.length > 0) throw new Error(`${dead.join(", ")} stopped during ${during}`);
}

async function warmUp(origin: string, paths: readonly string[]): Promise<void> {
  for (const pagePath of paths) {
    for (let i = 0; i < WARM_UP_REQUESTS; i++) {
      const response = await fetch(`${origin}${pagePath}`, { headers: BROWSER_PAGE_HEADERS });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`warming up ${origin}${pagePath}: ${response.status}`);
    }
  }
}

/** Median rounds, taking turns when there are two sides so a slow spell falls on both. */
async function rounds(
  count: number,
  sides: readonly (() => Promise<HttpFigures>)[],
): Promise<HttpFigures[]> {
  const runs: HttpFigures[][] = sides.map(() => []);
  for (let round = 0; round < count; round++) {
    for (const [i, measure] of sides.entries()) runs[i]?.push(await measure());
  }
  return runs.map((side) => medianByThroughput(side));
}

/** Cached pages through nginx, and the same nginx serving their saved HTML as files. */
async function benchPages(
  sites: readonly SitePages[],
  dataDir: string,
  { cluster, options, note, into }: Context,
): Promise<void> {
  const saved = new Map<string, string>();
  const files = new Map<string, string>();
  for (const site of sites) {
    for (const [i, page] of site.cached.entries()) {
      const response = await fetch(`${site.origin}${page.path}`, { headers: BROWSER_PAGE_HEADERS });
      if (!response.ok) throw new Error(`${site.name} ${page.path}: ${response.status}`);
      const file = `${site.name}-${i}.html`;
      saved.set(file, await response.text());
      files.set(`${site.name} ${page.path}`, file);
    }
  }
  let baseline: Server | undefined;
  try {
    baseline = await startStaticNginx(
      path.join(dataDir, "static-baseline"),
      saved,
      path.join(ROOT, "deploy/nginx/hub.conf.template"),
    );
    const staticOrigin = baseline.origin;
    const measure = (origin: string, pagePath: string) => () =>
      measureHttp({
        targets: [{ origin, paths: [pagePath] }],
        connections: options.connections,
        durationSeconds: options.durationSeconds,
        headers: PROXY_HEADERS,
        reconnectRate: NGINX_RECONNECT_RATE,
      });
    for (const site of sites) {
      for (const page of site.cached) {
        note(`cluster pages: ${site.name} ${page.path} (${options.pageRounds} rounds)`);
        const file = files.get(`${site.name} ${page.path}`) ?? "";
        const [proxy, statics] = await rounds(options.pageRounds, [
          measure(site.origin, page.path),
          measure(staticOrigin, `/${file}`),
        ]);
        assertAlive(cluster, `cluster pages: ${site.name} ${page.path}`);
        if (proxy && statics)
          into.pages.push({ ...page, variant: site.name, proxy, static: statics });
      }
    }
  } finally {
    if (baseline) await stopServer(baseline);
  }
}

/**
 * One more `next start` of a site's build with the replicas' settings but no `REDIS_URL`: its
 * cache handler keeps pages in its own memory, as the embedded shape does. Measured in turns
 * with a replica, it prices the shared cache at the same moment of this shared machine.
 */
async function startMemoryInstance(
  cluster: Cluster,
  dataDir: string,
  site: SitePages,
): Promise<Server> {
  const entry = CLUSTER_SITES.find((candidate) => candidate.name === site.name);
  if (entry === undefined) throw new Error(`no cluster site ${site.name}`);
  const cwd = path.join(ROOT, "apps", entry.app);
  const port = await freePort();
  const secret = (name: string) =>
    readFile(path.join(dataDir, name), "utf8").then((text) => text.trim());
  const server = startServer({
    name: `${site.name} (in-memory cache)`,
    origin: `http://127.0.0.1:${port}`,
    command: path.join(cwd, "node_modules/.bin/next"),
    args: ["start", "-H", "127.0.0.1"],
    cwd,
    env: {
      PORT: String(port),
      REDIS_URL: "",
      APP_API_URL: `${cluster.apiOrigin}/${site.tenant}/core/v1`,
      APP_FRONTEND_URL: site.origin,
      APP_ENV: "production",
      SESSION_SECRET: await secret("session-secret"),
      REVALIDATE_SECRET: await secret("revalidate-secret"),
      TRUSTED_PROXIES: "127.0.0.1",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  try {
    await waitUntilUp(server, `${server.origin}/builds/latest.json`, 120_000);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

/**
 * The shared cache's cost: a cached page straight from a site's first replica (its cache handler
 * reads every page from Redis) and from an instance keeping pages in memory, in alternating
 * rounds; no proxy and no compression (the embedded part's headers). The embedded `pages` part's
 * figure for the page, measured minutes apart, is kept beside them.
 */
async function benchSharedCache(
  sites: readonly SitePages[],
  dataDir: string,
  embedded: readonly PageFigure[] | undefined,
  { cluster, options, note, into }: Context,
): Promise<void> {
  for (const site of sites) {
    const pages = site.cached.filter((page) =>
      (SHARED_CACHE_PAGES as readonly string[]).includes(page.name),
    );
    const memoryInstance = await startMemoryInstance(cluster, dataDir, site);
    try {
      await warmUp(
        memoryInstance.origin,
        pages.map((page) => page.path),
      );
      for (const page of pages) {
        note(
          `cluster shared cache: ${site.replica.name} and ${memoryInstance.name} ${page.path} ` +
            `(${options.pageRounds} rounds)`,
        );
        const measure = (origin: string) => () =>
          measureHttp({
            targets: [{ origin, paths: [page.path] }],
            connections: options.connections,
            durationSeconds: options.durationSeconds,
          });
        const [redis, memory] = await rounds(options.pageRounds, [
          measure(site.replica.origin),
          measure(memoryInstance.origin),
        ]);
        assertAlive(cluster, `cluster shared cache: ${site.replica.name} ${page.path}`);
        if (memoryInstance.child.exitCode !== null || memoryInstance.child.signalCode !== null) {
          throw new Error(`${memoryInstance.name} stopped during the shared cache's cost`);
        }
        if (redis === undefined || memory === undefined) continue;
        const row: SharedCacheFigure = {
          variant: site.name,
          name: page.name,
          path: page.path,
          replica: site.replica.name,
          redis,
          memory,
          share: sharedCacheShare(redis, memory),
          embedded: embeddedFigure(embedded, site.name, page.name),
        };
        into.sharedCache.push(row);
      }
    } finally {
      await stopServer(memoryInstance);
    }
  }
}

/**
 * `BENCH_LOAD_CONNECTIONS` over the cached pages of both sites through nginx; when a third of
 * `BENCH_LOAD_DURATION` has passed, every replica restarts in turn. The load goes on until the
 * restart is over, so no replica restarts unobserved. Searches are left out: autocannon sends
 * from one address, which the sites' search limit would answer with 429s.
 */
async function benchLoad(
  sites: readonly SitePages[],
  { cluster, options, note }: Context,
): Promise<ClusterLoadFigure> {
  const targets = sites.map((site) => ({
    origin: site.origin,
    paths: site.cached.map((page) => page.path),
  }));
  const restartAt = options.loadDurationSeconds * RESTART_AT_SHARE;
  note(
    `cluster load: ${options.loadConnections} connections for ${options.loadDurationSeconds} s, ` +
      `a rolling restart from ${Math.round(restartAt)} s`,
  );
  const started = performance.now();
  const since = () => (performance.now() - started) / 1000;
  const restart = sleep(restartAt * 1000).then(async () => {
    const from = since();
    await cluster.rollingRestart();
    return { startedAtSeconds: round1(from), tookSeconds: round1(since() - from) };
  });
  // Awaited below, after the load; until then its failure must not go unhandled.
  restart.catch(() => undefined);
  const figures = await measureHttp({
    targets,
    connections: options.loadConnections,
    durationSeconds: options.loadDurationSeconds,
    headers: PROXY_HEADERS,
    reconnectRate: NGINX_RECONNECT_RATE,
    until: restart,
  });
  const measuredSeconds = round1(since());
  const restarted = await restart;
  assertAlive(cluster, "the cluster load");
  return {
    ...figures,
    connections: options.loadConnections,
    durationSeconds: options.loadDurationSeconds,
    measuredSeconds,
    paths: targets.reduce((sum, target) => sum + target.paths.length, 0),
    restart: {
      replicas: cluster.replicas.api.length + Object.values(cluster.replicas.sites).flat().length,
      ...restarted,
    },
  };
}

/**
 * Replaces both tenants' content with their seed plus `services` synthetic services (the seed
 * CLI against the cluster's PostgreSQL, which analyses the tables afterwards), then empties Redis
 * as a deploy of new content would: no page or API answer of the old content is left in it.
 */
function seedAtScale(cluster: Cluster, dataDir: string, services: number): void {
  const seed = spawnSync(
    process.execPath,
    [
      "src/seed/cli.ts",
      "--reset",
      ...CLUSTER_SITES.flatMap((site) => ["--tenant", site.tenant]),
      "--services",
      String(services),
    ],
    {
      cwd: path.join(ROOT, "apps/api"),
      env: {
        ...process.env,
        DATABASE_URL: cluster.databaseUrl,
        API_DATA_DIR: path.join(dataDir, "api"),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", process.stderr, "inherit"],
    },
  );
  if (seed.status !== 0) throw new Error("seeding the cluster's PostgreSQL at scale failed");
  const flush = spawnSync("redis-cli", ["-u", cluster.redisUrl, "FLUSHALL"], { encoding: "utf8" });
  if (flush.status !== 0 || flush.stdout.trim() !== "OK") {
    throw new Error(`emptying the cluster's Redis failed: ${flush.stderr}${flush.stdout}`);
  }
}

/**
 * The results page through nginx at `BENCH_RESULTS_SERVICES` services: `BENCH_RESULTS_CONNECTIONS`
 * connection(s), every request a different search (each of the refined searches once, none of
 * them warmed up) from a visitor address of its own, as residents arrive.
 */
async function benchResults(
  sites: readonly SitePages[],
  dataDir: string,
  { cluster, options, note, into }: Context,
): Promise<void> {
  const services = options.resultsServices;
  note(`cluster: seeding ${services} synthetic services per tenant into PostgreSQL (minutes)`);
  seedAtScale(cluster, dataDir, services);
  const visitors = visitorPool();
  for (const site of sites) {
    const searches = await discoverScaleSearches(`${cluster.apiOrigin}/${site.tenant}/core/v1`);
    for (const search of searches) {
      for (const searchPath of search.warmUp) {
        const warm = await visit(`${site.origin}${searchPath}`, visitors(), PROXY_HEADERS);
        if (warm.status !== 200) {
          throw new Error(`warming up ${site.name} ${searchPath} through nginx: ${warm.status}`);
        }
      }
    }
    for (const search of searches) {
      note(`cluster results at ${services} services: ${site.name} ${search.name}`);
      const figures = await measureAsVisitors({
        origin: site.origin,
        paths: search.paths,
        connections: options.resultsConnections,
        durationSeconds: options.durationSeconds,
        headers: PROXY_HEADERS,
        visitors,
        // Each search once: a repeat within the minute would be the site's stored answer.
        amount: search.paths.length,
      });
      assertAlive(cluster, `cluster results: ${site.name} ${search.name}`);
      into.results.push({
        variant: site.name,
        name: search.name,
        path: `${search.paths[0] ?? ""} (+${search.paths.length - 1} more)`,
        services,
        connections: options.resultsConnections,
        figures,
      });
    }
  }
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Runs the `cluster` part into `into` (see the top of this file). `embedded` is the run's `pages`
 * figures, for the shared cache's cost.
 */
export async function benchCluster(
  options: BenchOptions,
  embedded: readonly PageFigure[] | undefined,
  into: ClusterResults,
  note: (message: string) => void,
): Promise<void> {
  const missing = missingPrograms();
  if (missing.length > 0) throw new Error(`the cluster needs Debian's ${missing.join(", ")}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), "hub-bench-cluster-"));
  let cluster: Cluster | undefined;
  try {
    note("cluster: starting PostgreSQL, Redis, the APIs, the site replicas and nginx");
    cluster = await startCluster({
      dataDir,
      ports: await clusterPorts(CLUSTER_REPLICAS),
      replicas: CLUSTER_REPLICAS,
      env: {
        // The bench sends tens of thousands of requests from loopback; the API limits nothing.
        API_RATE_LIMIT: String(Number.MAX_SAFE_INTEGER),
        APP_ENV: "production",
      },
      log: (line) => {
        note(`cluster: ${line}`);
      },
    });
    const started = cluster;
    const context: Context = { cluster: started, options, note, into };
    const sites: SitePages[] = [];
    for (const entry of CLUSTER_SITES) {
      const [replica] = started.replicas.sites[entry.name];
      if (replica === undefined) throw new Error(`the cluster has no ${entry.name} replica`);
      const pages = await discoverPages(`${started.apiOrigin}/${entry.tenant}/core/v1`);
      const cached = pages.throughput.filter((page) => page.kind === "cached");
      const site = {
        name: entry.name,
        tenant: entry.tenant,
        origin: started.siteOrigins[entry.name],
      };
      await warmUp(
        site.origin,
        cached.map((page) => page.path),
      );
      await warmUp(
        replica.origin,
        cached
          .filter((page) => (SHARED_CACHE_PAGES as readonly string[]).includes(page.name))
          .map((page) => page.path),
      );
      sites.push({ ...site, replica, cached });
    }
    await benchPages(sites, dataDir, context);
    await benchSharedCache(sites, dataDir, embedded, context);
    into.load = await benchLoad(sites, context);
    if (options.resultsServices > 0) await benchResults(sites, dataDir, context);
  } finally {
    if (cluster) await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The `cluster` part under load: cached pages through nginx with a rolling restart of every
// replica in the middle, and the results page at scale, each request a different search.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { CLUSTER_SITES, ROOT } from "../../scripts/cluster/cluster.ts";
import type { Cluster } from "../../scripts/cluster/cluster.ts";
import { measureHttp } from "./http-bench.ts";
import { discoverScaleSearches } from "./pages.ts";
import type { ClusterLoadFigure } from "./results.ts";
import { measureAsVisitors, visit, visitorPool } from "./visitors.ts";
import { assertAlive, NGINX_RECONNECT_RATE, PROXY_HEADERS } from "./cluster-context.ts";
import type { Context, SitePages } from "./cluster-context.ts";

/** The load's rolling restart begins when this share of `BENCH_LOAD_DURATION` has passed. */
export const RESTART_AT_SHARE = 1 / 3;

/**
 * `BENCH_LOAD_CONNECTIONS` over the cached pages of both sites through nginx; when a third of
 * `BENCH_LOAD_DURATION` has passed, every replica restarts in turn. The load goes on until the
 * restart is over, so no replica restarts unobserved. Searches are left out: autocannon sends
 * from one address, which the sites' search limit would answer with 429s.
 */
export async function benchLoad(
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
export async function benchResults(
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

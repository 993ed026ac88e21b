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
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { CLUSTER_SITES, missingPrograms, startCluster } from "../../scripts/cluster/cluster.ts";
import type { Cluster, ClusterPorts } from "../../scripts/cluster/cluster.ts";
import type { BenchOptions } from "./options.ts";
import { discoverPages } from "./pages.ts";
import { freePort } from "./processes.ts";
import type { ClusterResults, PageFigure } from "./results.ts";
import { CLUSTER_REPLICAS, SHARED_CACHE_PAGES, warmUp } from "./cluster-context.ts";
import type { Context, SitePages } from "./cluster-context.ts";
import { benchLoad, benchResults } from "./cluster-load.ts";
import { benchPages, benchSharedCache } from "./cluster-pages.ts";

/** An empty `cluster` section, filled in as the part goes: what was measured before a failure stays. */
export function emptyClusterResults(): ClusterResults {
  return { replicasPerSite: CLUSTER_REPLICAS, pages: [], sharedCache: [], results: [] };
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

// What the `cluster` part's measures share: the cluster's size, what a browser sends through
// nginx, the sites under test, and the checks, warm-up and rounds around each figure.
import type { Cluster } from "../../scripts/cluster/cluster.ts";
import { BROWSER_PAGE_HEADERS } from "./http-bench.ts";
import type { HttpFigures } from "./http-bench.ts";
import type { BenchOptions } from "./options.ts";
import type { BenchPage } from "./pages.ts";
import type { ClusterResults } from "./results.ts";
import { medianByThroughput } from "./stats.ts";

/** Replicas of each site and of the API: the smallest cluster a council runs. */
export const CLUSTER_REPLICAS = 2;
/** The pages measured straight from a replica for the shared cache's cost. */
export const SHARED_CACHE_PAGES = ["home", "service"] as const;
/** Requests per page before measuring: renders it into the shared cache, warms the JIT. */
const WARM_UP_REQUESTS = 5;

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
export type SitePages = {
  name: string;
  tenant: string;
  origin: string;
  replica: Replica;
  cached: BenchPage[];
};

export type Context = {
  cluster: Cluster;
  options: BenchOptions;
  note: (message: string) => void;
  into: ClusterResults;
};

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
export function assertAlive(cluster: Cluster, during: string): void {
  const dead = exitedReplicas([
    ...cluster.replicas.api,
    ...Object.values(cluster.replicas.sites).flat(),
  ]);
  if (dead.length > 0) throw new Error(`${dead.join(", ")} stopped during ${during}`);
}

export async function warmUp(origin: string, paths: readonly string[]): Promise<void> {
  for (const pagePath of paths) {
    for (let i = 0; i < WARM_UP_REQUESTS; i++) {
      const response = await fetch(`${origin}${pagePath}`, { headers: BROWSER_PAGE_HEADERS });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`warming up ${origin}${pagePath}: ${response.status}`);
    }
  }
}

/** Median rounds, taking turns when there are two sides so a slow spell falls on both. */
export async function rounds(
  count: number,
  sides: readonly (() => Promise<HttpFigures>)[],
): Promise<HttpFigures[]> {
  const runs: HttpFigures[][] = sides.map(() => []);
  for (let round = 0; round < count; round++) {
    for (const [i, measure] of sides.entries()) runs[i]?.push(await measure());
  }
  return runs.map((side) => medianByThroughput(side));
}

// The `cluster` part's cached pages: through nginx against nginx serving their saved HTML, and
// straight from a replica with the shared (Redis) cache against one keeping pages in memory.
import { readFile } from "node:fs/promises";
import path from "node:path";

import { CLUSTER_SITES, ROOT } from "../../scripts/cluster/cluster.ts";
import type { Cluster } from "../../scripts/cluster/cluster.ts";
import { BROWSER_PAGE_HEADERS, measureHttp } from "./http-bench.ts";
import type { HttpFigures } from "./http-bench.ts";
import { freePort, startServer, stopServer, waitUntilUp } from "./processes.ts";
import type { Server } from "./processes.ts";
import type { PageFigure, SharedCacheFigure } from "./results.ts";
import { startStaticNginx } from "./static-nginx.ts";
import {
  assertAlive,
  NGINX_RECONNECT_RATE,
  PROXY_HEADERS,
  rounds,
  SHARED_CACHE_PAGES,
  warmUp,
} from "./cluster-context.ts";
import type { Context, SitePages } from "./cluster-context.ts";

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

/** Cached pages through nginx, and the same nginx serving their saved HTML as files. */
export async function benchPages(
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
export async function benchSharedCache(
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

// The production shape's cache and limits (issue 44): a page not found costs no space in the
// shared Redis, every key there expires, a replica's own port never renders a view a request
// names, every route that asks the API per request is counted per visitor through nginx, and the
// deliberate server error is not there with APP_ENV=production.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";

import { expect, test, visit } from "../support/fixtures.ts";
import type { RunningCluster } from "../support/fixtures.ts";

/** Runs redis-cli against the cluster's Redis and returns its lines. */
function redis(cluster: RunningCluster, ...args: string[]): string[] {
  const result = spawnSync("redis-cli", ["-u", cluster.redisUrl, "--no-auth-warning", ...args], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`redis-cli ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.split("\n").filter((line) => line !== "");
}

const keys = (cluster: RunningCluster) => redis(cluster, "--scan");

/** The bytes Redis holds (`used_memory`). */
function usedMemory(cluster: RunningCluster): number {
  const line = redis(cluster, "info", "memory").find((entry) => entry.startsWith("used_memory:"));
  return Number(line?.slice("used_memory:".length).trim());
}

test("pages not found cost no cache space, and every key in Redis expires", async ({ cluster }) => {
  const origin = cluster.siteOrigins.sutton;
  // Warm what every not-found page shares (the shell, the categories, "Service not found").
  await visit(`${origin}/services/warm-${randomUUID()}`);
  await visit(`${origin}/no/such/warm-${randomUUID()}`);
  const memoryBefore = usedMemory(cluster);
  const missing = Array.from({ length: 40 }, (_, index) =>
    index % 2 === 0 ? `/services/missing-${randomUUID()}` : `/no/such/${randomUUID()}`,
  );
  for (const path of missing) {
    const page = await visit(`${origin}${path}`);
    expect(page.status, path).toBe(404);
  }
  const stored = keys(cluster).filter((key) => missing.some((path) => key.endsWith(path)));
  expect(stored).toEqual([]);
  // One such page stored was about 160 kB; forty of them add next to nothing now.
  expect(usedMemory(cluster) - memoryBefore).toBeLessThan(2 * 1024 * 1024);

  const forever = keys(cluster).filter((key) => redis(cluster, "ttl", key)[0] === "-1");
  expect(forever).toEqual([]);
});

test("a replica's own port never renders the view a request names, nor stores one", async ({
  cluster,
}) => {
  const [replica] = cluster.replicas.sites.sutton;
  const named = "/undecided/about";
  for (const path of ["/faviconXico", "/favicon-ico", "/brand/about"]) {
    const page = await visit(`${replica?.origin ?? ""}${path}`, {
      headers: { "x-hub-view-path": named },
    });
    expect(page.status, path).toBe(404);
  }
  const blocked = keys(cluster)
    .filter((key) => key.includes("/route-cache/APP_PAGE/"))
    .filter((key) => (redis(cluster, "get", key)[0] ?? "").includes("script-src 'none'"));
  expect(blocked).toEqual([]);
  const about = await visit(`${cluster.siteOrigins.sutton}/about`);
  expect(about.headers.get("content-security-policy")).not.toContain("script-src 'none'");
});

test("every route that asks the API per request is counted per visitor through the proxy", async ({
  cluster,
}) => {
  const origin = cluster.siteOrigins.bexley;
  // Each request a different one, as an attack's are (the proxy keeps a page a second).
  const routes = [
    { path: () => `/favourites/items?services=${randomUUID()}`, accept: "application/json" },
    { path: () => `/results?query=counted-${randomUUID()}`, accept: "application/json" },
  ];
  for (const [index, { path, accept }] of routes.entries()) {
    const from = `127.0.0.${4 + index}`;
    const statuses = [];
    for (let sent = 0; sent < 70; sent += 1) {
      statuses.push((await visit(`${origin}${path()}`, { from, headers: { accept } })).status);
    }
    // Sixty a minute; a replica's first count before its Redis connection is up is its own.
    expect(
      statuses.slice(0, 60).filter((status) => status >= 429),
      path(),
    ).toEqual([]);
    expect(statuses.slice(60), path()).toContain(429);
    const refused = await visit(`${origin}${path()}`, { from, headers: { accept } });
    expect(refused.status, path()).toBe(429);
    expect(Number(refused.headers.get("retry-after")), path()).toBeGreaterThan(0);
    const other = await visit(`${origin}${path()}`, { from: "127.0.0.9", headers: { accept } });
    expect(other.status, `${path()} for another visitor`).toBeLessThan(429);
  }
});

test("the deliberate server error is not there in production", async ({ cluster }) => {
  for (const origin of Object.values(cluster.siteOrigins)) {
    expect((await visit(`${origin}/sentry/server-error`)).status, origin).toBe(404);
    const page = await visit(`${origin}/sentry`);
    expect(page.status, origin).toBe(200);
    expect(page.text, origin).not.toContain("/sentry/server-error");
  }
});

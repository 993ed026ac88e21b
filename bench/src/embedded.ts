// The embedded stack the page, Lighthouse and load parts run against: the API on a fresh seeded
// database and each variant's site through its start script, on free loopback ports, warmed up;
// and a static server of the pages' saved HTML as their baseline.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { discoverPages } from "./pages.ts";
import type { SitePages } from "./pages.ts";
import { freePort, startServer, waitUntilUp } from "./processes.ts";
import type { Server } from "./processes.ts";
import { siteStartCommand } from "./start-command.ts";
import { apiDir, note, root } from "./run.ts";

const STARTUP_TIMEOUT_MS = 600_000;
/** Requests per page before measuring: compiles, fills caches, warms the JIT. */
const WARM_UP_REQUESTS = 5;

export const VARIANTS = [
  { name: "sutton", app: "sutton", tenant: "sutton" },
  { name: "bexley", app: "borough", tenant: "bexley" },
] as const;
type Variant = (typeof VARIANTS)[number];

/** What a run started and created, stopped and removed at its end. */
export type Resources = { servers: Server[]; dirs: string[] };

/** What the page, Lighthouse and load parts run against. */
export type Stack = Resources & { sites: { variant: Variant; origin: string; pages: SitePages }[] };

/** `env` adds to or replaces the API's settings; `tenant` is the one asked whether it is up. */
export async function startApi(
  name: string,
  dataDir: string,
  seed: "auto" | "off",
  /** More of the API's settings (a database, delivery), and the tenant it is asked about. */
  { env = {}, tenant = "sutton" }: { env?: NodeJS.ProcessEnv; tenant?: string } = {},
): Promise<Server> {
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
      ...env,
    },
  });
  await waitUntilUp(api, `${api.origin}/${tenant}/core/v1/settings`, STARTUP_TIMEOUT_MS);
  return api;
}

export async function startSite(variant: Variant, apiOrigin: string): Promise<Server> {
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

export async function warmUp(origin: string, paths: readonly string[]): Promise<void> {
  for (const pagePath of paths) {
    for (let i = 0; i < WARM_UP_REQUESTS; i++) {
      const response = await fetch(`${origin}${pagePath}`);
      await response.arrayBuffer();
    }
  }
}

export async function startStack(resources: Resources): Promise<Stack> {
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
export async function startStaticBaseline(stack: Stack): Promise<Server> {
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

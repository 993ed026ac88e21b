// Starts what the suite runs against: apps/api on a fresh database (seeded on start), and both
// sites with their production server, `next start` (built first when there is no build). Returns
// the teardown.
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { nextStart } from "./site-server.ts";
import { apiBase, apiOrigin, LIVE_SITE_URL, port, siteOrigin, VARIANTS } from "./variants.ts";

const root = path.resolve(import.meta.dirname, "../..");
const STARTUP_TIMEOUT_MS = 180_000;

export function start(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  return { name, child, log };
}

export type Server = ReturnType<typeof start>;

export async function waitFor(server: Server, url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.name} did not start (${url}):\n${server.log.join("")}`);
}

export function stop(child: ChildProcess): Promise<void> {
  const { pid } = child;
  if (child.exitCode !== null || pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => {
      resolve();
    });
    // The whole group, should a server start children of its own.
    process.kill(-pid, "SIGTERM");
  });
}

/** apps/api on loopback, on a fresh database in `dataDir`, seeded when it starts. */
/** `env` adds to or overrides the API's settings (the third variant serves its own tenant). */
export function startApi(apiPort: number, dataDir: string, env: NodeJS.ProcessEnv = {}): Server {
  return start("apps/api", process.execPath, ["src/main.ts"], path.join(root, "apps/api"), {
    PORT: String(apiPort),
    HOST: "127.0.0.1",
    API_DATA_DIR: dataDir,
    // The seed's dates are relative to today, as the API's own "from today" filters are.
    API_SEED: "auto",
    API_RATE_LIMIT: "100000",
    LOG_LEVEL: "warn",
    // The demo's default, spelt out: the forms' specs expect the site to say that what visitors
    // send goes nowhere (decision 0071).
    DELIVERY: "off",
    ...env,
  });
}

/** `next build` once, for an app without a build (CI builds through turbo before this). */
function ensureBuilt(app: string): void {
  const dir = path.join(root, "apps", app);
  if (existsSync(path.join(dir, ".next", "BUILD_ID"))) return;
  const result = spawnSync("pnpm", ["run", "build"], { cwd: dir, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`next build of apps/${app} failed`);
}

export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hub-e2e-api-"));
  const servers: Server[] = [];
  const teardown = async () => {
    await Promise.all(servers.map((server) => stop(server.child)));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const api = startApi(port("api"), dataDir);
    servers.push(api);
    for (const variant of Object.values(VARIANTS)) ensureBuilt(variant.app);
    await waitFor(api, `${apiOrigin()}/sutton/core/v1/settings`);

    const sites = Object.values(VARIANTS).map((variant) => {
      const { command, args, cwd, env } = nextStart(variant.app, port(variant.name));
      const site = start(variant.app, command, args, cwd, {
        ...env,
        APP_API_URL: apiBase(variant),
        APP_FRONTEND_URL: siteOrigin(variant.name),
        APP_ENV: variant.appEnv,
        LIVE_SITE_URL,
        REVALIDATE_SECRET: "e2e-revalidate-secret",
        NEXT_TELEMETRY_DISABLED: "1",
      });
      servers.push(site);
      return { site, origin: siteOrigin(variant.name) };
    });
    await Promise.all(sites.map(({ site, origin }) => waitFor(site, `${origin}/about`)));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

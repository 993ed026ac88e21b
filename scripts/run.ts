// `pnpm start` / `pnpm dev`: the API and both sites with one command (the embedded shape).
//   start: builds the sites (turbo: reused when nothing changed; it says which, and why, before
//          and how long it took after), then `node src/main.ts` and each site's `next start`;
//   dev:   `node --watch` and `next dev` (through `hub-variant dev`, which keeps each site's route
//          layer in step with packages/site/variant).
// Each site reads APP_API_URL (default: its tenant on the local API). A server that stops by
// itself is started again after a back-off (supervise/supervise.ts); Ctrl-C stops everything.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

import type { Listener, SiteBuild } from "./start/messages.ts";
import { supervise } from "./supervise/supervise.ts";
import type { SupervisedProcess } from "./supervise/supervise.ts";
import {
  buildAnnouncement,
  buildOutcome,
  buildState,
  busyPortsText,
  portFrom,
  readyText,
} from "./start/messages.ts";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const root = path.resolve(import.meta.dirname, "..");
const apiPort = portFrom("PORT", process.env.PORT, 4000);
const apiOrigin = `http://localhost:${apiPort}`;

const sites = [
  {
    app: "sutton",
    name: "Sutton Information Hub",
    tenant: "sutton",
    port: portFrom("PORT_SUTTON", process.env.PORT_SUTTON, 3000),
  },
  {
    app: "borough",
    name: "Connected Bexley",
    tenant: "bexley",
    port: portFrom("PORT_BEXLEY", process.env.PORT_BEXLEY, 3001),
  },
];

/** Whether something already listens on `port` (on any interface, as the servers will). */
function inUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => {
      resolve(true);
    });
    probe.listen(port, () => {
      probe.close(() => {
        resolve(false);
      });
    });
  });
}

// Before a build of several minutes, not after it.
const listeners: Listener[] = [
  { name: "the API", port: apiPort, variable: "PORT" },
  ...sites.map((site) => ({
    name: site.name,
    port: site.port,
    variable: `PORT_${site.tenant.toUpperCase()}`,
  })),
];
const busy = (
  await Promise.all(
    listeners.map(async (listener) => ((await inUse(listener.port)) ? [listener] : [])),
  )
).flat();
if (busy.length > 0) {
  console.error(busyPortsText(busy));
  process.exit(1);
}

const buildArgs = [
  "exec",
  "turbo",
  "run",
  "build",
  "--filter=@hub/sutton",
  "--filter=@hub/borough",
];

/**
 * What the build will do for each site: turbo's dry run says whether it has the build cached,
 * the disk whether there was one. Without the dry run's answer, a site counts as changed.
 */
function plannedBuilds(): SiteBuild[] {
  const dryRun = spawnSync("pnpm", [...buildArgs, "--dry=json"], { cwd: root, encoding: "utf8" });
  const statuses = new Map<string, string>();
  try {
    const { tasks } = JSON.parse(dryRun.stdout) as {
      tasks: { taskId: string; cache: { status: string } }[];
    };
    for (const task of tasks) statuses.set(task.taskId, task.cache.status);
  } catch {
    // No answer from turbo: the build step below reports its own errors.
  }
  return sites.map((site) => ({
    name: site.name,
    state: buildState(
      statuses.get(`@hub/${site.app}#build`),
      existsSync(path.join(root, "apps", site.app, ".next", "BUILD_ID")),
    ),
  }));
}

if (mode === "start") {
  const plan = plannedBuilds();
  console.warn(buildAnnouncement(plan));
  const started = Date.now();
  const build = spawnSync("pnpm", buildArgs, { cwd: root, stdio: "inherit" });
  console.warn(buildOutcome(plan, build.status, Date.now() - started));
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Each server is started again when it stops by itself (with a back-off), so one crash never
// takes the others down; Ctrl-C stops them all.
const children: SupervisedProcess[] = [];

function run(label: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  children.push(
    supervise({
      name: label,
      launch: () =>
        spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: "inherit" }),
      log: (line) => {
        console.error(line);
      },
    }),
  );
}

// An object, not a `let`: the checks below run after `stop()` may have changed it.
const shutdown = { requested: false };
function stop() {
  shutdown.requested = true;
  void Promise.all(children.map((child) => child.stop()));
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

run(
  "apps/api",
  process.execPath,
  mode === "dev" ? ["--watch", "src/main.ts"] : ["src/main.ts"],
  path.join(root, "apps/api"),
  { PORT: String(apiPort) },
);
for (const site of sites) {
  const cwd = path.join(root, "apps", site.app);
  const bin = path.join(cwd, "node_modules", ".bin");
  // In development the route layer is written from packages/site and kept in step with it.
  const [command, args] =
    mode === "dev" ? [path.join(bin, "hub-variant"), ["dev"]] : [path.join(bin, "next"), ["start"]];
  run(`apps/${site.app}`, command, args, cwd, {
    // Set for each site: a PORT given for the API must not reach them.
    PORT: String(site.port),
    APP_API_URL:
      process.env[`APP_API_URL_${site.tenant.toUpperCase()}`] ??
      `${apiOrigin}/${site.tenant}/core/v1`,
  });
}

/** Whether `url` answered within a minute. */
async function answers(url: string): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !shutdown.requested) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      await response.body?.cancel();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}

const servers = [
  {
    name: "API",
    url: `${apiOrigin}/{sutton,bexley}/core/v1`,
    probe: `${apiOrigin}/sutton/core/v1/settings`,
  },
  ...sites.map((site) => ({
    name: site.name,
    url: `http://localhost:${site.port}`,
    probe: `http://localhost:${site.port}/builds/latest.json`,
  })),
];
const answered = await Promise.all(servers.map((server) => answers(server.probe)));
if (!shutdown.requested) console.warn(readyText(servers, answered));

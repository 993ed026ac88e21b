// `pnpm start:cluster`: the production shape on this machine (scripts/cluster/cluster.ts) with its
// data under `.data/cluster`. A replica that stops by itself is started again after a back-off,
// and the log says so. `pnpm cluster:restart` (or SIGHUP) restarts every replica in turn while it
// serves; Ctrl-C stops everything.
import { spawnSync } from "node:child_process";
import { readFile, writeFile, rm } from "node:fs/promises";
import path from "node:path";

import { CLUSTER_SITES, missingPrograms, ROOT, startCluster } from "./cluster/cluster.ts";

const dataDir = path.join(ROOT, ".data/cluster");
const pidFile = path.join(dataDir, "supervisor.pid");

function portFrom(variable: string, fallback: number): number {
  const value = Number(process.env[variable] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65_535) {
    throw new Error(`${variable} must be a port number (got "${process.env[variable]}")`);
  }
  return value;
}

if (process.argv[2] === "restart") {
  const pid = Number(await readFile(pidFile, "utf8").catch(() => ""));
  if (!Number.isInteger(pid) || pid <= 0) {
    console.error("No cluster is running (start one with `pnpm start:cluster`).");
    process.exit(1);
  }
  process.kill(pid, "SIGHUP");
  console.warn(`Asked the cluster (process ${pid}) to restart every replica in turn.`);
  process.exit(0);
}

const missing = missingPrograms();
if (missing.length > 0) {
  console.error(
    `The cluster needs Debian's ${missing.join(", ")}: sudo apt-get install -y ${missing.join(" ")}`,
  );
  process.exit(1);
}

console.warn("Building the sites (reused when nothing changed)…");
const build = spawnSync(
  "pnpm",
  ["exec", "turbo", "run", "build", "--filter=@hub/sutton", "--filter=@hub/borough"],
  { cwd: ROOT, stdio: "inherit" },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const cluster = await startCluster({
  dataDir,
  replicas: Number(process.env.CLUSTER_REPLICAS ?? 2),
  ports: {
    postgres: portFrom("CLUSTER_POSTGRES_PORT", 5499),
    redis: portFrom("CLUSTER_REDIS_PORT", 6399),
    api: portFrom("CLUSTER_API_PORT", 8090),
    sites: {
      sutton: portFrom("CLUSTER_SUTTON_PORT", 8080),
      bexley: portFrom("CLUSTER_BEXLEY_PORT", 8081),
    },
    replicasFrom: portFrom("CLUSTER_REPLICA_PORTS_FROM", 4101),
  },
  log: (line) => {
    console.warn(line);
  },
});
await writeFile(pidFile, String(process.pid));

console.warn(
  [
    "",
    `API (through nginx)      ${cluster.apiOrigin}/{sutton,bexley}/core/v1`,
    ...CLUSTER_SITES.map((site) => `${site.name.padEnd(24)} ${cluster.siteOrigins[site.name]}`),
    "",
    "`pnpm cluster:restart` restarts every replica in turn; Ctrl-C stops the cluster.",
  ].join("\n"),
);

let busy = Promise.resolve();
process.on("SIGHUP", () => {
  busy = busy
    .then(() => cluster.rollingRestart())
    .then(
      () => {
        console.warn("Every replica restarted.");
      },
      (error: unknown) => {
        console.error("Rolling restart failed:", error);
      },
    );
});
const stop = () => {
  void busy
    .then(() => cluster.stop())
    .then(() => rm(pidFile, { force: true }))
    .then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

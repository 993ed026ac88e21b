// The production shape on one machine (docs/decisions/0007, 0053): PostgreSQL and Redis from
// Debian, two or more API processes, two or more `next start` replicas of each site, and nginx in
// front. `pnpm start:cluster` runs it for people; the cluster e2e project and `pnpm bench` start
// it the same way. Everything listens on loopback; state lives under one data folder. Every
// replica is supervised: one that stops by itself is started again, with a back-off, and logged.
import { spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout } from "node:timers/promises";

import { supervise } from "../supervise/supervise.ts";
import {
  nginxConfig,
  SITES_ADDRESS,
  TRUSTED_HOPS,
  UPSTREAM_FAIL_TIMEOUT_SECONDS,
} from "./nginx.ts";
import { PG_CTL, startPostgres } from "./postgres.ts";
import type { Postgres } from "./postgres.ts";
import {
  exited,
  isRoot,
  keptSecret,
  lastOutput,
  ready,
  ROOT,
  run,
  signalGroup,
  stopGroup,
} from "./processes.ts";
import { startRedis } from "./redis.ts";
import type { RedisServer } from "./redis.ts";

export { ROOT };

/** The sites of the cluster: the app folder and the API tenant of each. */
export const CLUSTER_SITES = [
  { name: "sutton", app: "sutton", tenant: "sutton" },
  { name: "bexley", app: "borough", tenant: "bexley" },
] as const;
export type ClusterSiteName = (typeof CLUSTER_SITES)[number]["name"];

export type ClusterPorts = {
  postgres: number;
  redis: number;
  /** nginx: the API, and each site. */
  api: number;
  sites: Record<ClusterSiteName, number>;
  /** The first port of the replicas; each takes the next one. */
  replicasFrom: number;
};

export type ClusterOptions = {
  /** Where PostgreSQL, Redis, nginx and the secrets keep their files. */
  dataDir: string;
  ports: ClusterPorts;
  /** Replicas of each site and of the API (at least 2). */
  replicas?: number;
  /** More environment for every API process and every site replica. */
  env?: Readonly<Record<string, string>>;
  /** Where progress goes; default stderr. */
  log?: (line: string) => void;
};

export type Replica = {
  readonly name: string;
  readonly port: number;
  readonly origin: string;
  /** The running process (replaced by a restart). */
  process(): ChildProcess;
  /** How many times its supervisor started it again after it stopped by itself. */
  restarts(): number;
  /** SIGTERM, wait for it to finish its requests and exit, start it again, wait until it answers. */
  restart(): Promise<void>;
  /**
   * SIGKILL, as a crash would; resolves once it has exited. Its supervisor starts it again after
   * the back-off (`ready()` waits for that).
   */
  kill(): Promise<void>;
  /** Resolves once the running process answers (waiting for a restart if it is down). */
  ready(timeoutMs?: number): Promise<void>;
  /** Stops it (SIGTERM) and keeps it stopped, as an operator would. */
  stop(): Promise<void>;
  /** Starts it again after `stop` and waits until it answers. */
  start(): Promise<void>;
};

export type Cluster = {
  readonly apiOrigin: string;
  readonly siteOrigins: Record<ClusterSiteName, string>;
  readonly replicas: { api: Replica[]; sites: Record<ClusterSiteName, Replica[]> };
  /** With the hub's user and password. */
  readonly redisUrl: string;
  /** The hub role's connection, password included. */
  readonly databaseUrl: string;
  /** The shared servers, to stop and start as an outage would. */
  readonly postgres: Pick<Postgres, "stop" | "start">;
  readonly redis: Pick<RedisServer, "stop" | "start">;
  /** nginx's error log. */
  readonly nginxErrorLog: string;
  /** Every replica in turn, one at a time: the sites first, then the API. */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
};

/** What the cluster needs from Debian, and how to get it. */
export function missingPrograms(): string[] {
  const missing = [];
  if (!existsSync(PG_CTL)) missing.push("postgresql");
  for (const [command, pkg] of [
    ["redis-server", "redis-server"],
    ["nginx", "nginx"],
  ] as const) {
    if (spawnSync("sh", ["-c", `command -v ${command}`]).status !== 0) missing.push(pkg);
  }
  return missing;
}

type Stops = (() => Promise<void> | void)[];
type Shared = {
  dataDir: string;
  ports: ClusterPorts;
  env: Readonly<Record<string, string>>;
  apiOrigin: string;
  log: (line: string) => void;
  stops: Stops;
  nextPort: () => number;
};

/** A supervised replica: started now, and again whenever it stops by itself. */
function replica(
  shared: Shared,
  name: string,
  port: number,
  launch: () => ChildProcess,
  readyPath: string,
): Replica {
  const origin = `http://127.0.0.1:${port}`;
  const supervised = supervise({
    name,
    launch,
    signal: signalGroup,
    log: shared.log,
    lastOutput,
  });
  shared.stops.push(() => supervised.stop());
  const answers = (timeoutMs?: number) =>
    ready(name, supervised.current, `${origin}${readyPath}`, timeoutMs);
  return {
    name,
    port,
    origin,
    process: supervised.current,
    restarts: supervised.restarts,
    async restart() {
      await supervised.restart();
      await answers();
    },
    async kill() {
      const child = supervised.current();
      signalGroup(child, "SIGKILL");
      await exited(child);
    },
    ready: answers,
    stop: () => supervised.stop(),
    async start() {
      supervised.start();
      await answers();
    },
  };
}

async function startApiReplicas(shared: Shared, count: number, databaseUrl: string) {
  const replicas: Replica[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = shared.nextPort();
    const name = `api-${index + 1}`;
    const launch = () =>
      run(process.execPath, ["src/main.ts"], {
        cwd: path.join(ROOT, "apps/api"),
        env: {
          ...shared.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATABASE_URL: databaseUrl,
          API_PUBLIC_URL: shared.apiOrigin,
          API_SEED: "auto",
          API_TRUSTED_PROXIES: TRUSTED_HOPS.api,
          LOG_LEVEL: "warn",
          API_DATA_DIR: path.join(shared.dataDir, "api"),
        },
      });
    const api = replica(shared, name, port, launch, "/sutton/core/v1/settings");
    // The first process migrates and seeds an empty database before the others start.
    await api.ready();
    replicas.push(api);
  }
  shared.log(`API: ${replicas.map((api) => api.origin).join(", ")}`);
  return replicas;
}

async function startSiteReplicas(shared: Shared, count: number) {
  const sessionSecret = await keptSecret(path.join(shared.dataDir, "session-secret"));
  const revalidateSecret = await keptSecret(path.join(shared.dataDir, "revalidate-secret"));
  const sites = {} as Record<ClusterSiteName, Replica[]>;
  for (const entry of CLUSTER_SITES) {
    sites[entry.name] = [];
    const cwd = path.join(ROOT, "apps", entry.app);
    for (let index = 0; index < count; index += 1) {
      const port = shared.nextPort();
      const name = `${entry.name}-${index + 1}`;
      const launch = () =>
        run(path.join(cwd, "node_modules/.bin/next"), ["start", "-H", "127.0.0.1"], {
          cwd,
          env: {
            ...shared.env,
            PORT: String(port),
            APP_API_URL: `${shared.apiOrigin}/${entry.tenant}/core/v1`,
            APP_FRONTEND_URL: `http://127.0.0.1:${shared.ports.sites[entry.name]}`,
            SESSION_SECRET: sessionSecret,
            REVALIDATE_SECRET: revalidateSecret,
            TRUSTED_PROXIES: TRUSTED_HOPS.sites,
            APP_API_LOCAL_ADDRESS: SITES_ADDRESS,
          },
        });
      sites[entry.name].push(replica(shared, name, port, launch, "/builds/latest.json"));
    }
  }
  await Promise.all(
    Object.values(sites)
      .flat()
      .map((site) => site.ready()),
  );
  for (const entry of CLUSTER_SITES) {
    shared.log(`${entry.name}: ${sites[entry.name].map((site) => site.origin).join(", ")}`);
  }
  return sites;
}

async function startNginx(
  shared: Shared,
  api: readonly Replica[],
  sites: Record<ClusterSiteName, Replica[]>,
) {
  const prefix = path.join(shared.dataDir, "nginx");
  await mkdir(path.join(prefix, "cache"), { recursive: true });
  const configFile = path.join(prefix, "nginx.conf");
  const ports = (list: readonly Replica[]) => list.map((entry) => entry.port);
  await writeFile(
    configFile,
    await nginxConfig(prefix, shared.ports, {
      api: ports(api),
      sites: { sutton: ports(sites.sutton), bexley: ports(sites.bexley) },
    }),
  );
  const nginx = run("nginx", ["-p", prefix, "-c", configFile, "-g", "daemon off;"]);
  shared.stops.push(() => stopGroup(nginx, "SIGQUIT"));
  const siteOrigins = Object.fromEntries(
    CLUSTER_SITES.map((entry) => [
      entry.name,
      `http://127.0.0.1:${shared.ports.sites[entry.name]}`,
    ]),
  ) as Record<ClusterSiteName, string>;
  for (const origin of Object.values(siteOrigins)) {
    await ready("nginx", () => nginx, `${origin}/builds/latest.json`);
  }
  await ready("nginx", () => nginx, `${shared.apiOrigin}/sutton/core/v1/settings`);
  return { siteOrigins, errorLog: path.join(prefix, "error.log") };
}

/** Starts every part of the cluster and resolves once nginx answers for each site. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const count = Math.max(2, options.replicas ?? 2);
  const { ports } = options;
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  // Only this user lists or reads it; PostgreSQL's and Redis's own users (when started as root)
  // may pass through to their folders, which are theirs alone.
  await chmod(dataDir, isRoot() ? 0o711 : 0o700);
  const stops: Stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };

  try {
    const postgres = await startPostgres(dataDir, ports.postgres, log);
    stops.push(postgres.stop);
    log(`PostgreSQL on 127.0.0.1:${ports.postgres}`);
    const redis = await startRedis(dataDir, ports.redis);
    stops.push(redis.stop);
    log(`Redis on 127.0.0.1:${ports.redis}`);

    let nextPort = ports.replicasFrom;
    const shared: Shared = {
      dataDir,
      ports,
      env: { REDIS_URL: redis.url, NEXT_TELEMETRY_DISABLED: "1", ...options.env },
      apiOrigin: `http://127.0.0.1:${ports.api}`,
      log,
      stops,
      nextPort: () => nextPort++,
    };
    const api = await startApiReplicas(shared, count, postgres.url);
    const sites = await startSiteReplicas(shared, count);
    const nginx = await startNginx(shared, api, sites);

    return {
      apiOrigin: shared.apiOrigin,
      siteOrigins: nginx.siteOrigins,
      replicas: { api, sites },
      redisUrl: redis.url,
      databaseUrl: postgres.url,
      postgres,
      redis,
      nginxErrorLog: nginx.errorLog,
      async rollingRestart() {
        for (const entry of [...Object.values(sites).flat(), ...api]) {
          log(`restarting ${entry.name}`);
          await entry.restart();
          // nginx may still count the replica out from when it was stopping.
          await setTimeout(UPSTREAM_FAIL_TIMEOUT_SECONDS * 1000);
        }
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

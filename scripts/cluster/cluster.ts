// The production shape on one machine (docs/decisions/0007): PostgreSQL and Redis from Debian,
// two or more API processes, two or more `next start` replicas of each site, and nginx in front.
// `pnpm start:cluster` runs it for people; the cluster e2e project and `pnpm bench` start it the
// same way. Everything listens on loopback; state lives under one data folder.
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";

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
  /** SIGTERM, wait for it to finish its requests and exit, start it again, wait until it answers. */
  restart(): Promise<void>;
  /** SIGKILL, as a crashed machine would. */
  kill(): Promise<void>;
  /** Starts it again after `kill`. */
  start(): Promise<void>;
};

export type Cluster = {
  readonly apiOrigin: string;
  readonly siteOrigins: Record<ClusterSiteName, string>;
  readonly replicas: { api: Replica[]; sites: Record<ClusterSiteName, Replica[]> };
  readonly redisUrl: string;
  readonly databaseUrl: string;
  /** Every replica in turn, one at a time: the sites first, then the API. */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
};

const isRoot = () => process.getuid?.() === 0;

/** What the cluster needs from Debian, and how to get it. */
export function missingPrograms(): string[] {
  const missing = [];
  if (!existsSync(path.join(POSTGRES_BIN, "pg_ctl"))) missing.push("postgresql");
  for (const [command, pkg] of [
    ["redis-server", "redis-server"],
    ["nginx", "nginx"],
  ] as const) {
    if (spawnSync("sh", ["-c", `command -v ${command}`]).status !== 0) missing.push(pkg);
  }
  return missing;
}

type Child = { name: string; child: ChildProcess; log: string[] };

function run(
  name: string,
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: Readonly<Record<string, string>> } = {},
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 100) log.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  return { name, child, log };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => {
      resolve();
    });
  });
}

async function signal(child: ChildProcess, name: NodeJS.Signals, graceMs = 15_000): Promise<void> {
  const { pid } = child;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-pid, name);
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }, graceMs);
  await exited(child);
  clearTimeout(timer);
}

/** Resolves once `url` answers below 500, or throws with the process's last output. */
async function ready(server: Child, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.name} did not become ready at ${url}:\n${server.log.join("")}`);
}

/** A secret kept in the data folder: every replica, and every restart, gets the same one. */
async function keptSecret(file: string): Promise<string> {
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

function asPostgres(command: string, args: readonly string[]): { command: string; args: string[] } {
  return isRoot()
    ? { command: "runuser", args: ["-u", "postgres", "--", command, ...args] }
    : { command, args: [...args] };
}

function postgresOnce(args: readonly string[], binary: string): void {
  const { command, args: full } = asPostgres(path.join(POSTGRES_BIN, binary), args);
  const result = spawnSync(command, full, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${binary} failed: ${result.stderr}`);
}

async function startPostgres(dataDir: string, port: number, log: (line: string) => void) {
  const dir = path.join(dataDir, "postgres");
  const data = path.join(dir, "data");
  await mkdir(dir, { recursive: true });
  if (isRoot()) spawnSync("chown", ["-R", "postgres:postgres", dir]);
  if (!existsSync(path.join(data, "PG_VERSION"))) {
    log("PostgreSQL: creating the database cluster");
    postgresOnce(
      ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"],
      "initdb",
    );
  }
  postgresOnce(
    [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      "start",
    ],
    "pg_ctl",
  );
  const database = "hub";
  const psql = spawnSync(
    "psql",
    [
      "-h",
      "127.0.0.1",
      "-p",
      String(port),
      "-U",
      "postgres",
      "-tAc",
      `select 1 from pg_database where datname = '${database}'`,
    ],
    { encoding: "utf8" },
  );
  if (psql.stdout.trim() !== "1") {
    spawnSync("psql", [
      "-h",
      "127.0.0.1",
      "-p",
      String(port),
      "-U",
      "postgres",
      "-c",
      `create database ${database}`,
    ]);
  }
  // The API's tenants migrate side by side; the extension they share is made once, up front.
  spawnSync("psql", [
    "-h",
    "127.0.0.1",
    "-p",
    String(port),
    "-U",
    "postgres",
    "-d",
    database,
    "-c",
    "create extension if not exists pg_trgm schema public",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      const { command, args } = asPostgres(path.join(POSTGRES_BIN, "pg_ctl"), [
        "-D",
        data,
        "-m",
        "fast",
        "stop",
      ]);
      spawnSync(command, args);
    },
  };
}

function render(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name: string) => values[name] ?? match);
}

/** nginx's configuration for the cluster, from `deploy/nginx`'s templates. */
export async function nginxConfig(
  prefix: string,
  ports: ClusterPorts,
  upstreams: { api: readonly number[]; sites: Record<ClusterSiteName, readonly number[]> },
): Promise<string> {
  const [http, site] = await Promise.all([
    readFile(path.join(ROOT, "deploy/nginx/hub.conf.template"), "utf8"),
    readFile(path.join(ROOT, "deploy/nginx/site.conf.template"), "utf8"),
  ]);
  // A replica that fails is left alone for a few seconds; nginx retries its requests elsewhere.
  const servers = (list: readonly number[]) =>
    list.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join("\n");
  const sites = CLUSTER_SITES.map((entry) =>
    render(site, {
      NAME: entry.name,
      LISTEN_HOST: "127.0.0.1",
      PORT: String(ports.sites[entry.name]),
      UPSTREAM: `hub_${entry.name}`,
      STATIC_ROOT: path.join(ROOT, "deploy/nginx"),
    }),
  ).join("\n");
  return render(http, {
    PREFIX: prefix,
    // Run as root (CI), the workers would otherwise become `nobody`, who cannot use the prefix.
    USER_DIRECTIVE: isRoot() ? "user root;" : "",
    LISTEN_HOST: "127.0.0.1",
    API_PORT: String(ports.api),
    API_SERVERS: servers(upstreams.api),
    SUTTON_SERVERS: servers(upstreams.sites.sutton),
    BEXLEY_SERVERS: servers(upstreams.sites.bexley),
    SITE_SERVERS: sites,
  });
}

/** Starts every part of the cluster and resolves once nginx answers for each site. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const replicas = Math.max(2, options.replicas ?? 2);
  const { ports } = options;
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  // Only this user lists or reads it; PostgreSQL's own user (when started as root) may pass
  // through to its folder, which is its alone.
  await chmod(dataDir, isRoot() ? 0o711 : 0o700);
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };

  try {
    const postgres = await startPostgres(dataDir, ports.postgres, log);
    stops.push(postgres.stop);
    log(`PostgreSQL on 127.0.0.1:${ports.postgres}`);

    const redis = run("redis", "redis-server", [
      "--port",
      String(ports.redis),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      // Every key the hub writes expires; the least recently used go first when memory is full.
      "--maxmemory",
      "512mb",
      "--maxmemory-policy",
      "volatile-lru",
    ]);
    stops.push(() => signal(redis.child, "SIGTERM"));
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;

    const sessionSecret = await keptSecret(path.join(dataDir, "session-secret"));
    const revalidateSecret = await keptSecret(path.join(dataDir, "revalidate-secret"));
    const apiOrigin = `http://127.0.0.1:${ports.api}`;
    let nextPort = ports.replicasFrom;

    const shared = { REDIS_URL: redisUrl, NEXT_TELEMETRY_DISABLED: "1", ...options.env };
    const makeReplica = (
      name: string,
      port: number,
      launch: () => Child,
      readyPath: string,
    ): Replica => {
      let current = launch();
      const origin = `http://127.0.0.1:${port}`;
      const replica: Replica = {
        name,
        port,
        origin,
        process: () => current.child,
        async restart() {
          await signal(current.child, "SIGTERM");
          current = launch();
          await ready(current, `${origin}${readyPath}`);
        },
        async kill() {
          await signal(current.child, "SIGKILL");
        },
        async start() {
          current = launch();
          await ready(current, `${origin}${readyPath}`);
        },
      };
      stops.push(() => signal(current.child, "SIGTERM"));
      return Object.assign(replica, { ready: () => ready(current, `${origin}${readyPath}`) });
    };

    const apiReplicas: (Replica & { ready: () => Promise<void> })[] = [];
    for (let index = 0; index < replicas; index += 1) {
      const port = nextPort++;
      const replica = makeReplica(
        `api-${index + 1}`,
        port,
        () =>
          run(`api-${index + 1}`, process.execPath, ["src/main.ts"], {
            cwd: path.join(ROOT, "apps/api"),
            env: {
              ...shared,
              PORT: String(port),
              HOST: "127.0.0.1",
              DATABASE_URL: postgres.url,
              API_PUBLIC_URL: apiOrigin,
              API_SEED: "auto",
              LOG_LEVEL: "warn",
              API_DATA_DIR: path.join(dataDir, "api"),
            },
          }),
        "/sutton/core/v1/settings",
      ) as Replica & { ready: () => Promise<void> };
      // The first process migrates and seeds an empty database before the others start.
      await replica.ready();
      apiReplicas.push(replica);
    }
    log(`API: ${apiReplicas.map((replica) => replica.origin).join(", ")}`);

    const siteReplicas = {} as Record<
      ClusterSiteName,
      (Replica & { ready: () => Promise<void> })[]
    >;
    for (const entry of CLUSTER_SITES) {
      siteReplicas[entry.name] = [];
      const cwd = path.join(ROOT, "apps", entry.app);
      for (let index = 0; index < replicas; index += 1) {
        const port = nextPort++;
        const name = `${entry.name}-${index + 1}`;
        siteReplicas[entry.name].push(
          makeReplica(
            name,
            port,
            () =>
              run(name, path.join(cwd, "node_modules/.bin/next"), ["start", "-H", "127.0.0.1"], {
                cwd,
                env: {
                  ...shared,
                  PORT: String(port),
                  APP_API_URL: `${apiOrigin}/${entry.tenant}/core/v1`,
                  APP_FRONTEND_URL: `http://127.0.0.1:${ports.sites[entry.name]}`,
                  SESSION_SECRET: sessionSecret,
                  REVALIDATE_SECRET: revalidateSecret,
                  // nginx, on this machine, is the trusted hop in front of every replica.
                  TRUSTED_PROXIES: "127.0.0.1",
                },
              }),
            "/builds/latest.json",
          ) as Replica & { ready: () => Promise<void> },
        );
      }
    }
    await Promise.all(
      Object.values(siteReplicas)
        .flat()
        .map((replica) => replica.ready()),
    );
    for (const entry of CLUSTER_SITES) {
      log(`${entry.name}: ${siteReplicas[entry.name].map((replica) => replica.origin).join(", ")}`);
    }

    const prefix = path.join(dataDir, "nginx");
    await mkdir(path.join(prefix, "cache"), { recursive: true });
    const configFile = path.join(prefix, "nginx.conf");
    await writeFile(
      configFile,
      await nginxConfig(prefix, ports, {
        api: apiReplicas.map((replica) => replica.port),
        sites: {
          sutton: siteReplicas.sutton.map((replica) => replica.port),
          bexley: siteReplicas.bexley.map((replica) => replica.port),
        },
      }),
    );
    const nginx = run("nginx", "nginx", ["-p", prefix, "-c", configFile, "-g", "daemon off;"]);
    stops.push(() => signal(nginx.child, "SIGQUIT"));
    const siteOrigins = Object.fromEntries(
      CLUSTER_SITES.map((entry) => [entry.name, `http://127.0.0.1:${ports.sites[entry.name]}`]),
    ) as Record<ClusterSiteName, string>;
    for (const origin of Object.values(siteOrigins)) {
      await ready(nginx, `${origin}/builds/latest.json`);
    }
    await ready(nginx, `${apiOrigin}/sutton/core/v1/settings`);

    return {
      apiOrigin,
      siteOrigins,
      replicas: { api: apiReplicas, sites: siteReplicas },
      redisUrl,
      databaseUrl: postgres.url,
      async rollingRestart() {
        for (const replica of [...Object.values(siteReplicas).flat(), ...apiReplicas]) {
          log(`restarting ${replica.name}`);
          await replica.restart();
        }
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

// Throwaway PostgreSQL and Redis servers a test starts, stops and starts again itself, on free
// loopback ports with their files in a temporary folder: the outage test needs servers it may
// take down, which TEST_DATABASE_URL and TEST_REDIS_URL are not. As root, PostgreSQL runs as
// the `postgres` user (it refuses root), as `.ci/run` and the cluster run it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown } from "node:fs/promises";
import net from "node:net";
import path from "node:path";

const DEBIAN_POSTGRES = "/usr/lib/postgresql";

/** The newest Debian PostgreSQL's programs folder (`/usr/lib/postgresql/<major>/bin`). */
export function postgresBin(): string | undefined {
  const majors = existsSync(DEBIAN_POSTGRES)
    ? readdirSync(DEBIAN_POSTGRES)
        .filter((entry) => existsSync(path.join(DEBIAN_POSTGRES, entry, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors[0] === undefined ? undefined : path.join(DEBIAN_POSTGRES, majors[0], "bin");
}

/** What the outage test needs that this machine lacks, as Debian package names. */
export function missingServerPackages(): string[] {
  const missing: string[] = [];
  if (postgresBin() === undefined) missing.push("postgresql");
  if (spawnSync("sh", ["-c", "command -v redis-server"]).status !== 0) missing.push("redis-server");
  return missing;
}

/** Whether the outage test runs: with those programs, or under CI, where lacking them fails it. */
export function outageTestRuns(env = process.env): boolean {
  return missingServerPackages().length === 0 || Boolean(env.CI?.trim());
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a program to its end (as `postgres` when root) and resolves, or rejects with its output. */
function run(command: string, args: readonly string[], asPostgres = false): Promise<void> {
  const [program, full] =
    asPostgres && isRoot()
      ? ["runuser", ["-u", "postgres", "--", command, ...args]]
      : [command, [...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(program, full, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(" ")} failed: ${stderr}`));
    });
  });
}

export type PostgresServer = {
  url: string;
  /** `pg_ctl stop -m fast`: sessions are ended, transactions in flight rolled back. */
  stop(): Promise<void>;
  /** `pg_ctl start`, resolving once it accepts connections. */
  start(): Promise<void>;
};

/** initdb into `dir` and start a server on a free port; `trust` on loopback only. */
export async function startPostgres(dir: string): Promise<PostgresServer> {
  const bin = postgresBin();
  if (bin === undefined) throw new Error("PostgreSQL's programs are not installed.");
  if (isRoot()) await chown(dir, ...postgresIds());
  const data = path.join(dir, "data");
  const port = await freePort();
  await run(
    path.join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"],
    true,
  );
  const pgCtl = (...args: string[]) => run(path.join(bin, "pg_ctl"), ["-D", data, ...args], true);
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgCtl("-m", "fast", "-w", "stop"),
    start: () =>
      pgCtl(
        "-l",
        path.join(dir, "log"),
        "-w",
        "-o",
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
        "start",
      ),
  };
  await server.start();
  return server;
}

function postgresIds(): [number, number] {
  const ids = (flag: string) =>
    Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  return [ids("-u"), ids("-g")];
}

export type RedisServer = {
  url: string;
  /** SIGSTOP: the server keeps its connections and answers nothing, as a hung one would. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
};

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error("redis-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: () => child.kill("SIGSTOP"),
    resume: () => child.kill("SIGCONT"),
    stop: async () => {
      child.kill("SIGCONT");
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => {
      resolve(false);
    });
  });
}

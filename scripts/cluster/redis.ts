// The cluster's Redis: one ACL user for the hub with a password (the `default` user, which needs
// none, is off), loopback only, and run as Debian's `redis` user when started as root. Its
// configuration file names the password only by its SHA-256.
import { spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { isRoot, keptSecret, lastOutput, run, stopGroup } from "./processes.ts";

export const REDIS_USER = "hub";

export type RedisServer = {
  /** `redis://hub:<password>@127.0.0.1:<port>`. */
  readonly url: string;
  /** Stops the server (SIGTERM), as an outage would. */
  stop: () => Promise<void>;
  /** Starts it again and waits until it answers. */
  start: () => Promise<void>;
};

/** The server's configuration: the hub's user and its commands, memory, no persistence. */
export function redisConfig(options: { port: number; dir: string; password: string }): string {
  const hash = createHash("sha256").update(options.password).digest("hex");
  return [
    "# Written by scripts/cluster/redis.ts at every start of the cluster.",
    `port ${options.port}`,
    "bind 127.0.0.1",
    `dir ${options.dir}`,
    'save ""',
    "appendonly no",
    // Every key the hub writes expires; the least recently used go first when memory is full.
    "maxmemory 512mb",
    "maxmemory-policy volatile-lru",
    // No one gets in without the password; the hub may use every key and every command but
    // the server's administration (CONFIG, SHUTDOWN, DEBUG, ACL, replication…).
    "user default off",
    `user ${REDIS_USER} on #${hash} ~* &* +@all -@admin`,
    "",
  ].join("\n");
}

/** Whether the server answers the hub's user (`redis-cli` reads the password from its environment). */
function answers(port: number, password: string): boolean {
  const ping = spawnSync(
    "redis-cli",
    ["-h", "127.0.0.1", "-p", String(port), "--user", REDIS_USER, "--no-auth-warning", "ping"],
    { encoding: "utf8", env: { ...process.env, REDISCLI_AUTH: password } },
  );
  return ping.status === 0 && ping.stdout.trim() === "PONG";
}

export async function startRedis(dataDir: string, port: number): Promise<RedisServer> {
  const dir = path.join(dataDir, "redis");
  await mkdir(dir, { recursive: true });
  const password = await keptSecret(path.join(dataDir, "redis-password"));
  const configFile = path.join(dir, "redis.conf");
  await writeFile(configFile, redisConfig({ port, dir, password }), { mode: 0o600 });
  await chmod(configFile, 0o600);
  if (isRoot()) spawnSync("chown", ["-R", "redis:redis", dir]);
  const [command, args] = isRoot()
    ? ["runuser", ["-u", "redis", "--", "redis-server", configFile]]
    : ["redis-server", [configFile]];

  let server: ChildProcess;
  const start = async () => {
    server = run(command, args);
    const deadline = Date.now() + 10_000;
    while (!answers(port, password)) {
      if (Date.now() > deadline || server.exitCode !== null) {
        throw new Error(`Redis did not start on port ${port}:\n${lastOutput(server)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `redis://${REDIS_USER}:${password}@127.0.0.1:${port}`,
    stop: () => stopGroup(server, "SIGTERM"),
    start,
  };
}

// The Redis the shared-state tests run against: `TEST_REDIS_URL` (CI starts one). Without it the
// Redis half of those tests is not run, and the run says so.
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

import { Redis } from "ioredis";

const url = process.env.TEST_REDIS_URL;

if (url === undefined || url === "") {
  console.warn("TEST_REDIS_URL is not set: the Redis half of the shared-state tests did not run.");
}

/** A connected client on its own database number, or null without `TEST_REDIS_URL`. */
export function testRedis(): Redis | null {
  if (url === undefined || url === "") return null;
  return new Redis(url, { maxRetriesPerRequest: 1 });
}

/** The backends a shared-state test runs against: memory always, Redis when there is one. */
export function backends<T>(memory: () => T, redis: (client: Redis) => T) {
  const client = testRedis();
  return [
    { backend: "memory", make: memory },
    ...(client === null ? [] : [{ backend: "redis", make: () => redis(client) }]),
  ];
}

/** Whether `redis-server` can be started here, for tests that stop Redis under a store. */
export const canStartRedis =
  spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

if (!canStartRedis) {
  console.warn("redis-server is not installed: the tests that stop Redis did not run.");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

export type RedisServer = {
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
};

/** A `redis-server` of the test's own on a free loopback port, keeping nothing on disk. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    child = started;
    const probe = new Redis(port, "127.0.0.1", { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on("error", () => undefined);
    try {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        if (started.exitCode !== null) throw new Error(`redis-server exited on port ${port}`);
        try {
          await probe.connect();
          await probe.ping();
          return;
        } catch {
          probe.disconnect();
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      throw new Error(`redis-server did not answer on port ${port}`);
    } finally {
      probe.disconnect();
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      if (running?.exitCode !== null) {
        resolve();
        return;
      }
      running.once("exit", () => {
        resolve();
      });
      running.kill("SIGTERM");
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

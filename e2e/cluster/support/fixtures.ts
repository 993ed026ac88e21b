// The cluster specs' `test`: a worker-scoped cluster on free loopback ports with a throwaway data
// folder (one worker runs every spec, so it starts once), and helpers to drive it as visitors do.
import { execFile, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { request as httpRequest } from "node:http";
import { createServer } from "node:net";

import { test as base, expect } from "@playwright/test";

import { missingPrograms, startCluster } from "../../../scripts/cluster/cluster.ts";
import type { Cluster } from "../../../scripts/cluster/cluster.ts";
import { lastOutput } from "../../../scripts/cluster/processes.ts";
import { freePort } from "../../support/ports.ts";

const execFileAsync = promisify(execFile);

/** What the test hook writes into every page below React (`HUB_E2E_RAW_HTML`). */
export const INJECTED_SCRIPT = '<script>document.documentElement.dataset.injected = "ran"</script>';

export type RunningCluster = Cluster & {
  revalidateSecret: string;
  /** Runs SQL against the cluster's PostgreSQL, as the hub's role, and returns what psql printed. */
  sql: (statement: string) => string;
  /** What the cluster logged (its supervisors included), oldest first. */
  logs: string[];
};

/** Whether nothing listens on `port` of loopback right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => {
      resolve(false);
    });
    server.listen(port, "127.0.0.1", () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

/**
 * The first of `count` consecutive free ports for the replicas, below the range the kernel hands
 * out for outgoing connections and for `freePort` (32768 and up), where other servers come and go.
 */
async function freeRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = 20_000 + Math.floor(Math.random() * (32_000 - 20_000 - count));
    const ports = Array.from({ length: count }, (_, index) => first + index);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return first;
  }
  throw new Error(`no ${count} consecutive free ports between 20000 and 32000`);
}

/** Five different free ports. */
async function freePorts(): Promise<[number, number, number, number, number]> {
  const ports = new Set<number>();
  while (ports.size < 5) ports.add(await freePort());
  const [a = 0, b = 0, c = 0, d = 0, e = 0] = ports;
  return [a, b, c, d, e];
}

/** How many of each process's last lines a failed test shows. */
const LINES_ON_FAILURE = 120;

const tail = (text: string) => text.trimEnd().split("\n").slice(-LINES_ON_FAILURE).join("\n");

/**
 * What every part of the cluster printed last, and what the cluster logged during the test: a
 * failure on CI is read from its output alone.
 */
async function failureReport(cluster: RunningCluster, logsFrom: number): Promise<string> {
  const replicas = [...cluster.replicas.api, ...Object.values(cluster.replicas.sites).flat()];
  const nginx = await readFile(cluster.nginxErrorLog, "utf8").catch(() => "");
  return [
    `cluster log during the test:\n${cluster.logs.slice(logsFrom).join("\n")}`,
    ...replicas.map((replica) => `${replica.name}:\n${tail(lastOutput(replica.process()))}`),
    `nginx error log:\n${tail(nginx)}`,
  ].join("\n\n");
}

export const test = base.extend<{ reportOnFailure: undefined }, { cluster: RunningCluster }>({
  reportOnFailure: [
    async ({ cluster }, use, testInfo) => {
      const logsFrom = cluster.logs.length;
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      const report = await failureReport(cluster, logsFrom);
      await testInfo.attach("cluster output", { body: report, contentType: "text/plain" });
      process.stderr.write(`\n── ${testInfo.title}: the cluster's output ──\n${report}\n`);
    },
    { auto: true },
  ],
  cluster: [
    // Playwright reads a fixture's dependencies from its first parameter; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const missing = missingPrograms();
      if (missing.length > 0) throw new Error(`the cluster needs Debian's ${missing.join(", ")}`);
      const dataDir = await mkdtemp(path.join(tmpdir(), "hub-cluster-"));
      const [postgres, redis, api, sutton, bexley] = await freePorts();
      const logs: string[] = [];
      const cluster = await startCluster({
        dataDir,
        ports: {
          postgres,
          redis,
          api,
          sites: { sutton, bexley },
          // Two API processes and two replicas of each site.
          replicasFrom: await freeRun(6),
        },
        // The API limits each visitor as in production (API_RATE_LIMIT's default): the load
        // specs spread their requests over many visitor addresses (`visitorAddress`), as real
        // load is.
        env: {
          APP_ENV: "production",
          HUB_E2E_RAW_HTML: INJECTED_SCRIPT,
        },
        log: (line) => logs.push(line),
      }).catch(async (error: unknown) => {
        await rm(dataDir, { recursive: true, force: true });
        throw error;
      });
      const revalidateSecret = (
        await readFile(path.join(dataDir, "revalidate-secret"), "utf8")
      ).trim();
      const sql = (statement: string) => {
        const result = spawnSync("psql", [cluster.databaseUrl, "-tAc", statement], {
          encoding: "utf8",
        });
        if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
        return result.stdout.trim();
      };
      await use({ ...cluster, revalidateSecret, sql, logs });
      await cluster.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

export { expect };

/**
 * The `index`th visitor of the load helpers: 127.10.0.1 upwards, 250 to a block (127.0.0.0/8 is
 * all this machine's, so each stands for a different visitor behind the proxy). Never the
 * proxy's own address or the sites' (scripts/cluster/nginx.ts), which are trusted hops.
 */
export function visitorAddress(index: number): string {
  const slot = index % (250 * 250);
  return `127.10.${Math.floor(slot / 250)}.${(slot % 250) + 1}`;
}

/** How many visitors the load helpers take turns as: each stays far below every limit. */
export const LOAD_VISITORS = 200;

/** Every request of a visit gives up after this long. */
const VISIT_TIMEOUT_MS = 15_000;

/**
 * A request to `url` as a visitor at `from` (any loopback address), on a connection of its own;
 * asks for a page unless `headers` say otherwise.
 */
export function visit(
  url: string,
  options: {
    from?: string;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    timeoutMs?: number;
  } = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: options.method ?? "GET",
        headers: { accept: "text/html", ...options.headers },
        agent: false,
        timeout: options.timeoutMs ?? VISIT_TIMEOUT_MS,
        ...(options.from === undefined ? {} : { localAddress: options.from }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of [value ?? []].flat()) headers.append(name, item);
          }
          resolve({
            status: response.statusCode ?? 0,
            headers,
            text: Buffer.concat(chunks).toString("utf8"),
          });
        });
      },
    );
    request.on("timeout", () => {
      request.destroy(new Error(`no answer from ${url} within the visit's timeout`));
    });
    request.on("error", reject);
    request.end(options.body);
  });
}

/**
 * Requests `paths` round-robin from `origin` with `concurrency` loops until `done()` says stop,
 * each request from the next of `LOAD_VISITORS` visitor addresses; returns every failure (a
 * network error or a status of 500 or more) and how many were sent.
 */
export async function loadUntil(
  origin: string,
  paths: readonly string[],
  done: () => boolean,
  concurrency = 8,
): Promise<{ sent: number; failures: string[] }> {
  let sent = 0;
  const failures: string[] = [];
  const loop = async (offset: number) => {
    for (let index = offset; !done() && sent < 200_000; index += concurrency) {
      const target = `${origin}${paths[index % paths.length]}`;
      const from = visitorAddress(sent % LOAD_VISITORS);
      sent += 1;
      try {
        const response = await visit(target, { from });
        if (response.status >= 500) failures.push(`${response.status} ${target}`);
      } catch (error) {
        failures.push(`${String(error)} ${target}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, offset) => loop(offset)));
  return { sent, failures };
}

type List<T> = { data: T[] };
type Service = { id: string; slug: string; name: string; referral_method: string };

/** A few of Sutton's services, straight from the API (`query` adds to the list's query). */
export async function someServices(apiOrigin: string, query = ""): Promise<Service[]> {
  const response = await fetch(`${apiOrigin}/sutton/core/v1/services?per_page=5${query}`);
  return ((await response.json()) as List<Service>).data;
}

/** Polls `check` until it passes or `timeoutMs` runs out (a bounded loop). */
export async function eventually(
  check: () => Promise<boolean>,
  timeoutMs = 10_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return check();
}

/** `redis-cli`'s arguments and environment for `command` as the hub's user. */
function redisCli(cluster: Cluster, command: readonly string[]) {
  const url = new URL(cluster.redisUrl);
  return {
    args: [
      "-h",
      url.hostname,
      "-p",
      url.port,
      "--user",
      url.username,
      "--no-auth-warning",
      ...command,
    ],
    env: { ...process.env, REDISCLI_AUTH: url.password },
  };
}

/** Runs a command on the cluster's Redis as the hub's user and returns what it printed. */
export function redis(cluster: Cluster, ...command: string[]): string {
  const { args, env } = redisCli(cluster, command);
  const result = spawnSync("redis-cli", args, { encoding: "utf8", env });
  if (result.status !== 0) throw new Error(`redis-cli failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** `redis`, without holding up this process's event loop, where the load helpers run. */
export async function redisWhileLoaded(cluster: Cluster, ...command: string[]): Promise<string> {
  const { args, env } = redisCli(cluster, command);
  const { stdout } = await execFileAsync("redis-cli", args, { encoding: "utf8", env });
  return stdout.trim();
}

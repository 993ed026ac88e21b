// The cluster specs' `test`: a worker-scoped cluster on free loopback ports with a throwaway data
// folder (one worker runs every spec, so it starts once), and helpers to drive it as visitors do.
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { request as httpRequest } from "node:http";

import { test as base, expect } from "@playwright/test";

import { missingPrograms, startCluster } from "../../../scripts/cluster/cluster.ts";
import type { Cluster } from "../../../scripts/cluster/cluster.ts";
import { freePort } from "../../support/ports.ts";

/** What the test hook writes into every page below React (`HUB_E2E_RAW_HTML`). */
export const INJECTED_SCRIPT = '<script>document.documentElement.dataset.injected = "ran"</script>';

export type RunningCluster = Cluster & {
  revalidateSecret: string;
  /** Runs SQL against the cluster's PostgreSQL and returns what psql printed. */
  sql: (statement: string) => string;
};

/** Five different free ports. */
async function freePorts(): Promise<[number, number, number, number, number]> {
  const ports = new Set<number>();
  while (ports.size < 5) ports.add(await freePort());
  const [a = 0, b = 0, c = 0, d = 0, e = 0] = ports;
  return [a, b, c, d, e];
}

export const test = base.extend<object, { cluster: RunningCluster }>({
  cluster: [
    // Playwright reads a fixture's dependencies from its first parameter; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const missing = missingPrograms();
      if (missing.length > 0) throw new Error(`the cluster needs Debian's ${missing.join(", ")}`);
      const dataDir = await mkdtemp(path.join(tmpdir(), "hub-cluster-"));
      const [postgres, redis, api, sutton, bexley] = await freePorts();
      const cluster = await startCluster({
        dataDir,
        ports: {
          postgres,
          redis,
          api,
          sites: { sutton, bexley },
          // The replicas take consecutive ports from a random one well away from the others.
          replicasFrom: 20_000 + Math.floor(Math.random() * 20_000),
        },
        env: {
          // The load and restart specs send thousands of requests from loopback; the limits
          // under test are the sites' own, per visitor.
          API_RATE_LIMIT: "1000000",
          APP_ENV: "production",
          HUB_E2E_RAW_HTML: INJECTED_SCRIPT,
        },
        log: () => undefined,
      });
      const revalidateSecret = (
        await readFile(path.join(dataDir, "revalidate-secret"), "utf8")
      ).trim();
      const url = new URL(cluster.databaseUrl);
      const sql = (statement: string) => {
        const result = spawnSync(
          "psql",
          [
            "-h",
            url.hostname,
            "-p",
            url.port,
            "-U",
            "postgres",
            "-d",
            url.pathname.slice(1),
            "-tAc",
            statement,
          ],
          { encoding: "utf8" },
        );
        if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
        return result.stdout.trim();
      };
      await use({ ...cluster, revalidateSecret, sql });
      await cluster.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

export { expect };

/**
 * GETs `url` asking for a page, as a visitor at `from` (any loopback address: 127.0.0.0/8 is all
 * this machine's, so each stands for a different visitor behind the proxy).
 */
export function visit(
  url: string,
  options: { from?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        headers: { accept: "text/html", ...options.headers },
        ...(options.from === undefined ? {} : { localAddress: options.from }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
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
    request.on("error", reject);
    request.end();
  });
}

/**
 * Requests `paths` round-robin from `origin` with `concurrency` loops until `done()` says stop;
 * returns every failure (a network error or a status of 500 or more) and how many were sent.
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
      sent += 1;
      try {
        const response = await fetch(target, {
          headers: { accept: "text/html" },
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${response.status} ${target}`);
      } catch (error) {
        failures.push(`${String(error)} ${target}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, offset) => loop(offset)));
  return { sent, failures };
}

// The import command (`pnpm --filter @hub/api import -- --oruk …`, decision 0074) run as the
// operator runs it: a child process of its own, timed from its start to its exit, its peak
// memory reported by max-rss.ts, its `--json` report read.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import pg from "pg";

import { parseImportReport } from "./import-report.ts";
import type { ImportSummary } from "./import-report.ts";
import { apiDir } from "./run.ts";
import { roundTenth } from "./stats.ts";

const MAX_RSS_PRELOAD = pathToFileURL(path.join(import.meta.dirname, "max-rss.ts")).href;
/** Lines of the command's error output kept for the message when it fails. */
const ERROR_TAIL = 4000;

export type ImportCommandRun = { seconds: number; peakRssBytes: number; summary: ImportSummary };

/**
 * Imports the feed at `feedUrl` into `tenant` with the API's settings in `env` (DATABASE_URL or
 * API_DATA_DIR, API_TENANTS); throws with the command's output when it exits other than 0.
 */
export async function runImportCommand(options: {
  feedUrl: string;
  tenant: string;
  env: NodeJS.ProcessEnv;
}): Promise<ImportCommandRun> {
  const rssDir = await mkdtemp(path.join(tmpdir(), "hub-bench-rss-"));
  const rssFile = path.join(rssDir, "max-rss");
  try {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [
        "--import",
        MAX_RSS_PRELOAD,
        "src/import/cli.ts",
        "--oruk",
        options.feedUrl,
        "--tenant",
        options.tenant,
        "--json",
      ],
      {
        cwd: apiDir,
        env: { ...process.env, LOG_LEVEL: "warn", ...options.env, BENCH_MAX_RSS_FILE: rssFile },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-ERROR_TAIL);
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", resolve);
    });
    const seconds = roundTenth((performance.now() - started) / 1000);
    if (code !== 0) {
      throw new Error(`the import exited with ${code ?? "a signal"}: ${stderr.trim()}`);
    }
    const peakRssBytes = Number(await readFile(rssFile, "utf8"));
    return { seconds, peakRssBytes, summary: parseImportReport(stdout) };
  } finally {
    await rm(rssDir, { recursive: true, force: true });
  }
}

/**
 * Drops a tenant's PostgreSQL schema, so the next import starts from a fresh tenant. The tenant
 * is named without `-`: its schema then has its name.
 */
export async function dropTenantSchema(databaseUrl: string, tenant: string): Promise<void> {
  if (!/^[a-z][a-z0-9]*$/.test(tenant)) throw new Error(`not a plain tenant name: ${tenant}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${client.escapeIdentifier(tenant)} cascade`);
  } finally {
    await client.end();
  }
}

// `pnpm --filter @hub/api import -- --from <core-v1-base-url> --tenant <tenant> [--dry-run] [--json]`
// imports a live Connected Places `/core/v1` directory into a tenant (decision 0069);
// `--oruk <feed-base-url | folder>` in place of `--from` imports an Open Referral UK 3.0 feed, live
// or saved (decision 0074), reading again only the services whose `last_modified` moved unless
// `--full` (decision 0088). Both use the server's own settings (DATABASE_URL, API_DATA_DIR,
// API_TENANTS). A progress bar on a terminal, then the report, or the report as JSON with --json.
// Exit codes: 0 done, 2 wrong arguments, 3 the source cannot be read (or is not what it claims),
// 4 no such tenant, 5 an import is already running, 1 anything else.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { readConfig } from "../config.ts";
import { openTenantDatabase } from "../db/database.ts";
import { SourceError } from "./http.ts";
import { coreV1Source } from "./core-v1/read.ts";
import { isFeedUrl, orukSource } from "./oruk/read.ts";
import { formatReport, runImport } from "./run.ts";
import { ImportRunningError } from "./runs.ts";
import type { Progress } from "./source.ts";

const USAGE =
  "Usage: import --from <core-v1-base-url> --tenant <tenant> [--dry-run] [--json]\n" +
  "   or: import --oruk <oruk-feed-base-url | folder> --tenant <tenant> [--full] [--dry-run] [--json]";

function fail(code: number, message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== "--"),
    options: {
      from: { type: "string" },
      oruk: { type: "string" },
      tenant: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      full: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    },
  }).values;
} catch (error) {
  fail(2, `${(error as Error).message}\n${USAGE}`);
}
const { from, oruk, tenant, json } = parsed;
if ((from === undefined) === (oruk === undefined) || !tenant) fail(2, USAGE);
if (from !== undefined && !/^https?:\/\//.test(from)) {
  fail(2, `--from must be an http(s) URL, not "${from}"`);
}
if (oruk !== undefined && !isFeedUrl(oruk) && !existsSync(oruk)) {
  fail(2, `--oruk must be an http(s) URL or a folder, and there is no folder "${oruk}"`);
}

const config = readConfig(process.env);
if (!config.tenants.some((configured) => configured.slug === tenant)) {
  fail(
    4,
    `There is no tenant "${tenant}": API_TENANTS is ${config.tenants.map((t) => t.slug).join(",")}`,
  );
}

const bar =
  process.stdout.isTTY && !json
    ? new cliProgress.SingleBar(
        { format: "{bar} {value}/{total} requests | ETA {eta_formatted}", etaBuffer: 20 },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
let total = 0;
const progress: Progress = {
  planned: (requests) => {
    total += requests;
    if (bar && !bar.isActive) bar.start(total, 0);
    bar?.setTotal(total);
  },
  done: () => bar?.increment(),
};

const source = from === undefined ? orukSource(oruk ?? "") : coreV1Source(from);
// A wrong URL is found before the tenant's database is opened.
await source.probe().catch(async (error: unknown) => {
  await source.close();
  if (error instanceof SourceError) fail(3, error.message);
  throw error;
});
const database = await openTenantDatabase(config, tenant);
try {
  const report = await runImport({
    db: database.db,
    tenant,
    source,
    dryRun: parsed["dry-run"],
    full: parsed.full,
    progress,
  });
  bar?.stop();
  process.stdout.write(`${json ? JSON.stringify(report, null, 2) : formatReport(report)}\n`);
} catch (error) {
  bar?.stop();
  if (error instanceof SourceError) fail(3, error.message);
  if (error instanceof ImportRunningError) fail(5, error.message);
  fail(
    1,
    `The import failed and changed nothing: ${error instanceof Error ? error.message : String(error)}`,
  );
} finally {
  await source.close();
  await database.close();
}

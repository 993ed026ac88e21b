// The `import` part (issue 40): an ORUK feed of 10 000 services, served over loopback by a real
// apps/api whose tenant was seeded with them (organisations, locations, opening hours, categories
// and contacts, so the import does its whole work), imported by the real command into a fresh
// tenant on PGlite and, with a PostgreSQL, on PostgreSQL, then imported again, which must change
// nothing; and the feed's own latency on each database at that scale.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { ImportDatabase } from "./budgets.ts";
import { startApi } from "./embedded.ts";
import { measureFeed, feedServiceCount } from "./oruk-feed.ts";
import { dropTenantSchema, runImportCommand } from "./oruk-import.ts";
import type { BenchOptions } from "./options.ts";
import { stopServer } from "./processes.ts";
import type { Server } from "./processes.ts";
import type { BenchResults, OrukImportResults, OrukImportRun } from "./results.ts";
import { apiDir, note, run } from "./run.ts";

/**
 * Synthetic services seeded for the feed, on top of the borough's seed: the feed lists active
 * services only, and about one in twenty generated is not, so this many give the 10 000.
 */
const FEED_SYNTHETIC_SERVICES = 10_600;
const FEED_TENANT = "sutton";
/** The tenant imported into; without `-`, so its PostgreSQL schema has its name. */
const IMPORT_TENANT = "benchimport";

type Cleanup = { servers: Server[]; dirs: string[]; schemas: string[] };

const newDir = async (cleanup: Cleanup, name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `hub-bench-${name}-`));
  cleanup.dirs.push(dir);
  return dir;
};

/** The import into a fresh tenant, then again; both runs' figures. */
async function importTwice(
  feedUrl: string,
  database: ImportDatabase,
  env: NodeJS.ProcessEnv,
): Promise<OrukImportRun[]> {
  const runs: OrukImportRun[] = [];
  for (const which of ["first", "again"] as const) {
    note(
      `import: ${database}, ${which === "first" ? "into a fresh tenant" : "the same feed again"}`,
    );
    const { seconds, peakRssBytes, summary } = await runImportCommand({
      feedUrl,
      tenant: IMPORT_TENANT,
      env: { ...env, API_TENANTS: IMPORT_TENANT },
    });
    runs.push({
      database,
      run: which,
      seconds,
      peakRssBytes,
      total: summary.total,
      services: summary.kinds.services,
    });
  }
  return runs;
}

/** Runs the part into `results.orukImport`, kept as far as it got when a step fails. */
export async function benchOrukImport(options: BenchOptions, results: BenchResults): Promise<void> {
  const cleanup: Cleanup = { servers: [], dirs: [], schemas: [] };
  try {
    await benchIn(options, results, cleanup);
  } finally {
    await Promise.all(cleanup.servers.map(stopServer));
    for (const dir of cleanup.dirs) await rm(dir, { recursive: true, force: true });
    const { databaseUrl } = options;
    if (databaseUrl !== undefined) {
      for (const schema of cleanup.schemas) await dropTenantSchema(databaseUrl, schema);
    }
  }
}

async function benchIn(
  options: BenchOptions,
  results: BenchResults,
  cleanup: Cleanup,
): Promise<void> {
  const feedDir = await newDir(cleanup, "oruk-feed");
  note(`import: seeding ${FEED_SYNTHETIC_SERVICES} services into the feed's tenant (minutes)`);
  const feedEnv = { API_DATA_DIR: feedDir, API_TENANTS: FEED_TENANT, DATABASE_URL: "" };
  run(
    process.execPath,
    ["src/seed/cli.ts", "--tenant", FEED_TENANT, "--services", String(FEED_SYNTHETIC_SERVICES)],
    apiDir,
    feedEnv,
  );
  const feedApi = await startApi("apps/api (ORUK feed)", feedDir, "off", { env: feedEnv });
  cleanup.servers.push(feedApi);
  const feedUrl = `${feedApi.origin}/${FEED_TENANT}/oruk`;
  const part: OrukImportResults = {
    feedServices: await feedServiceCount(feedUrl),
    runs: [],
    feed: [],
  };
  results.orukImport = part;

  const pgliteDir = await newDir(cleanup, "import-pglite");
  part.runs.push(
    ...(await importTwice(feedUrl, "pglite", { API_DATA_DIR: pgliteDir, DATABASE_URL: "" })),
  );
  const { databaseUrl } = options;
  if (databaseUrl !== undefined) {
    await dropTenantSchema(databaseUrl, IMPORT_TENANT);
    cleanup.schemas.push(IMPORT_TENANT);
    const postgresEnv = {
      API_DATA_DIR: await newDir(cleanup, "import-postgres"),
      DATABASE_URL: databaseUrl,
    };
    part.runs.push(...(await importTwice(feedUrl, "postgres", postgresEnv)));
  }

  note(`import: the feed on PGlite (${part.feedServices} services)`);
  part.feed.push(...(await measureFeed(feedUrl, "pglite")));
  await stopServer(feedApi);
  if (databaseUrl !== undefined) {
    // The tenant just imported into PostgreSQL serves the same feed: the same ids and records.
    const postgresApi = await startApi(
      "apps/api (ORUK feed, PostgreSQL)",
      await newDir(cleanup, "oruk-feed-postgres"),
      "off",
      { env: { DATABASE_URL: databaseUrl, API_TENANTS: IMPORT_TENANT }, tenant: IMPORT_TENANT },
    );
    cleanup.servers.push(postgresApi);
    note("import: the feed on PostgreSQL");
    part.feed.push(
      ...(await measureFeed(`${postgresApi.origin}/${IMPORT_TENANT}/oruk`, "postgres")),
    );
    await stopServer(postgresApi);
  }
}

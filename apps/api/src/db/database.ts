// Opens one tenant's database: PGlite on disk (the embedded default), PGlite in memory (tests), or
// PostgreSQL through `pg` with the tenant in its own schema. Migrations run before it is returned.
import { chmod, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Logger } from "pino";
import type { ServerConfig } from "../config.ts";
import { describeError } from "../describe-error.ts";
import { applyMigrations, quoteIdent } from "./migrate.ts";
import type { Db } from "./types.ts";
import { whyDatabaseUnavailable } from "./unavailable.ts";

export type DatabaseTarget =
  /** PGlite on disk at `<dataDir>/<tenant>`. */
  | { tenant: string; dataDir: string }
  /** PGlite in memory: fast to throw away, for tests. */
  | { tenant: string; memory: true }
  /** PostgreSQL; the tenant's tables live in `schema` (default: the tenant name). */
  | { tenant: string; databaseUrl: string; schema?: string };

export type Database = {
  tenant: string;
  kind: "pglite" | "postgres";
  /** Where the data is, for logs: a directory, `memory` or `postgres:<schema>` (never a password). */
  location: string;
  db: Db;
  /** Migrations applied while opening. */
  migrationsApplied: number;
  close(): Promise<void>;
};

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
/** The planner's cost of a random page read relative to a sequential one (PostgreSQL: 4). */
export const PGLITE_RANDOM_PAGE_COST = 1.1;
/** Advisory lock key of migrations on a PostgreSQL database (any fixed 64-bit number). */
export const MIGRATION_LOCK = 4_815_162_342;

export type OpenOptions = {
  /** Where a PostgreSQL connection lost while idle is reported (default: nowhere). */
  logger?: Logger;
};

/** A tenant's database where the server's settings put it: PostgreSQL with a URL, else PGlite. */
export async function openTenantDatabase(
  config: Pick<ServerConfig, "databaseUrl" | "dataDir">,
  slug: string,
  options: OpenOptions = {},
): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ tenant: slug, databaseUrl: config.databaseUrl }, options)
    : openDatabase({ tenant: slug, dataDir: config.dataDir }, options);
}

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<Database> {
  if (!IDENTIFIER.test(target.tenant.replaceAll("-", "_"))) {
    throw new Error(`Invalid tenant name: ${target.tenant}`);
  }
  if ("databaseUrl" in target) return openPostgres(target, options.logger);
  const dataDir = "memory" in target ? undefined : path.resolve(target.dataDir, target.tenant);
  if (dataDir) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await chmod(path.dirname(dataDir), 0o700);
  }
  const client = await PGlite.create(dataDir ?? "memory://", { extensions: { pg_trgm } });
  // PGlite's pages are all in memory, so an index page costs about what a sequential one does.
  // At the default 4 the planner reads every service to find a keyword's matches where the
  // full-text index finds them directly.
  const db = drizzlePglite({ client }) as unknown as Db;
  try {
    await client.exec(`set random_page_cost = ${PGLITE_RANDOM_PAGE_COST}`);
    const migrationsApplied = await applyMigrations(db, "public");
    if (dataDir) await restrictPermissions(dataDir);
    return {
      tenant: target.tenant,
      kind: "pglite",
      location: dataDir ?? "memory",
      db,
      migrationsApplied,
      close: async () => {
        await client.close();
        if (dataDir) await restrictPermissions(dataDir);
      },
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/**
 * Personal data lives in these files: the directory and everything in it is the owner's alone
 * (0700 / 0600). PGlite writes files as the process umask allows, so this runs after opening
 * and after closing, and `main.ts` sets the umask to 077 for the files in between.
 */
export async function restrictPermissions(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(file, 0o700);
    else if (entry.isFile()) await chmod(file, 0o600);
  }
}

/** Connections each API process keeps to PostgreSQL, per tenant. */
export const POOL_SIZE = 10;
/**
 * How long a query waits to get a connection: for a free one in the pool, or for a new one to be
 * opened. Past it the request is answered 503 instead of hanging while the server is away
 * (decision 0050 has the measurements).
 */
export const CONNECTION_TIMEOUT_MS = 2000;

/**
 * The tenant's pool of PostgreSQL connections. A connection that fails (the server restarted,
 * crashed or went out of reach) is dropped and reported to `onLost`, never thrown: the queries
 * it was running fail on their own, and the next ones open fresh connections.
 */
export function createPool(
  databaseUrl: string,
  schema: string,
  onLost: (error: Error) => void = () => undefined,
): pg.Pool {
  if (!IDENTIFIER.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  // Index pages of a working database are in memory, as PGlite's always are (see
  // PGLITE_RANDOM_PAGE_COST): at the default of 4 the planner scans every search row to count
  // the first 10 000 keyword matches instead of reading the full-text index. JIT compilation is
  // off: a search is one short statement, but at 100 000 services its estimated cost passes
  // `jit_above_cost`, and compiling would take about half of a keyword search (decision 0034).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    options: `-c search_path=${schema},public -c random_page_cost=${PGLITE_RANDOM_PAGE_COST} -c jit=off`,
    // Names the process's sessions in pg_stat_activity.
    application_name: `hub-api:${schema}`,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // A server that vanished without closing the socket is noticed by the operating system.
    keepAlive: true,
  });
  // An idle connection's error is the pool's 'error' event; without a listener it would end the
  // process.
  pool.on("error", onLost);
  // A connection in use (a transaction holds it) emits 'error' on itself, which nothing else
  // listens for; the statement it was running has failed already and carries the error.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  return pool;
}

async function openPostgres(
  target: { tenant: string; databaseUrl: string; schema?: string },
  logger: Logger | undefined,
): Promise<Database> {
  const schema = target.schema ?? target.tenant.replaceAll("-", "_");
  if (!IDENTIFIER.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  // One process at a time creates the extension and schemas and migrates: `create extension if
  // not exists` and drizzle's bookkeeping both race when several API processes start together
  // on a fresh database. The session lock is held by `setup` while the pool migrates.
  const setup = new pg.Client({ connectionString: target.databaseUrl });
  // Losing the server while starting fails the statement in progress, and so the start.
  setup.on("error", () => undefined);
  await setup.connect();
  const pool = createPool(target.databaseUrl, schema, (error) => {
    logger?.warn(
      {
        tenant: target.tenant,
        reason: whyDatabaseUnavailable(error) ?? describeError(error),
      },
      "lost an idle database connection",
    );
  });
  const db = drizzlePg({ client: pool }) as unknown as Db;
  try {
    await setup.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    // Extensions are per database; keep them in public so every tenant schema can use them.
    await setup.query("create extension if not exists pg_trgm schema public");
    await setup.query(`create schema if not exists ${quoteIdent(schema)}`);
    const migrationsApplied = await applyMigrations(db, schema);
    return {
      tenant: target.tenant,
      kind: "postgres",
      location: `postgres:${schema}`,
      db,
      migrationsApplied,
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    throw error;
  } finally {
    // Ending the session would release the lock too; unlocking first frees it at once.
    await setup.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await setup.end();
  }
}

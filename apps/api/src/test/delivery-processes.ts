// What the delivery fault tests with real API processes share: a tenant database that outlives
// the processes (a fresh PostgreSQL database with `API_TEST_DRIVER=pg`, else a PGlite data
// directory on disk, which one process at a time may open), API processes delivering by SMTP to a
// local relay, and referrals written through HTTP as a resident's would be.
import { randomBytes, randomUUID } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { expect } from "vitest";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/database.ts";
import { deliveries } from "../db/schema.ts";
import type { ApiProcess } from "./api-process.ts";
import { startApi } from "./api-process.ts";
import type { LocalSmtp } from "./smtp.ts";

export type SharedDatabase = {
  /** The API's settings naming it. */
  env: NodeJS.ProcessEnv;
  /** Opens the tenant's database here (with PGlite, only while no API process has it open). */
  open: () => Promise<Database>;
  /** A new database holding what this one holds (no process may have this one open). */
  copy: () => Promise<SharedDatabase>;
  drop: () => Promise<void>;
};

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const TENANT = "sutton";

/** A PGlite data directory, in a folder of its own. */
async function pgliteDatabase(from?: string): Promise<SharedDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), "hub-api-faults-"));
  if (from !== undefined)
    await cp(path.join(from, TENANT), path.join(dir, TENANT), { recursive: true });
  return {
    env: { API_DATA_DIR: dir, DATABASE_URL: "" },
    open: () => openDatabase({ tenant: TENANT, dataDir: dir }),
    copy: () => pgliteDatabase(dir),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A PostgreSQL database of its own on the server of `serverUrl`, empty or a template's copy. */
async function postgresDatabase(serverUrl: string, template?: string): Promise<SharedDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), "hub-api-faults-"));
  const name = `hub_faults_${randomBytes(5).toString("hex")}`;
  await admin(
    serverUrl,
    `create database ${name}${template === undefined ? "" : ` template ${template}`}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    env: { API_DATA_DIR: dir, DATABASE_URL: databaseUrl },
    open: () => openDatabase({ tenant: TENANT, databaseUrl }),
    copy: () => postgresDatabase(serverUrl, name),
    drop: async () => {
      await admin(serverUrl, `drop database ${name} with (force)`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A new database for the driver under test, with a folder for what the API keeps on disk. */
function sharedDatabase(env = process.env): Promise<SharedDatabase> {
  if (env.API_TEST_DRIVER !== "pg") return pgliteDatabase();
  const serverUrl = env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("API_TEST_DRIVER=pg needs TEST_DATABASE_URL.");
  return postgresDatabase(serverUrl);
}

/**
 * A database the API has migrated and seeded, with the key its processes use: each test takes a
 * copy, which costs less than seeding one.
 */
export async function seededDatabase(): Promise<{ template: SharedDatabase; key: string }> {
  const template = await sharedDatabase();
  const key = randomBytes(32).toString("hex");
  const api = await startApi({ ...template.env, ...settings(key), DELIVERY: "off" });
  await api.stop();
  return { template, key };
}

/** What every API process on the tenant's database shares. */
const settings = (key: string): NodeJS.ProcessEnv => ({
  API_TENANTS: TENANT,
  API_ENCRYPTION_KEY: key,
  API_ENCRYPTION_KEYS: "",
  API_RATE_LIMIT: "100000",
  REDIS_URL: "",
});

/** The settings of an API process on `database`, delivering by SMTP to `smtp`. */
export function deliveringEnv(
  database: SharedDatabase,
  key: string,
  smtp: LocalSmtp,
): NodeJS.ProcessEnv {
  return {
    ...database.env,
    ...settings(key),
    DELIVERY: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "noreply@hub.test",
  };
}

/** An API process whose worker runs a round at start and then every `intervalMs`. */
export const startDeliveringApi = (env: NodeJS.ProcessEnv, intervalMs: number) =>
  startApi({ ...env, DELIVERY_INTERVAL_MS: String(intervalMs) });

/** A seeded service that takes referrals by email. */
export async function referableService(api: ApiProcess): Promise<string> {
  const response = await fetch(
    `${api.origin}/sutton/core/v1/services?filter[referral_method]=internal&per_page=1`,
  );
  const { data } = (await response.json()) as { data: { id: string }[] };
  const id = data[0]?.id;
  if (id === undefined) throw new Error("The seed has no service taking referrals by email.");
  return id;
}

/** A self referral with only a phone: one message, to the service. Resolves with its reference. */
export async function refer(api: ApiProcess, serviceId: string): Promise<string> {
  const response = await fetch(`${api.origin}/sutton/core/v1/referrals`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({
      service_id: serviceId,
      name: "Jane Doe",
      email: null,
      phone: "07700 900123",
      other_contact: null,
      postcode_outward_code: "SM1",
      comments: null,
      referral_consented: true,
      feedback_consented: false,
    }),
  });
  // Acknowledged: stored with its message owed.
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { reference: string } };
  return data.reference;
}

/** Polls `done` every 50 ms until it holds, failing after `timeoutMs` with `what`. */
export async function until(
  what: string,
  done: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every delivery row of the tenant, read with the processes stopped or beside them. */
export async function deliveryRows(
  database: SharedDatabase,
): Promise<(typeof deliveries.$inferSelect)[]> {
  const open = await database.open();
  try {
    return await open.db.select().from(deliveries);
  } finally {
    await open.close();
  }
}

/**
 * The rows a dead process left `sending`, made due, as its lease running out would make them;
 * resolves with their attempts so far.
 */
export async function endLeases(database: SharedDatabase, now: Date): Promise<number[]> {
  const open = await database.open();
  try {
    const ended = await open.db
      .update(deliveries)
      .set({ nextAttemptAt: now })
      .where(eq(deliveries.state, "sending"))
      .returning({ attempts: deliveries.attempts });
    return ended.map((row) => row.attempts);
  } finally {
    await open.close();
  }
}

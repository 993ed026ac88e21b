// A fresh tenant database behind the real app, for HTTP tests through `app.request()`: PGlite in
// memory, or PostgreSQL when `API_TEST_DRIVER=pg` (see openTestDatabase).
import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import pg from "pg";
import type { AppOptions } from "../app.ts";
import { createApp } from "../app.ts";
import { createFieldCipher } from "../db/crypto.ts";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/database.ts";
import type { AppEnv, Tenant, TenantDelivery } from "../http/env.ts";
import type { BoroughDataset } from "../seed/types.ts";
import { writeDataset } from "../import/write.ts";
import { NOW } from "./fixture.ts";

export type Harness = {
  app: Hono<AppEnv>;
  database: Database;
  tenant: Tenant;
  /** GET (or another method) a path below `/sutton/core/v1`, returning status, headers and JSON. */
  call: (path: string, init?: RequestInit) => Promise<CallResult>;
  /** POST `body` as JSON to a path, as `call` does. */
  post: (path: string, body: unknown) => Promise<CallResult>;
  close: () => Promise<void>;
};

/**
 * `body` is parsed JSON (or text). It is typed `any` on purpose: tests first check it against the
 * api-client schemas, then read it freely.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CallResult = { status: number; headers: Headers; body: any };

export const BASE = "http://localhost/sutton/core/v1";

/** The `slug` of each item of a list answer's `data`, in order. */
export const slugs = (body: { data: { slug: string }[] }): string[] =>
  body.data.map((item) => item.slug);

/**
 * The tenant database: in-memory PGlite, or with `API_TEST_DRIVER=pg` a fresh schema on the
 * PostgreSQL server of `TEST_DATABASE_URL`, dropped again on close.
 */
export async function openTestDatabase(env = process.env): Promise<Database> {
  if (env.API_TEST_DRIVER !== "pg") return openDatabase({ tenant: "sutton", memory: true });
  const url = env.TEST_DATABASE_URL;
  if (!url) throw new Error("API_TEST_DRIVER=pg needs TEST_DATABASE_URL.");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const database = await openDatabase({ tenant: "sutton", databaseUrl: url, schema });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropSchema(url, schema);
    },
  };
}

/** Drops a test's PostgreSQL schema and everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** `delivery` sets whether the tenant sends its messages and where (default: held). */
export async function startHarness(
  dataset: BoroughDataset,
  options: Partial<AppOptions> = {},
  delivery?: TenantDelivery,
): Promise<Harness> {
  const database = await openTestDatabase();
  await writeDataset(database.db, dataset);
  return harnessOf(database, options, delivery);
}

/** The real app over a tenant database as it is (an import's target starts empty). */
export function harnessOf(
  database: Database,
  options: Partial<AppOptions> = {},
  delivery?: TenantDelivery,
): Harness {
  const tenant: Tenant = {
    slug: "sutton",
    db: database.db,
    cipher: createFieldCipher(randomBytes(32)),
    ...(delivery === undefined ? {} : { delivery }),
  };
  const app = createApp({ tenants: [tenant], clock: () => NOW, ...options });
  const call = async (path: string, init?: RequestInit): Promise<CallResult> => {
    const response = await app.request(path.startsWith("http") ? path : `${BASE}${path}`, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (XML, empty): keep the text.
    }
    return { status: response.status, headers: response.headers, body };
  };
  const post = (path: string, body: unknown): Promise<CallResult> =>
    call(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  return { app, database, tenant, call, post, close: () => database.close() };
}

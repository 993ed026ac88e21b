// Reads a tenant's Open Referral UK feed as the ORUK validator does, through the real app on a
// seeded database: every page of every list and every record of them in detail, each checked
// against the schema the profile names for it (oruk-validator.ts). Bodies are untyped JSON, read
// freely once validated:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return */
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { expect } from "vitest";
import { createApp } from "../app.ts";
import { createFieldCipher } from "../db/crypto.ts";
import type { Database } from "../db/database.ts";
import { queryRows } from "../db/types.ts";
import type { AppEnv } from "../http/env.ts";
import type { SeedOptions } from "../seed/run.ts";
import { seedTenant } from "../seed/run.ts";
import { NOW } from "./fixture.ts";
import { openTestDatabase } from "./harness.ts";
import { orukValidator } from "./oruk-validator.ts";
import type { OrukSchemaName } from "./oruk-validator.ts";

const FEED = "http://localhost/sutton/oruk";

/** A response body: untyped JSON, read freely once it has been validated. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = any;

export type SeededFeed = {
  app: Hono<AppEnv>;
  database: Database;
  /** GETs a path below the feed, expecting a 200 with JSON. */
  read: (path: string) => Promise<Body>;
  /** Every page of a list, each checked as a page and each item against `schema`. */
  walk: (path: string, schema: OrukSchemaName, perPage: number) => Promise<Body[]>;
  /** The first number of a `select … as n`. */
  count: (query: ReturnType<typeof sql>) => Promise<number>;
  validate: ReturnType<typeof orukValidator>;
};

/** A fresh database seeded with a borough's content, behind the real app. */
export async function seededFeed(tenant: string, options: SeedOptions = {}): Promise<SeededFeed> {
  const database = await openTestDatabase();
  await seedTenant(database.db, tenant, { referenceDate: NOW, ...options });
  const app = createApp({
    tenants: [{ slug: "sutton", db: database.db, cipher: createFieldCipher(Buffer.alloc(32)) }],
    clock: () => NOW,
    rateLimit: Number.MAX_SAFE_INTEGER,
  });
  const validate = orukValidator();
  const read = async (path: string): Promise<Body> => {
    const response = await app.request(FEED + path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    return response.json();
  };
  const walk = async (path: string, schema: OrukSchemaName, perPage: number) => {
    const items: Body[] = [];
    for (let page = 1; ; page += 1) {
      const separator = path.includes("?") ? "&" : "?";
      const body = await read(`${path}${separator}page=${page}&per_page=${perPage}`);
      expect(body).toMatchObject({ page_number: page, size: perPage, first_page: page === 1 });
      expect(body.total_pages).toBe(Math.ceil(body.total_items / perPage));
      expect(body.empty).toBe(body.contents.length === 0);
      expect(body.last_page).toBe(page >= body.total_pages);
      for (const item of body.contents) expect(validate(schema, item)).toEqual([]);
      items.push(...body.contents);
      if (body.last_page) {
        expect(items).toHaveLength(body.total_items);
        return items;
      }
    }
  };
  const count = async (query: ReturnType<typeof sql>): Promise<number> =>
    (await queryRows<{ n: number }>(database.db, query))[0]?.n ?? -1;
  return { app, database, read, walk, count, validate };
}

/**
 * Walks `/services` and fetches each service: every one valid, each active service once. Returns
 * the keys of the nested objects and arrays the services sent.
 */
export async function expectServicesValid(feed: SeededFeed): Promise<string[]> {
  const services = await feed.walk("/services", "service_list", 25);
  const ids = services.map((service) => String(service.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBe(
    await feed.count(sql`select count(*)::int as n from services where status = 'active'`),
  );
  const kinds = new Set<string>();
  for (const id of ids) {
    const service = await feed.read(`/services/${id}`);
    expect(feed.validate("service", service)).toEqual([]);
    for (const phone of service.phones ?? []) expect(feed.validate("phone", phone)).toEqual([]);
    for (const [key, value] of Object.entries(service as object)) {
      if (typeof value === "object") kinds.add(key);
    }
  }
  return [...kinds].sort();
}

/** Walks `/service_at_locations` and fetches each: all of active services, each valid. */
export async function expectServiceAtLocationsValid(feed: SeededFeed): Promise<void> {
  const places = await feed.walk("/service_at_locations", "service_at_location_list", 40);
  expect(places.length).toBe(
    await feed.count(sql`select count(*)::int as n from service_locations sl
      join services s on s.id = sl.service_id where s.status = 'active'`),
  );
  for (const place of places) {
    const whole = await feed.read(`/service_at_locations/${String(place.id)}`);
    expect(feed.validate("service_at_location", whole)).toEqual([]);
  }
}

/** Walks the taxonomies and terms; each is valid and the same alone as in its list. */
export async function expectTaxonomiesValid(feed: SeededFeed): Promise<void> {
  const taxonomies = await feed.walk("/taxonomies", "taxonomy", 2);
  for (const taxonomy of taxonomies) {
    expect(await feed.read(`/taxonomies/${String(taxonomy.id)}`)).toEqual(taxonomy);
  }
  const terms = await feed.walk("/taxonomy_terms", "taxonomy_term", 50);
  expect(terms.length).toBe(
    await feed.count(sql`select count(*)::int as n from taxonomies where parent_id is not null`),
  );
  const roots = new Set(taxonomies.map((taxonomy) => String(taxonomy.id)));
  for (const term of terms) {
    expect(roots.has(String(term.taxonomy_id))).toBe(true);
    expect(await feed.read(`/taxonomy_terms/${String(term.id)}`)).toEqual(term);
  }
}

// The real server over real HTTP, seeded with the real borough content on disk: every resource
// of both boroughs matches the api-client schemas, and a restart keeps the data without
// re-seeding.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CollectionCategoryAllResponseSchema,
  CollectionCategoryResponseSchema,
  CollectionOrganisationEventAllResponseSchema,
  CollectionPersonaAllResponseSchema,
  CollectionPersonaResponseSchema,
  LocationPaginatedResponseSchema,
  OrganisationEventPaginatedResponseSchema,
  OrganisationEventResponseSchema,
  OrganisationPaginatedResponseSchema,
  OrganisationResponseSchema,
  PageDetailResponseSchema,
  PageListResponseSchema,
  ServiceLocationPaginatedResponseSchema,
  ServicePaginatedResponseSchema,
  ServiceResponseSchema,
  SettingsResponseSchema,
  TagListResponseSchema,
  TaxonomyCategoryListResponseSchema,
  TaxonomyOrganisationListResponseSchema,
} from "@hub/api-client/schemas";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { ServerConfig } from "./config.ts";
import { readConfig } from "./config.ts";
import type { RunningServer } from "./server.ts";
import { startServer } from "./server.ts";
import { expectContract } from "./test/contract.ts";

let dataDir: string;
let server: RunningServer;
let config: ServerConfig;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hub-api-server-"));
  config = readConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    API_DATA_DIR: dataDir,
    API_TENANTS: "sutton,bexley",
    API_RATE_LIMIT: "100000",
  });
  server = await startServer(config, logger);
}, 120_000);

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`);
  const text = await response.text();
  return { status: response.status, body: text.startsWith("<") ? text : JSON.parse(text) };
}

/** `data` of a checked list response. */
async function checked<T>(url: string, schema: z.ZodType): Promise<T[]> {
  const { status, body } = await get(url);
  expect(status, url).toBe(200);
  expectContract(schema, body);
  return (body as { data: T[] }).data;
}

type Item = { id: string; slug: string };

describe.each(["sutton", "bexley"])("%s content over HTTP", (tenant) => {
  const base = `/${tenant}/core/v1`;

  it("serves lists that match the schemas", async () => {
    const lists: [string, z.ZodType][] = [
      ["/collections/categories/all", CollectionCategoryAllResponseSchema],
      ["/collections/personas/all", CollectionPersonaAllResponseSchema],
      ["/collections/organisation-events/all", CollectionOrganisationEventAllResponseSchema],
      ["/services?per_page=100&include=organisation", ServicePaginatedResponseSchema],
      ["/services?per_page=100&page=2&sort=-score", ServicePaginatedResponseSchema],
      ["/organisations?per_page=100", OrganisationPaginatedResponseSchema],
      [
        "/organisation-events?per_page=100&include=organisation",
        OrganisationEventPaginatedResponseSchema,
      ],
      ["/locations?per_page=100", LocationPaginatedResponseSchema],
      ["/service-locations?per_page=100&include=location", ServiceLocationPaginatedResponseSchema],
      ["/pages?include=children,ancestors,landingPageAncestors", PageListResponseSchema],
      ["/settings", SettingsResponseSchema],
      ["/taxonomies/categories", TaxonomyCategoryListResponseSchema],
      ["/taxonomies/organisations", TaxonomyOrganisationListResponseSchema],
      ["/taxonomies/service-eligibilities", TaxonomyCategoryListResponseSchema],
      ["/tags", TagListResponseSchema],
    ];
    for (const [url, schema] of lists) {
      const { status, body } = await get(base + url);
      expect(status, url).toBe(200);
      expectContract(schema, body);
    }
  });

  it("says in its settings that delivery is off, the default (decision 0071)", async () => {
    const { body } = await get(`${base}/settings`);
    expect((body as { data: { delivery?: string } }).data.delivery).toBe("off");
  });

  it("serves every service, organisation, event, page and collection by slug", async () => {
    const [services, organisations, events, pages, categories, personas] = await Promise.all([
      checked<Item>(`${base}/services?per_page=100`, ServicePaginatedResponseSchema),
      checked<Item>(`${base}/organisations?per_page=100`, OrganisationPaginatedResponseSchema),
      checked<Item>(
        `${base}/organisation-events?per_page=100`,
        OrganisationEventPaginatedResponseSchema,
      ),
      checked<Item>(`${base}/pages`, PageListResponseSchema),
      checked<Item>(`${base}/collections/categories/all`, CollectionCategoryAllResponseSchema),
      checked<Item>(`${base}/collections/personas/all`, CollectionPersonaAllResponseSchema),
    ]);
    expect(services.length).toBeGreaterThan(50);
    expect(events.length).toBeGreaterThan(0);
    const shows: [string, Item[], z.ZodType][] = [
      ["/services/{}?include=organisation", services, ServiceResponseSchema],
      ["/organisations/{}", organisations, OrganisationResponseSchema],
      [
        "/organisation-events/{}?include=organisation,location",
        events,
        OrganisationEventResponseSchema,
      ],
      ["/pages/{}", pages, PageDetailResponseSchema],
      ["/collections/categories/{}", categories, CollectionCategoryResponseSchema],
      ["/collections/personas/{}", personas, CollectionPersonaResponseSchema],
    ];
    for (const [pattern, items, schema] of shows) {
      for (const item of items) {
        const url = base + pattern.replace("{}", item.slug);
        const { status, body } = await get(url);
        expect(status, url).toBe(200);
        expectContract(schema, body);
      }
    }
  }, 60_000);

  it("publishes a sitemap", async () => {
    const { status, body } = await get(`/${tenant}/sitemap`);
    expect(status).toBe(200);
    expect(body).toContain("<loc>http://127.0.0.1");
  });
});

describe("restart", () => {
  it("reopens the same data without migrating or seeding again", async () => {
    const before = await get("/sutton/core/v1/services?per_page=5&sort=-last_modified_at");
    const port = server.port;
    await server.close();
    server = await startServer({ ...config, port }, logger);
    expect(server.databases.map((database) => database.migrationsApplied)).toEqual([0, 0]);
    const after = await get("/sutton/core/v1/services?per_page=5&sort=-last_modified_at");
    expect(after.body).toEqual(before.body);
    const health = await get("/health");
    expect(health.body).toEqual({ status: "ok", tenants: ["sutton", "bexley"] });
  }, 60_000);
});

// The ORUK round trip (decision 0074): tenant A is the fixture borough behind the real app, its
// Open Referral UK feed served over loopback by a local server; tenant C is a fresh database
// that A's feed is imported into, on PGlite or PostgreSQL like every HTTP test. C's feed must
// equal A's apart from ids: the schedules' (C's opening-hours rows are its own) and the logos'
// (C's files are its own), whose bytes must be A's (decision 0083).
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createFieldCipher } from "../db/crypto.ts";
import type { Database } from "../db/database.ts";
import { services } from "../db/schema.ts";
import type { AppEnv } from "../http/env.ts";
import { fixtureDataset, IDS, NOW } from "../test/fixture.ts";
import { BASE, openTestDatabase, startHarness, type Harness } from "../test/harness.ts";
import { startFixtureSource, type FixtureSource } from "../test/import-source.ts";
import type { Body } from "../test/oruk-feed.ts";
import { orukSource } from "./oruk/read.ts";
import { runImport, type ImportReport } from "./run.ts";

const FEED = "http://localhost/sutton/oruk";
const dataset = fixtureDataset();
let a: Harness;
let fixture: FixtureSource;
let c: Database;
let appC: Hono<AppEnv>;

beforeAll(async () => {
  a = await startHarness(dataset, { rateLimit: 1_000_000 });
  fixture = await startFixtureSource(a.app);
  c = await openTestDatabase();
  appC = createApp({
    tenants: [{ slug: "sutton", db: c.db, cipher: createFieldCipher(randomBytes(32)) }],
    clock: () => NOW,
    rateLimit: 1_000_000,
  });
}, 60_000);

afterAll(async () => {
  await fixture.close();
  await c.close();
  await a.close();
});

const importC = (): Promise<ImportReport> => {
  const source = orukSource(fixture.orukBase, { perPage: 2, retries: 2, minRetryMs: 20 });
  return runImport({ db: c.db, tenant: "sutton", source }).finally(() => source.close());
};

async function read(app: Hono<AppEnv>, path: string): Promise<Body> {
  const response = await app.request(FEED + path);
  expect(response.status, path).toBe(200);
  return response.json();
}

async function every(app: Hono<AppEnv>, path: string): Promise<Body[]> {
  const items: Body[] = [];
  for (let page = 1; ; page++) {
    const body = await read(app, `${path}?page=${page}&per_page=3`);
    items.push(...body.contents);
    if (body.last_page) return items;
  }
}

/** The value without what the import does not keep: logos, and the schedules' own ids. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "logo")
      .map(([key, item]) => [
        key,
        key === "schedules" && Array.isArray(item)
          ? item
              .map(({ id: _id, ...schedule }: Body) => JSON.stringify(comparable(schedule)))
              .sort()
          : comparable(item),
      ]),
  );
}

/** Everything the feed answers: every list walked, every record in detail. */
async function feedOf(app: Hono<AppEnv>): Promise<unknown> {
  const listed = await every(app, "/services");
  const places = await every(app, "/service_at_locations");
  return comparable({
    services: listed,
    details: await Promise.all(
      listed.map((service) => read(app, `/services/${String(service.id)}`)),
    ),
    places,
    placeDetails: await Promise.all(
      places.map((place) => read(app, `/service_at_locations/${String(place.id)}`)),
    ),
    taxonomies: await every(app, "/taxonomies"),
    terms: await every(app, "/taxonomy_terms"),
  });
}

const total = (report: ImportReport, field: "created" | "updated" | "deactivated") =>
  Object.values(report.kinds).reduce((sum, counts) => sum + counts[field], 0);

describe("importing A's own ORUK feed into C", () => {
  it("gives C a feed equal to A's, apart from ids", async () => {
    const report = await importC();
    expect(report.skipped).toEqual([]);
    expect(report.kinds.services.created).toBe(
      dataset.services.filter((service) => service.status === "active").length,
    );
    const feedA = (await feedOf(a.app)) as Body;
    // Every kind of rule the feed maps is in A's feed, so every kind made the trip.
    const schedules = feedA.details.flatMap((service: Body) =>
      (service.schedules ?? []).map((text: string) => JSON.parse(text)),
    );
    expect(schedules).toEqual(
      expect.arrayContaining(
        [
          { freq: "WEEKLY", interval: 1, byday: "TU" },
          { freq: "WEEKLY", interval: 2, dtstart: "2026-11-10" },
          { freq: "MONTHLY", bymonthday: "1" },
          { freq: "MONTHLY", byday: "4TU" },
          { valid_from: "2026-12-24", valid_to: "2026-12-26" },
        ].map((fields) => expect.objectContaining(fields)),
      ),
    );
    expect(await feedOf(appC)).toEqual(feedA);
    // The one organisation with a logo has it, fetched from the URL A's feed gives.
    expect(report.images).toMatchObject({ created: 1, skipped: [] });
    const logo = async (app: Hono<AppEnv>) => {
      const response = await app.request(`${BASE}/organisations/${IDS.orgAlpha}/logo`);
      return [response.headers.get("content-type"), Buffer.from(await response.arrayBuffer())];
    };
    expect(await logo(appC)).toEqual(await logo(a.app));
  });

  it("a second run finds everything unchanged and writes nothing", async () => {
    const report = await importC();
    expect(total(report, "created") + total(report, "updated")).toBe(0);
    expect(total(report, "deactivated")).toBe(0);
    expect(report.kinds.services.unchanged).toBeGreaterThan(0);
    expect(report.images).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });

  it("deactivates a service that leaves A's feed, and brings it back when it returns", async () => {
    const setFootball = (status: "active" | "inactive") =>
      a.database.db.update(services).set({ status }).where(eq(services.id, IDS.footballClub));
    await setFootball("inactive");
    expect((await importC()).kinds.services).toMatchObject({ deactivated: 1, created: 0 });
    const [kept] = await c.db.select().from(services).where(eq(services.id, IDS.footballClub));
    expect(kept?.status).toBe("inactive");
    expect(await feedOf(appC)).toEqual(await feedOf(a.app));
    await setFootball("active");
    expect((await importC()).kinds.services).toMatchObject({ updated: 1, deactivated: 0 });
    expect(await feedOf(appC)).toEqual(await feedOf(a.app));
  });
});

// The images of a `/core/v1` import (decision 0083): tenant A is the fixture borough behind the
// real app, served over HTTP by a local fixture server; tenant B is a fresh database it is imported
// into, on PGlite or PostgreSQL like every HTTP test. B's images must be A's bytes; an image that
// fails (too big, not an image, missing, slow) is reported and its record imported without it.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createFieldCipher } from "../db/crypto.ts";
import type { Database } from "../db/database.ts";
import { files, organisations } from "../db/schema.ts";
import type { AppEnv } from "../http/env.ts";
import { fixtureDataset, IDS, NOW } from "../test/fixture.ts";
import { BASE, openTestDatabase, startHarness, type Harness } from "../test/harness.ts";
import { imageFaults, startFixtureSource, type FixtureSource } from "../test/import-source.ts";
import { coreV1Source } from "./core-v1/read.ts";
import type { HttpOptions } from "./http.ts";
import { MAX_IMAGE_BYTES } from "./image-rules.ts";
import { runImport, type ImportReport } from "./run.ts";

const dataset = fixtureDataset();
let a: Harness;
let fixture: FixtureSource;
let b: Database;
let appB: Hono<AppEnv>;

const FAST: HttpOptions = { retries: 2, minRetryMs: 20, maxRetryMs: 2_000, timeoutMs: 2_000 };

beforeAll(async () => {
  a = await startHarness(dataset, { rateLimit: 1_000_000 });
  fixture = await startFixtureSource(a.app);
  b = await openTestDatabase();
  appB = createApp({
    tenants: [{ slug: "sutton", db: b.db, cipher: createFieldCipher(randomBytes(32)) }],
    clock: () => NOW,
    rateLimit: 1_000_000,
  });
}, 60_000);

afterAll(async () => {
  await fixture.close();
  await b.close();
  await a.close();
});

const importB = (options: { dryRun?: boolean; http?: HttpOptions } = {}) => {
  const source = coreV1Source(fixture.base, options.http ?? FAST);
  return runImport({ db: b.db, tenant: "sutton", source, dryRun: options.dryRun ?? false }).finally(
    () => source.close(),
  );
};

/** Every image of A's records, by its route: the logos, a collection's image and the banner. */
const ROUTES = {
  organisation: `/organisations/${IDS.orgAlpha}/logo`,
  service: `/services/${IDS.debtAdvice}/logo`,
  collection: `/collections/categories/${IDS.categoryMoney}/image`,
  banner: "/settings/banner-image",
};

async function image(app: Hono<AppEnv>, path: string) {
  const response = await app.request(`${BASE}${path}`);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()).toString("base64"),
  };
}

const images = (app: Hono<AppEnv>) =>
  Promise.all(Object.values(ROUTES).map((path) => image(app, path)));

const counts = ({ skipped: _skipped, ...rest }: ImportReport["images"]) => rest;

describe("the images of a /core/v1 import", () => {
  it("a dry run fetches every image and stores none", async () => {
    const report = await importB({ dryRun: true });
    expect(report.images).toEqual({
      created: 4,
      updated: 0,
      unchanged: 0,
      removed: 0,
      skipped: [],
    });
    expect(await b.db.$count(files)).toBe(0);
  });

  it("carries every image across: B's images are A's bytes and types", async () => {
    const report = await importB();
    expect(counts(report.images)).toEqual({ created: 4, updated: 0, unchanged: 0, removed: 0 });
    const fromA = await images(a.app);
    expect(fromA.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await images(appB)).toEqual(fromA);
  });

  it("a second run rewrites no image and no record", async () => {
    const stored = await b.db.select({ id: files.id, at: files.updatedAt }).from(files);
    const report = await importB();
    expect(counts(report.images)).toEqual({ created: 0, updated: 0, unchanged: 4, removed: 0 });
    expect(Object.values(report.kinds).every((kind) => kind.updated === 0)).toBe(true);
    expect(await b.db.select({ id: files.id, at: files.updatedAt }).from(files)).toEqual(stored);
  });

  it("rewrites an image that changed and clears one that was removed", async () => {
    const redrawn = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"/>';
    await a.database.db
      .update(files)
      .set({ data: new TextEncoder().encode(redrawn) })
      .where(eq(files.id, IDS.fileCategory));
    expect(counts((await importB()).images)).toMatchObject({ updated: 1, unchanged: 3 });
    expect(await image(appB, ROUTES.collection)).toEqual(await image(a.app, ROUTES.collection));

    await a.database.db
      .update(organisations)
      .set({ logoFileId: null })
      .where(eq(organisations.id, IDS.orgAlpha));
    const report = await importB();
    expect(counts(report.images)).toMatchObject({ removed: 1, unchanged: 3 });
    expect(report.kinds.organisations.updated).toBe(1);
    const [alpha] = await b.db
      .select({ logo: organisations.logoFileId })
      .from(organisations)
      .where(eq(organisations.id, IDS.orgAlpha));
    expect(alpha).toEqual({ logo: null });
    expect(await b.db.$count(files)).toBe(3);
    await a.database.db
      .update(organisations)
      .set({ logoFileId: IDS.fileLogo })
      .where(eq(organisations.id, IDS.orgAlpha));
  });

  it("skips an image that is too big, not an image, missing or slow, and imports its record", async () => {
    const faults = imageFaults({
      [ROUTES.organisation]: "too-big",
      [ROUTES.service]: "html",
      [ROUTES.collection]: "missing",
      [ROUTES.banner]: "slow",
    });
    fixture.intercept = faults.intercept;
    let report: ImportReport;
    try {
      report = await importB({ http: { ...FAST, retries: 0, timeoutMs: 500 } });
    } finally {
      fixture.intercept = undefined;
    }
    expect(report.skipped).toEqual([]);
    const reason = (text: string): unknown =>
      expect.stringMatching(new RegExp(`^image not imported: .*${text}`));
    expect(report.images.skipped).toEqual([
      { kind: "organisations", id: IDS.orgAlpha, reason: reason(`larger than ${MAX_IMAGE_BYTES}`) },
      { kind: "services", id: IDS.debtAdvice, reason: reason("not a PNG, JPEG or SVG") },
      { kind: "collections", id: IDS.categoryMoney, reason: reason("answered 404") },
      { kind: "settings", id: "cms", reason: reason("TIMEOUT") },
    ]);
    // The endless image was given up soon after the limit, not read to its end.
    expect(faults.sent.bytes).toBeLessThan(16 * MAX_IMAGE_BYTES);
    // The organisation's logo had been removed already; the other three go now.
    expect(counts(report.images)).toEqual({ created: 0, updated: 0, unchanged: 0, removed: 3 });
    expect(await b.db.$count(files)).toBe(0);
    const alpha = await appB.request(`${BASE}/organisations/${IDS.orgAlpha}`);
    expect(await alpha.json()).toMatchObject({ data: { id: IDS.orgAlpha, has_logo: false } });
    expect(report.kinds.services.updated).toBe(1);
  });
});

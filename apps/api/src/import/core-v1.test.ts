// The `/core/v1` importer end to end (decision 0069): tenant A is the fixture borough behind the
// real app, served over HTTP by a local fixture server; tenant B is a fresh database that A is
// imported into, on PGlite or PostgreSQL like every HTTP test. B's answers must equal A's, apart
// from the image references (B's files have ids of their own; core-v1-images.test.ts compares the
// bytes) and the galleries, which are not imported.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createFieldCipher } from "../db/crypto.ts";
import type { Database } from "../db/database.ts";
import { importRuns, organisationEvents, postcodes, services, synonyms } from "../db/schema.ts";
import type { AppEnv } from "../http/env.ts";
import { fixtureDataset, IDS, NOW } from "../test/fixture.ts";
import { BASE, openTestDatabase, startHarness, type Harness } from "../test/harness.ts";
import { startFixtureSource, type FixtureSource } from "../test/import-source.ts";
import { SourceError } from "./http.ts";
import { coreV1Source } from "./core-v1/read.ts";
import { postcodeRows } from "./postcodes.ts";
import { runImport, type ImportReport } from "./run.ts";
import { ImportRunningError } from "./runs.ts";

const dataset = fixtureDataset();
let a: Harness;
let fixture: FixtureSource;
let b: Database;
let appB: Hono<AppEnv>;

/** Fast retries, so a test of a failure does not wait seconds. */
const FAST = { retries: 2, minRetryMs: 20, maxRetryMs: 2_000, timeoutMs: 2_000 };

beforeAll(async () => {
  a = await startHarness(dataset, { rateLimit: 1_000_000 });
  fixture = await startFixtureSource(a.app);
  b = await openTestDatabase();
  // The search data is the tenant's own: the source does not publish it.
  await b.db.insert(postcodes).values(postcodeRows(dataset));
  await b.db.insert(synonyms).values(dataset.thesaurus);
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

const importB = (options: { dryRun?: boolean; base?: string } = {}): Promise<ImportReport> => {
  const source = coreV1Source(options.base ?? fixture.base, FAST);
  return runImport({ db: b.db, tenant: "sutton", source, dryRun: options.dryRun ?? false }).finally(
    () => source.close(),
  );
};

const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
const containing = (text: string): unknown => expect.stringContaining(text);
const objectWith = (object: object): unknown => expect.objectContaining(object);

const IMAGE_KEYS = new Set(["image", "gallery_items", "image_file_id"]);

/**
 * A response without what cannot be equal: the image references, the galleries, and the disabled
 * pages a page's `children` list (a guest cannot read them, so neither can the importer).
 */
function withoutImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutImages);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !IMAGE_KEYS.has(key))
        .map(([key, item]) => [
          key,
          withoutImages(
            key === "children" && Array.isArray(item)
              ? item.filter((child: { enabled?: boolean }) => child.enabled !== false)
              : item,
          ),
        ]),
    );
  }
  return value;
}

async function answer(app: Hono<AppEnv>, path: string, body?: unknown): Promise<unknown> {
  const init =
    body === undefined
      ? undefined
      : {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        };
  const response = await app.request(`${BASE}${path}`, init);
  return { status: response.status, body: withoutImages(await response.json()) };
}

/** The reads a resident's pages make, and the searches. */
const READS: [path: string, body?: unknown][] = [
  ["/services?per_page=100"],
  ["/organisations?per_page=100"],
  ["/locations?per_page=100"],
  ["/service-locations?per_page=100"],
  ["/organisation-events?per_page=100"],
  ["/collections/categories/all"],
  ["/collections/personas"],
  ["/taxonomies/categories"],
  ["/taxonomies/service-eligibilities"],
  ["/taxonomies/organisations"],
  ["/tags"],
  ["/pages"],
  ["/settings"],
  ["/search", { query: "debt" }],
  ["/search", { query: "advice", per_page: 50 }],
  ["/search/events", {}],
  ["/search/pages", { query: "help" }],
];

async function snapshot(app: Hono<AppEnv>): Promise<unknown[]> {
  const pages = (await (await app.request(`${BASE}/pages`)).json()) as { data: { slug: string }[] };
  const details = pages.data.map((page): [string] => [`/pages/${page.slug}`]);
  return Promise.all([...READS, ...details].map(([path, body]) => answer(app, path, body)));
}

const total = (report: ImportReport, field: "created" | "updated" | "unchanged" | "deactivated") =>
  Object.values(report.kinds).reduce((sum, counts) => sum + counts[field], 0);

describe("importing a live /core/v1 into a tenant", () => {
  it("imports A into B so that B answers every read and search as A does", async () => {
    const report = await importB();
    expect(report.skipped).toEqual([]);
    expect(report.kinds.services.created).toBe(
      dataset.services.filter((s) => s.status === "active").length,
    );
    expect(total(report, "updated") + total(report, "deactivated")).toBe(0);
    expect(await snapshot(appB)).toEqual(await snapshot(a.app));
  });

  it("a second run finds everything unchanged and writes nothing", async () => {
    const report = await importB();
    expect(total(report, "created") + total(report, "updated")).toBe(0);
    expect(total(report, "deactivated")).toBe(0);
    expect(total(report, "unchanged")).toBeGreaterThan(10);
  });

  it("a dry run reports a change and writes nothing", async () => {
    await a.database.db
      .update(services)
      .set({ name: "Debt Advice Plus" })
      .where(eq(services.id, IDS.debtAdvice));
    const before = await snapshot(appB);
    const report = await importB({ dryRun: true });
    expect(report.kinds.services.updated).toBe(1);
    expect(await snapshot(appB)).toEqual(before);
    expect(await b.db.select().from(importRuns).where(eq(importRuns.dryRun, true))).toEqual([]);
  });

  it("updates what changed and deactivates what disappeared, never deleting it", async () => {
    await a.database.db
      .update(services)
      .set({ status: "inactive" })
      .where(eq(services.id, IDS.footballClub));
    const report = await importB();
    expect(report.kinds.services).toMatchObject({ updated: 1, deactivated: 1 });
    const [kept] = await b.db.select().from(services).where(eq(services.id, IDS.footballClub));
    expect(kept?.status).toBe("inactive");
    expect(await snapshot(appB)).toEqual(await snapshot(a.app));
    // Back at the source, it is active again on the next run.
    await a.database.db
      .update(services)
      .set({ status: "active" })
      .where(eq(services.id, IDS.footballClub));
    expect((await importB()).kinds.services).toMatchObject({ updated: 1, deactivated: 0 });
    expect(await snapshot(appB)).toEqual(await snapshot(a.app));
  });

  it("leaves the tenant exactly as it was when the source dies half-way", async () => {
    const before = await snapshot(appB);
    fixture.intercept = (url, response) => {
      if (!/\/pages\/./.test(url.pathname)) return undefined;
      response.destroy();
      return "answered";
    };
    try {
      await expect(importB()).rejects.toThrow(SourceError);
    } finally {
      fixture.intercept = undefined;
    }
    expect(await snapshot(appB)).toEqual(before);
    const runs = await b.db.select().from(importRuns).orderBy(importRuns.startedAt);
    expect(runs.at(-1)).toMatchObject({
      state: "failed",
      report: { error: matching(/\/pages\/.* cannot be read/) },
    });
  });

  it("waits as a 429's Retry-After says, then goes on", async () => {
    let refused = 0;
    fixture.intercept = (url, response) => {
      if (url.pathname.endsWith("/services") && refused === 0) {
        refused++;
        response.writeHead(429, { "content-type": "application/json", "retry-after": "1" });
        response.end(JSON.stringify({ message: "Too Many Attempts." }));
        return "answered";
      }
      return undefined;
    };
    const started = performance.now();
    try {
      const report = await importB();
      expect(report.skipped).toEqual([]);
    } finally {
      fixture.intercept = undefined;
    }
    expect(refused).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("skips a malformed record, bad dates and what names them, with reasons, and imports the rest", async () => {
    fixture.intercept = (url) => {
      if (url.pathname.endsWith("/services")) {
        return (body) => {
          const page = body as { data: Record<string, unknown>[] };
          return {
            ...page,
            data: [
              ...page.data.map((service) =>
                service.id === IDS.debtAdvice ? { ...service, status: "sometimes" } : service,
              ),
              { id: "not-a-record" },
            ],
          };
        };
      }
      if (url.pathname.endsWith("/organisation-events")) {
        return (body) => {
          const page = body as { data: Record<string, unknown>[] };
          const [first, second, ...rest] = page.data;
          // One in another order, one of a day the calendar does not have.
          return {
            ...page,
            data: [
              { ...first, start_date: "31/12/2026" },
              { ...second, start_date: "2026-02-30" },
              ...rest,
            ],
          };
        };
      }
      return undefined;
    };
    let report: ImportReport;
    try {
      report = await importB();
    } finally {
      fixture.intercept = undefined;
    }
    const skipped = (kind: string) => report.skipped.filter((skip) => skip.kind === kind);
    expect(skipped("services")).toEqual([
      { kind: "services", id: IDS.debtAdvice, reason: matching(/^status: /) },
      { kind: "services", id: "not-a-record", reason: matching(/id: /) },
    ]);
    expect(skipped("organisation_events")).toEqual([
      objectWith({ reason: matching(/^start_date: Expected a date, YYYY-MM-DD/) }),
      objectWith({ reason: matching(/^start_date: Expected a date, YYYY-MM-DD/) }),
    ]);
    expect(skipped("service_locations").map((skip) => skip.reason)).toEqual(
      expect.arrayContaining([containing(`names ${IDS.debtAdvice}`)]),
    );
    // Skipped is not gone: nothing was deactivated, and the rest went on.
    expect(total(report, "deactivated")).toBe(0);
    expect(report.kinds.organisations.unchanged).toBe(dataset.organisations.length);
    const [kept] = await b.db.select().from(services).where(eq(services.id, IDS.debtAdvice));
    expect(kept?.status).toBe("active");
    expect(await b.db.$count(organisationEvents)).toBeGreaterThan(0);
  });

  it("refuses a second import while one runs, naming the first", async () => {
    const source = coreV1Source(fixture.base, FAST);
    // The first import holds the lock while it reads a source that takes its time.
    const slow = {
      ...source,
      read: async (...args: Parameters<typeof source.read>) => {
        await sleep(1_000);
        return source.read(...args);
      },
    };
    const first = runImport({ db: b.db, tenant: "sutton", source: slow }).finally(() =>
      source.close(),
    );
    const running = () => b.db.select().from(importRuns).where(eq(importRuns.state, "running"));
    while ((await running()).length === 0) await sleep(20);
    const second = importB();
    await expect(second).rejects.toThrow(ImportRunningError);
    await expect(second).rejects.toThrow(
      `An import is already running for this tenant: from ${fixture.base}, started `,
    );
    await expect(first).resolves.toMatchObject({ skipped: [] });
  });
});

/** A port nothing listens on: one a server had a moment ago. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("a source that is not a /core/v1 API", () => {
  const html: typeof fixture.intercept = (_url, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<!doctype html><html><body>Welcome to the council</body></html>");
    return "answered";
  };
  const json: typeof fixture.intercept = (_url, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ hello: "world" }));
    return "answered";
  };
  it.each([
    ["HTML instead of JSON", html, undefined, /answered HTML, not JSON/],
    ["JSON that is not /core/v1", json, undefined, /is not a \/core\/v1 answer/],
    [
      "nothing listening",
      undefined,
      "http://127.0.0.1:PORT/core/v1",
      /cannot be read: ECONNREFUSED/,
    ],
  ] as const)(
    "%s: one clear message, the tenant untouched",
    async (_name, intercept, base, message) => {
      const runs = await b.db.$count(importRuns);
      fixture.intercept = intercept;
      try {
        const closed = base?.replace("PORT", String(await closedPort()));
        await expect(importB(closed === undefined ? {} : { base: closed })).rejects.toThrow(
          message,
        );
      } finally {
        fixture.intercept = undefined;
      }
      expect(await b.db.$count(importRuns)).toBe(runs);
    },
  );
});

describe("the command", () => {
  const run = async (args: string[]) => {
    try {
      await promisify(execFile)(process.execPath, ["src/import/cli.ts", ...args], {
        env: { ...process.env, API_TENANTS: "sutton", DATABASE_URL: "" },
      });
      return { code: 0, stderr: "" };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, stderr: failed.stderr.trim() };
    }
  };
  it.each([
    ["no arguments", [], 2, /^Usage: import --from/],
    ["a tenant that does not exist", ["--tenant", "nowhere"], 4, /^There is no tenant "nowhere"/],
  ] as const)("%s: exits with its code and one line", async (_name, args, code, message) => {
    const result = await run(["--from", fixture.base, ...args].slice(args.length === 0 ? 2 : 0));
    expect(result).toEqual({ code, stderr: matching(message) });
  });
  it("HTML instead of JSON exits 3 before the tenant's database is opened", async () => {
    fixture.intercept = (_url, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html></html>");
      return "answered";
    };
    try {
      const result = await run(["--from", fixture.base, "--tenant", "sutton"]);
      expect(result).toEqual({ code: 3, stderr: matching(/answered HTML, not JSON/) });
    } finally {
      fixture.intercept = undefined;
    }
  });
});

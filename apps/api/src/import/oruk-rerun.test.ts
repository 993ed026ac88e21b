// A second import of an ORUK feed (decision 0088): a service whose list entry's `last_modified`
// is the one the ledger holds is not read again from `/services/{id}`, and what it brought
// (organisation, places, terms, logo) is still counted as at the source; a moved stamp, a list
// without stamps or `full` reads services in full. Tenant A's real feed is served over loopback
// by the local fixture server, as in ./oruk-round-trip.test.ts; PGlite or PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { services } from "../db/schema.ts";
import { fixtureDataset, IDS } from "../test/fixture.ts";
import { openTestDatabase, startHarness, type Harness } from "../test/harness.ts";
import { startFixtureSource, type FixtureSource, type Intercept } from "../test/import-source.ts";
import { orukSource } from "./oruk/read.ts";
import { runImport, type ImportReport } from "./run.ts";
import { IMPORT_KINDS } from "./source.ts";

let a: Harness;
let fixture: FixtureSource;
let c: Database;
let first: ImportReport;

const importC = async (
  options: { full?: boolean; intercept?: Intercept } = {},
): Promise<{ report: ImportReport; readInFull: string[] }> => {
  const from = fixture.requests.length;
  fixture.intercept = options.intercept;
  const source = orukSource(fixture.orukBase, { perPage: 2, retries: 2, minRetryMs: 20 });
  try {
    const report = await runImport({
      db: c.db,
      tenant: "sutton",
      source,
      ...(options.full === undefined ? {} : { full: options.full }),
    });
    const readInFull = fixture.requests
      .slice(from)
      .flatMap((request) => /^\/sutton\/oruk\/services\/([^/?]+)$/.exec(request)?.[1] ?? []);
    return { report, readInFull };
  } finally {
    fixture.intercept = undefined;
    await source.close();
  }
};

beforeAll(async () => {
  a = await startHarness(fixtureDataset(), { rateLimit: 1_000_000 });
  fixture = await startFixtureSource(a.app);
  c = await openTestDatabase();
  ({ report: first } = await importC());
}, 60_000);

afterAll(async () => {
  await fixture.close();
  await c.close();
  await a.close();
});

/** Rewrites the list's entries and the details of the services `change` returns a new entry for. */
const rewriting =
  (change: (service: Record<string, unknown>) => Record<string, unknown> | undefined): Intercept =>
  (url) => {
    const path = url.pathname.replace(/^\/sutton\/oruk/, "");
    if (path === "/services") {
      return (body) => {
        const page = body as { contents: Record<string, unknown>[] };
        return { ...page, contents: page.contents.map((entry) => change(entry) ?? entry) };
      };
    }
    if (path.startsWith("/services/")) {
      return (body) => change(body as Record<string, unknown>) ?? body;
    }
    return undefined;
  };

const activeServices = fixtureDataset().services.filter((service) => service.status === "active");

describe("a second run of an ORUK feed's import", () => {
  it("reads no service again whose last_modified has not moved, and counts everything unchanged", async () => {
    expect(first.kinds.services.created).toBe(activeServices.length);
    const { report, readInFull } = await importC();
    expect(readInFull).toEqual([]);
    for (const kind of IMPORT_KINDS) {
      expect(report.kinds[kind], kind).toEqual({
        created: 0,
        updated: 0,
        unchanged: first.kinds[kind].created,
        deactivated: 0,
        skipped: 0,
      });
    }
    // The logo of an organisation whose services were not read is kept, not removed.
    expect(report.images).toMatchObject({ created: 0, removed: 0, unchanged: 1 });
  });

  it("reads again only the service whose last_modified moved, and updates it", async () => {
    const moved = rewriting((service) =>
      service.id === IDS.debtAdvice
        ? { ...service, name: "Debt and money advice", last_modified: "2026-11-20T10:00:00.000Z" }
        : undefined,
    );
    const { report, readInFull } = await importC({ intercept: moved });
    expect(readInFull).toEqual([IDS.debtAdvice]);
    expect(report.kinds.services).toMatchObject({
      updated: 1,
      unchanged: activeServices.length - 1,
      deactivated: 0,
    });
    const named = async () =>
      (await c.db.select().from(services).where(eq(services.id, IDS.debtAdvice)))[0]?.name;
    expect(await named()).toBe("Debt and money advice");
    // Back to A's own entry: its stamp moved again, so it is read and restored.
    const restored = await importC();
    expect(restored.readInFull).toEqual([IDS.debtAdvice]);
    expect(restored.report.kinds.services.updated).toBe(1);
    expect(await named()).not.toBe("Debt and money advice");
  });

  it("reads every service in full when the list gives no last_modified", async () => {
    const unstamped = rewriting(({ last_modified: _dropped, ...service }) => service);
    const { report, readInFull } = await importC({
      intercept: (url, response) =>
        url.pathname.endsWith("/oruk/services") ? unstamped(url, response) : undefined,
    });
    expect(readInFull.toSorted()).toEqual(activeServices.map((service) => service.id).toSorted());
    expect(report.kinds.services).toMatchObject({ unchanged: activeServices.length, updated: 0 });
    // A run that could not stamp its services reads them all again next time too.
    expect((await importC()).readInFull).toHaveLength(activeServices.length);
  });

  it("reads every service in full with `full`, changing nothing", async () => {
    const { report, readInFull } = await importC({ full: true });
    expect(readInFull).toHaveLength(activeServices.length);
    expect(report.kinds.services).toMatchObject({
      unchanged: activeServices.length,
      updated: 0,
      deactivated: 0,
    });
  });

  it("reads a service again whose row the tenant no longer holds", async () => {
    await c.db.delete(services).where(eq(services.id, IDS.footballClub));
    const { report, readInFull } = await importC();
    expect(readInFull).toEqual([IDS.footballClub]);
    expect(report.kinds.services).toMatchObject({ created: 1, deactivated: 0 });
  });
});

// Importing a hostile Open Referral UK feed (decision 0074): a local server (node:http) serves
// tenant A's real feed in pages of two, refuses a page once with 429 and Retry-After, and rewrites
// records into a malformed one, an HTML injection, a 5 MB description and a bad date. Each bad
// record is skipped with its reason and the rest goes on; a source that dies half-way, or a feed
// that is not ORUK 3.0, leaves tenant C exactly as it was. PGlite or PostgreSQL, like every HTTP test.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { importRuns, services } from "../db/schema.ts";
import { fixtureDataset, IDS } from "../test/fixture.ts";
import { openTestDatabase, startHarness, type Harness } from "../test/harness.ts";
import { startFixtureSource, type FixtureSource, type Intercept } from "../test/import-source.ts";
import { SourceError } from "./http.ts";
import { orukSource } from "./oruk/read.ts";
import { runImport, type ImportReport } from "./run.ts";

let a: Harness;
let fixture: FixtureSource;
let c: Database;

beforeAll(async () => {
  a = await startHarness(fixtureDataset(), { rateLimit: 1_000_000 });
  fixture = await startFixtureSource(a.app);
  c = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await fixture.close();
  await c.close();
  await a.close();
});

const importC = (): Promise<ImportReport> => {
  const source = orukSource(fixture.orukBase, {
    perPage: 2,
    retries: 2,
    minRetryMs: 20,
    maxRetryMs: 2_000,
    timeoutMs: 10_000,
  });
  return runImport({ db: c.db, tenant: "sutton", source }).finally(() => source.close());
};

/** Runs `intercept` on every request of `run`, then lets the app answer again. */
async function intercepted<T>(intercept: Intercept, run: () => Promise<T>): Promise<T> {
  fixture.intercept = intercept;
  try {
    return await run();
  } finally {
    fixture.intercept = undefined;
  }
}

const feedPath = (url: URL): string => url.pathname.replace(/^\/sutton\/oruk/, "");
const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

const INJECTION =
  '<p>Debt help <b>today</b>.</p><script>document.cookie="x"</script>' +
  '<img src="x" onerror="steal()"><p><a href="javascript:steal()">Click</a></p>';
const FIVE_MB = "Too long. ".repeat(512 * 1024);

type Service = Record<string, unknown>;

describe("a hostile ORUK feed", () => {
  let report: ImportReport;
  let refused = 0;
  let took = 0;

  beforeAll(async () => {
    const rewrites: Record<string, (service: Service) => Service> = {
      [`/services/${IDS.debtAdvice}`]: (s) => ({
        ...s,
        name: "<b>Debt</b> advice",
        description: INJECTION,
      }),
      [`/services/${IDS.housingHelp}`]: (s) => ({ ...s, description: FIVE_MB }),
      [`/services/${IDS.benefitsClinic}`]: (s) => ({ ...s, last_modified: "2026-02-30T09:00:00Z" }),
      [`/services/${IDS.moneyMatters}`]: (s) => ({ ...s, name: 7, assured_date: "31/12/2026" }),
    };
    const started = performance.now();
    report = await intercepted((url, response) => {
      const path = feedPath(url);
      const page = url.searchParams.get("page");
      if (path === "/services" && page === "2" && refused === 0) {
        refused++;
        response.writeHead(429, { "content-type": "application/json", "retry-after": "1" });
        response.end(JSON.stringify({ message: "Too many requests." }));
        return "answered";
      }
      if (path === "/services" && page === "1") {
        return (body) => {
          const list = body as { contents: unknown[] };
          return { ...list, contents: [...list.contents, "not a record", { name: "No id" }] };
        };
      }
      const rewrite = rewrites[path];
      return rewrite && ((body) => rewrite(body as Service));
    }, importC);
    took = performance.now() - started;
  }, 60_000);

  it("reads every page, waiting out the 429 as its Retry-After says", () => {
    expect(refused).toBe(1);
    expect(took).toBeGreaterThanOrEqual(900);
    const pages = fixture.requests.filter((path) => path.includes("/oruk/services?page="));
    expect(new Set(pages).size).toBe(3);
  });

  it("skips each bad record with its id and reason, and what names it", () => {
    const skippedServices = report.skipped.filter((skip) => skip.kind === "services");
    expect(skippedServices).toEqual(
      expect.arrayContaining([
        { kind: "services", id: "#3", reason: "a listed service with no id" },
        { kind: "services", id: "#4", reason: "a listed service with no id" },
        {
          kind: "services",
          id: IDS.benefitsClinic,
          reason: 'last_modified: "2026-02-30T09:00:00Z" is not a date-time',
        },
        {
          kind: "services",
          id: IDS.housingHelp,
          reason: matching(/^description: Expected at most 100000 characters/),
        },
        { kind: "services", id: IDS.moneyMatters, reason: matching(/name: .*assured_date: /) },
      ]),
    );
    expect(skippedServices).toHaveLength(5);
    expect(report.skipped.filter((skip) => skip.kind === "service_locations")).toEqual(
      expect.arrayContaining([
        objectWithReason(`names ${IDS.housingHelp}`),
        objectWithReason(`names ${IDS.moneyMatters}`),
      ]),
    );
    expect(report.kinds.services).toMatchObject({ created: 2, deactivated: 0 });
  });

  it("keeps an injected description as text, without its script, image or script link", async () => {
    const [debt] = await c.db.select().from(services).where(eq(services.id, IDS.debtAdvice));
    expect(debt?.name).toBe("Debt advice");
    expect(debt?.description).toMatch(/^Debt help today\.\s+Click$/);
    expect(debt?.intro).toBe("Debt help today.");
  });

  it("writes nothing of a run whose source dies half-way", async () => {
    const before = await c.db.select().from(services).orderBy(services.id);
    const error = await intercepted(
      (url, response) => {
        if (!/^\/services\/./.test(feedPath(url))) return undefined;
        response.destroy();
        return "answered";
      },
      () =>
        importC().then(
          () => undefined,
          (failed: unknown) => failed,
        ),
    );
    expect(error).toBeInstanceOf(SourceError);
    expect(await c.db.select().from(services).orderBy(services.id)).toEqual(before);
    const runs = await c.db.select().from(importRuns).orderBy(importRuns.startedAt);
    expect(runs.at(-1)).toMatchObject({
      state: "failed",
      report: { error: matching(/cannot be read/) },
    });
  });
});

function objectWithReason(text: string): unknown {
  return expect.objectContaining({ reason: expect.stringContaining(text) as unknown });
}

/** A feed whose metadata names another version. */
const versionOne: Intercept = (url, response) => {
  if (feedPath(url) !== "/") return undefined;
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify({ version: "HSDS-UK-1.0" }));
  return "answered";
};

describe("a feed that is not Open Referral UK 3.0", () => {
  it("is refused before anything is read, naming the version it has", async () => {
    const runs = await c.db.$count(importRuns);
    await expect(intercepted(versionOne, importC)).rejects.toThrow(
      /is not an Open Referral UK 3\.0 feed: its metadata \(GET \/\) says version "HSDS-UK-1\.0", not "HSDS-UK-3\.0"/,
    );
    expect(await c.db.$count(importRuns)).toBe(runs);
  });

  it("makes the command exit 3 with that one line; a wrong pair of options exits 2", async () => {
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
    const refused = await intercepted(versionOne, () =>
      run(["--oruk", fixture.orukBase, "--tenant", "sutton"]),
    );
    expect(refused).toEqual({ code: 3, stderr: matching(/says version "HSDS-UK-1\.0"/) });
    expect(
      await run(["--oruk", fixture.orukBase, "--from", fixture.base, "--tenant", "sutton"]),
    ).toEqual({
      code: 2,
      stderr: matching(/^Usage: import --from/),
    });
    expect(await run(["--oruk", "no/such/folder", "--tenant", "sutton"])).toEqual({
      code: 2,
      stderr: matching(/there is no folder "no\/such\/folder"/),
    });
  });
});

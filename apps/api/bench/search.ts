// Search benchmark: `pnpm --filter @hub/api bench -- [--sizes 10000,100000] [--runs 40]
// [--targets pglite,postgres] [--kind typo --kind events] [--no-relevance] [--reuse]`. First the relevance suite on both
// boroughs' seed content (src/search/relevance), then latency: Sutton plus N synthetic services in
// in-memory PGlite (and in PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in the
// schema `bench_sutton`, dropped first; with `--reuse`, in `bench_sutton_<N>`, seeded only when
// empty and kept, so runs that compare code need not seed 100 000 services each time), a mix of
// searches through the real app, p50/p95 per
// kind of query, checked against issue 19's budgets (src/search/budgets.ts). Results go to
// bench/results.json (git-ignored); the exit code is 1 when a budget is broken.
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createApp } from "../src/app.ts";
import { createFieldCipher } from "../src/db/crypto.ts";
import { openDatabase } from "../src/db/database.ts";
import type { Database } from "../src/db/database.ts";
import { quoteIdent } from "../src/db/migrate.ts";
import { queryRows } from "../src/db/types.ts";
import { sql } from "drizzle-orm";
import { searchVerdicts } from "../src/search/budgets.ts";
import { judgedQueries } from "../src/search/relevance/queries.ts";
import type { RelevanceSummary } from "../src/search/relevance/suite.ts";
import {
  TARGETS,
  loadProfiles,
  runRelevance,
  searchOverHttp,
  verdicts,
} from "../src/search/relevance/suite.ts";
import { TENANTS } from "../src/seed/types.ts";
import type { Tenant } from "../src/seed/types.ts";
import { seedTenant } from "../src/seed/run.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    sizes: { type: "string", default: "10000" },
    runs: { type: "string", default: "40" },
    targets: { type: "string", default: "pglite,postgres" },
    "no-relevance": { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
    /** Only these kinds, named as the table names them: to compare code that lacks a kind. */
    kind: { type: "string", multiple: true },
  },
});

const sizes = values.sizes.split(",").map(Number);
const runs = Number(values.runs);
if (sizes.some((size) => !Number.isInteger(size) || size < 0) || !(runs > 0)) {
  throw new Error("--sizes takes whole numbers (e.g. 10000,100000) and --runs a positive one.");
}
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const targets = values.targets
  .split(",")
  .filter((target) => target === "pglite" || (target === "postgres" && databaseUrl));

const NOW = new Date("2026-11-24T10:30:00Z");
const SCHEMA = "bench_sutton";

type Body = Record<string, unknown>;
type Kind = { name: string; bodies: (centres: Centre[]) => Body[] };
type Centre = { lat: number; lon: number };

/** Each kind cycles through its bodies, so no single query is cached into the figures. */
const KINDS: Kind[] = [
  {
    // Needs that thousands of services answer at 100 000.
    name: "keyword (broad)",
    bodies: () =>
      ["support", "advice", "community", "older people", "children", "free"].map((query) => ({
        query,
      })),
  },
  {
    name: "keyword (narrow)",
    bodies: () =>
      ["yoga", "debt advice", "food bank", "dementia", "homework club", "coffee morning"].map(
        (query) => ({ query }),
      ),
  },
  {
    name: "typo",
    bodies: () =>
      ["counseling", "fodbank", "homewrok club", "tuddler group", "yogga"].map((query) => ({
        query,
      })),
  },
  {
    name: "postcode, distance order",
    bodies: (centres) =>
      centres.map((centre) => ({ location: centre, distance: 2, order: "distance" })),
  },
  {
    // Nearness is a factor of the score: the page is read from the centre out (decision 0063).
    name: "postcode, relevance order",
    bodies: (centres) =>
      centres.map((centre, i) => ({ location: centre, distance: [1, 2, 3, 5][i % 4] })),
  },
  {
    name: "keyword + radius",
    bodies: (centres) =>
      centres.map((centre, i) => ({
        query: ["coffee morning", "yoga", "job club", "support"][i % 4],
        location: centre,
        distance: 3,
      })),
  },
  {
    name: "filters",
    bodies: () => [
      { category: "families", is_free: true },
      { category: "money-and-debt", wait_time: "month" },
      { persona: "older-residents", eligibilities: ["65 - 79 years", "Carers"] },
      { is_free: false, page: 3 },
    ],
  },
  {
    // The fixed clock is a Tuesday morning; the moments chosen are where the rules turn.
    name: "open now",
    bodies: (centres) => [
      { open_now: true },
      { open_now: true, query: "advice" },
      { open_now: true, category: "families" },
      { open_now: true, location: centres[0], distance: 3 },
      { open_at: "2026-11-29T23:59" },
      { open_at: "2026-12-25T10:00", is_free: true },
      { open_at: "2026-11-28T11:00", query: "support" },
    ],
  },
  {
    name: "events",
    bodies: () => [
      {},
      { query: "family fun" },
      { has_wheelchair_access: true, order: "start_date" },
    ],
  },
];

const measuredKinds = values.kind === undefined ? KINDS : kindsNamed(values.kind);

function kindsNamed(names: readonly string[]): Kind[] {
  const unknown = names.filter((name) => !KINDS.some((kind) => kind.name === name));
  if (unknown.length > 0) {
    throw new Error(`--kind takes one of: ${KINDS.map((kind) => kind.name).join("; ")}.`);
  }
  return KINDS.filter((kind) => names.includes(kind.name));
}

type Row = {
  target: string;
  services: number;
  kind: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  meanHits: number;
};

/** A database to seed, and whether it already holds the services (a reused PostgreSQL schema). */
async function open(target: string, size?: number): Promise<Database & { seeded: boolean }> {
  if (target === "pglite") {
    return { ...(await openDatabase({ tenant: "sutton", memory: true })), seeded: false };
  }
  const reuse = values.reuse && size !== undefined;
  const schema = reuse ? `${SCHEMA}_${size}` : SCHEMA;
  if (!reuse) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
    await client.end();
  }
  const database = await openDatabase({ tenant: "sutton", databaseUrl: databaseUrl ?? "", schema });
  const [row] = await queryRows<{ seeded: boolean }>(
    database.db,
    sql`select exists (select 1 from services) as seeded`,
  );
  return { ...database, seeded: row?.seeded ?? false };
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(index, 0)] ?? 0;
}

const round = (ms: number): number => Math.round(ms * 10) / 10;

async function benchTarget(target: string, size: number): Promise<Row[]> {
  const database = await open(target, size);
  try {
    if (database.seeded) {
      console.warn(`${target} ${size}: reusing ${database.location}`);
    } else {
      const seeded = performance.now();
      await seedTenant(database.db, "sutton", { services: size, referenceDate: NOW });
      console.warn(
        `${target} ${size}: seeded in ${Math.round((performance.now() - seeded) / 1000)} s`,
      );
      // The seeder ends by vacuuming and analysing the tenant (decision 0038), as autovacuum
      // would before a database in service is searched, rather than during the searches.
    }
    const centres = await queryRows<Centre>(
      database.db,
      sql`select lat, lon from postcodes where kind = 'sector' order by code limit 12`,
    );
    const app = createApp({
      tenants: [{ slug: "sutton", db: database.db, cipher: createFieldCipher(randomBytes(32)) }],
      clock: () => NOW,
      rateLimit: Number.MAX_SAFE_INTEGER,
    });
    const search = async (kind: Kind, body: Body): Promise<{ ms: number; hits: number }> => {
      const started = performance.now();
      const response = await app.request(
        `http://localhost/sutton/core/v1/${kind.name === "events" ? "search/events" : "search"}`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        },
      );
      const json = (await response.json()) as { meta?: { total: number } };
      const ms = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`${kind.name}: ${response.status} ${JSON.stringify(json)}`);
      return { ms, hits: json.meta?.total ?? 0 };
    };
    const rows: Row[] = [];
    for (const kind of measuredKinds) {
      const bodies = kind.bodies(centres);
      // Warm-up: plans, caches and the JIT.
      for (const body of bodies) await search(kind, body);
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < runs; i++) {
        const result = await search(kind, bodies[i % bodies.length] ?? {});
        times.push(result.ms);
        hits += result.hits;
      }
      times.sort((a, b) => a - b);
      rows.push({
        target,
        services: size,
        kind: kind.name,
        runs,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        max: round(times.at(-1) ?? 0),
        meanHits: Math.round(hits / runs),
      });
    }
    return rows;
  } finally {
    await database.close();
  }
}

function formatTable(rows: readonly Row[]): string {
  const header = ["target", "services", "kind", "runs", "p50 ms", "p95 ms", "max ms", "hits"];
  const cells = rows.map((row) =>
    [row.target, row.services, row.kind, row.runs, row.p50, row.p95, row.max, row.meanHits].map(
      String,
    ),
  );
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((line) => line[i]?.length ?? 0)),
  );
  const line = (values: readonly string[]): string =>
    values.map((value, i) => value.padEnd(widths[i] ?? 0)).join("  ");
  return [line(header), ...cells.map(line)].join("\n");
}

type RelevanceRow = { target: string; tenant: string } & RelevanceSummary;

async function relevanceOf(target: string, tenant: Tenant): Promise<RelevanceRow> {
  const database = await open(target);
  try {
    await seedTenant(database.db, tenant, { referenceDate: NOW });
    const app = createApp({
      tenants: [{ slug: tenant, db: database.db, cipher: createFieldCipher(randomBytes(32)) }],
      clock: () => NOW,
      rateLimit: Number.MAX_SAFE_INTEGER,
    });
    const { summary } = await runRelevance(
      judgedQueries(tenant),
      await loadProfiles(database.db),
      searchOverHttp((route, init) =>
        app.request(`http://localhost/${tenant}/core/v1${route}`, init),
      ),
    );
    return { target, tenant, ...summary };
  } finally {
    await database.close();
  }
}

function formatRelevanceTable(rows: readonly RelevanceRow[]): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const header = [
    "target",
    "tenant",
    "queries",
    "P@5",
    "first relevant",
    "recall",
    "zero",
    "nothing",
  ];
  const cells = rows.map((row) => [
    row.target,
    row.tenant,
    String(row.queries),
    row.meanPrecisionAt5.toFixed(3),
    percent(row.firstRelevantShare),
    row.meanRecall.toFixed(3),
    String(row.zeroWithRelevant),
    `${row.foundForNothing}/${row.nothingQueries}`,
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((line) => line[i]?.length ?? 0)),
  );
  const line = (values: readonly string[]): string =>
    values.map((value, i) => value.padEnd(widths[i] ?? 0)).join("  ");
  return [
    `Relevance (targets: P@5 ≥ ${TARGETS.meanPrecisionAt5}, first relevant ≥ ${percent(
      TARGETS.firstRelevantShare,
    )}, recall ≥ ${TARGETS.meanRecall}, no zero-result search with relevant services, nothing for the nothing-searches)`,
    line(header),
    ...cells.map(line),
  ].join("\n");
}

const relevance: RelevanceRow[] = [];
if (!values["no-relevance"]) {
  for (const target of targets) {
    for (const tenant of TENANTS) relevance.push(await relevanceOf(target, tenant));
  }
  process.stdout.write(`${formatRelevanceTable(relevance)}\n\n`);
}

const results: Row[] = [];
for (const target of targets) {
  for (const size of sizes) {
    const rows = await benchTarget(target, size);
    results.push(...rows);
  }
}
process.stdout.write(`${formatTable(results)}\n`);
const budgets = searchVerdicts(results);
const broken = budgets.filter((verdict) => verdict.status === "fail");
for (const verdict of budgets) {
  process.stdout.write(
    `${verdict.status === "pass" ? "pass" : "FAIL"}  ${verdict.budget}: ${verdict.subject} ${verdict.actual} (${verdict.limit})\n`,
  );
}
const relevanceMissed = relevance.filter((row) => Object.values(verdicts(row)).includes(false));
const file = path.join(import.meta.dirname, "results.json");
await writeFile(
  file,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, relevance, results, budgets }, null, 2)}\n`,
);
console.warn(`Wrote ${file}`);
if (broken.length > 0 || relevanceMissed.length > 0) process.exitCode = 1;

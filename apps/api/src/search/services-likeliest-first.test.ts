// The ways a keyword's matches are read for a page (likeliest first, with and without quality
// cuts, counted from the commonest term), and a place's without a keyword (from its centre out),
// give the answer of one ranking of every match (decisions 0032 and 0063), and the search rows
// they read agree with what they are made from. Checked on Sutton's seed and 3 000 synthetic
// services (PGlite, or PostgreSQL in the second half of `pnpm test`).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/database.ts";
import { queryRows, runsStatementsAtOnce } from "../db/types.ts";
import { refreshServiceSearch } from "../db/search-index.ts";
import { seedTenant } from "../seed/run.ts";
import { NOW } from "../test/fixture.ts";
import { openTestDatabase } from "../test/harness.ts";
import { countKeyword } from "./counting.ts";
import { circle, kmBetween } from "./geo.ts";
import type { ServiceSearch } from "./services.ts";
import { searchServices } from "./services.ts";
import { FIRST_CIRCLE_SHARE } from "./service-places.ts";
import { prepareTextQuery } from "./text.ts";
import { facetsApart, lexemeCountsApart, placesApart } from "../test/search-rows.ts";
import { TOWN_HALL } from "../test/search-fixture.ts";

/** Every search row's intro vector is its vector's weight-B part, and no row is kept apart. */
async function expectIntroApartAndRowsWhole(database: Database): Promise<void> {
  const [row] = await queryRows<{ rows: number; intro_differs: number; apart: number }>(
    database.db,
    sql`select count(*)::int as rows,
      (count(*) filter (where intro <> ts_filter(vector, '{b}')))::int as intro_differs,
      -- A vector kept apart (in the TOAST table) or compressed is smaller on the row than
      -- the same vector made afresh (a short header saves at most 3 bytes).
      (count(*) filter (
        where pg_column_size(vector) < pg_column_size(vector || ''::tsvector) - 3
      ))::int as apart
    from service_search`,
  );
  expect(row?.rows).toBeGreaterThan(2_500);
  expect(row?.intro_differs).toBe(0);
  // Every search row here is under the table's 8 160-byte target, so each is whole on its
  // page: ranking tests a row's vector several times, and one kept apart is fetched each time.
  expect(row?.apart).toBe(0);
}

const READ_LIKELIEST_FIRST: [string, Partial<ServiceSearch>][] = [
  ["support", {}],
  ["advice", {}],
  ["community", {}],
  ["children", {}],
  ["older people", {}],
  ["free", {}],
  ["mental health young people", {}],
  ["coffee morning", {}],
  ["group", {}],
  ["health", {}],
  ["carers", {}],
  ["housing", {}],
  ["family", {}],
  ["weekly", {}],
  ["welcome", {}],
  ["young people", {}],
  ["mental health", {}],
  ["food bank", {}],
  ["free", { isFree: true }],
  ["support", { eligibilities: ["Carers", "65 - 79 years"] }],
  ["advice", { area: circle(TOWN_HALL, 3) }],
  ["children", { categories: ["families"] }],
];

/** A way of reading matches for a page: `searchServices`'s last argument. */
type Way = NonNullable<Parameters<typeof searchServices>[3]>;

/** Each way gives, on every page given, the page of one ranking of every match. */
async function expectEveryWayAlike(
  database: Database,
  search: ServiceSearch,
  ways: readonly Way[],
  pages: readonly { page: number; perPage: number }[],
): Promise<void> {
  for (const pagination of pages) {
    const everyMatch = await searchServices(database.db, search, pagination, {
      onePassLimit: Infinity,
    });
    for (const way of ways) {
      const read = await searchServices(database.db, search, pagination, way);
      expect(read.total).toBeGreaterThan(pagination.page * pagination.perPage);
      expect(read).toEqual(everyMatch);
    }
  }
}

/**
 * Every way of reading a keyword's matches (likeliest first however few the matches, with and
 * without quality cuts) gives, on several pages, the page of one ranking of every match.
 */
async function expectEveryReadingAlike(
  database: Database,
  query: string,
  filters: Partial<ServiceSearch>,
): Promise<void> {
  const text = await prepareTextQuery(database.db, query);
  await expectEveryWayAlike(
    database,
    { text, order: "relevance", ...filters },
    [
      { onePassLimit: 0, qualityCutsFrom: 0 },
      { onePassLimit: 0, qualityCutsFrom: Infinity },
    ],
    [
      { page: 1, perPage: 1 },
      { page: 1, perPage: 5 },
      { page: 4, perPage: 5 },
      { page: 2, perPage: 25 },
    ],
  );
}

/** Searches of a place without a keyword, ranked by score with nearness a factor of it. */
const NEAREST_BEST: [string, Omit<ServiceSearch, "text" | "order">][] = [
  ["a mile", { area: circle(TOWN_HALL, 1) }],
  ["three miles", { area: circle(TOWN_HALL, 3) }],
  ["ten miles, free", { area: circle(TOWN_HALL, 10), isFree: true }],
  ["two miles, a category", { area: circle(TOWN_HALL, 2), categories: ["families"] }],
  [
    "five miles, eligibility",
    { area: circle(TOWN_HALL, 5), eligibilities: ["Carers", "65 - 79 years"] },
  ],
];

/**
 * Read from the circle's centre out, from the usual first circle and from one of a few dozen
 * metres (widened many times), every page is the page of one ranking of every match.
 */
async function expectNearestBestAlike(
  database: Database,
  filters: Omit<ServiceSearch, "text" | "order">,
): Promise<void> {
  await expectEveryWayAlike(
    database,
    { text: null, order: "relevance", ...filters },
    [
      { onePassLimit: 0, firstCircleShare: FIRST_CIRCLE_SHARE },
      { onePassLimit: 0, firstCircleShare: 0 },
    ],
    [
      { page: 1, perPage: 1 },
      { page: 1, perPage: 10 },
      { page: 3, perPage: 10 },
      { page: 2, perPage: 50 },
    ],
  );
}

const COUNTED_QUERIES = [
  "support",
  "advice",
  "community",
  "older people",
  "children",
  "free",
  "food bank",
  "yoga",
  "mental health young people",
];

/** A keyword is counted from its commonest term to any limit as counting every match counts. */
async function expectCountedFromCommonestTerm(database: Database, query: string): Promise<void> {
  const text = await prepareTextQuery(database.db, query);
  // Every one of them but the two-unit search has sole terms to count from.
  expect(text.soleTerms.length > 0).toBe(query !== "mental health young people");
  const tsquery = text.tsquery() ?? "";
  const [every] = await queryRows<{ total: number }>(
    database.db,
    sql`select count(*)::int as total from service_search where vector @@ ${tsquery}::tsquery`,
  );
  const total = every?.total ?? 0;
  expect(total).toBeGreaterThan(0);
  for (const limit of [1, 20, Math.floor(total / 2), total - 1, total, total + 1, 10_000]) {
    expect(await countKeyword(database.db, tsquery, text.soleTerms, limit)).toBe(
      Math.min(total, limit),
    );
  }
}

/** Each hit of a keyword within a radius is at its nearest place inside, measured here. */
async function expectEachAtNearestPlaceInside(
  database: Database,
  query: string,
  miles: number,
): Promise<void> {
  const area = circle(TOWN_HALL, miles);
  const text = await prepareTextQuery(database.db, query);
  const everywhere = await searchServices(
    database.db,
    { text, order: "relevance" },
    { page: 1, perPage: 100_000 },
  );
  const places = await queryRows<{ service_id: string; lat: number; lon: number }>(
    database.db,
    sql`select sl.service_id, l.lat, l.lon from service_locations sl
    join locations l on l.id = sl.location_id`,
  );
  const matching = new Set(everywhere.hits.map((hit) => hit.id));
  const nearest = new Map<string, number>();
  for (const place of places) {
    const km = kmBetween(TOWN_HALL, place);
    if (!matching.has(place.service_id) || km > area.km) continue;
    nearest.set(place.service_id, Math.min(km, nearest.get(place.service_id) ?? Infinity));
  }
  const inside = await searchServices(
    database.db,
    { text, area, order: "relevance" },
    { page: 1, perPage: 100_000 },
  );
  expect(inside.total).toBeGreaterThan(0);
  expect(inside.total).toBe(nearest.size);
  for (const hit of inside.hits) expect(hit.km).toBeCloseTo(nearest.get(hit.id) ?? NaN, 9);
}

describe("a keyword read likeliest first, on Sutton and 3 000 synthetic services", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedTenant(database.db, "sutton", { services: 3_000, referenceDate: NOW });
    // Some services without a score, so every level of quality has services (decision 0067).
    await database.db.execute(
      sql`update services set score = null where id in (select id from services order by md5(name) limit 300)`,
    );
    await refreshServiceSearch(database.db);
  }, 300_000);

  afterAll(async () => {
    await database.close();
  });

  it("counts a keyword's matches while it ranks them only on PostgreSQL's pool", () => {
    expect(runsStatementsAtOnce(database.db)).toBe(database.kind === "postgres");
  });

  it.each(READ_LIKELIEST_FIRST)(
    "%s %o: every page is the page of one ranking of every match",
    async (query, filters) => {
      await expectEveryReadingAlike(database, query, filters);
    },
  );
  it.each(NEAREST_BEST)(
    "%s without a keyword: read from the centre out, every page is the page of one ranking",
    async (_name, filters) => {
      await expectNearestBestAlike(database, filters);
    },
  );
  it.each(COUNTED_QUERIES)(
    "%s: counted from its commonest term, to any limit, as counting every match",
    async (query) => {
      await expectCountedFromCommonestTerm(database, query);
    },
  );
  it("keeps each lexeme's count of search rows", async () => {
    const [counts] = await queryRows<{ lexemes: number }>(
      database.db,
      sql`select count(*)::int as lexemes from search_lexeme_counts`,
    );
    expect(counts?.lexemes).toBeGreaterThan(1_000);
    expect(await lexemeCountsApart(database)).toBe(0);
  });
  it("filters without a keyword read narrow rows holding exactly the search rows' filters", async () => {
    const [facets] = await queryRows<{ rows: number; with_tokens: number }>(
      database.db,
      sql`select count(*)::int as rows,
        (count(*) filter (where tokens <> ''::tsvector))::int as with_tokens
      from service_facets`,
    );
    expect(facets?.rows).toBeGreaterThan(2_500);
    expect(facets?.with_tokens).toBe(facets?.rows);
    expect(await facetsApart(database)).toBe(0);
  });
  it("search rows and points hold their places' unit vectors", async () => {
    const [held] = await queryRows<{ one: number; several: number; later: number }>(
      database.db,
      sql`select (select count(*)::int from service_search where unit_x is not null) as one,
        (select count(*)::int from service_search where array_length(units, 1) > 1) as several,
        (select count(*)::int from service_points where array_length(earlier_units, 1) > 0)
          as later`,
    );
    expect(held?.one).toBeGreaterThan(1_000);
    expect(held?.several).toBeGreaterThan(100);
    expect(held?.later).toBeGreaterThan(100);
    expect(await placesApart(database)).toBe(0);
  });
  it("search rows hold their introduction apart, and are stored whole", async () => {
    await expectIntroApartAndRowsWhole(database);
  });
  // Most services have one place, held on their search row; the others' places are read from
  // their points. Either way a hit is its nearest place inside the circle, as measured here.
  it.each([
    ["advice", 3],
    ["support", 1],
    ["coffee morning", 5],
  ] as const)(
    "%s, a %d-mile radius: each service at its nearest place inside",
    async (query, miles) => {
      await expectEachAtNearestPlaceInside(database, query, miles);
    },
  );
});

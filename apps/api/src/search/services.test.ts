// The shortcuts a search takes for a page give the answer ranking every match gives (decision
// 0032): a keyword's head rows ranked first, with the other rows read only when they could
// outscore the page, and a circle's services counted by their first point inside. Checked on
// Sutton's seed (PGlite, or PostgreSQL in the second half of `pnpm test`): small pages, which
// take the shortcuts, against one page holding every hit, which ranks every match.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { serviceLocations } from "../db/schema.ts";
import { refreshServiceSearch } from "../db/search-index.ts";
import { queryRows, runsStatementsAtOnce } from "../db/types.ts";
import { loadBoroughDataset } from "../seed/demo.ts";
import { seedTenant } from "../seed/run.ts";
import { NOW } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { openTestDatabase, startHarness } from "../test/harness.ts";
import { countKeyword } from "./counting.ts";
import type { Circle } from "./geo.ts";
import { circle, kmBetween, unitVector } from "./geo.ts";
import type { ServiceSearch } from "./services.ts";
import { searchServices } from "./services.ts";
import { prepareTextQuery } from "./text.ts";

const TOWN_HALL = { lat: 51.3618, lon: -0.1945 };
const WALLINGTON = { lat: 51.3603, lon: -0.1508 };
const WHOLE = 100;
const SMALL = 3;

let h: Harness;

beforeAll(async () => {
  h = await startHarness(loadBoroughDataset("sutton", { referenceDate: NOW }));
}, 120_000);

afterAll(async () => {
  await h.close();
});

type Found = { ids: string[]; total: number };

async function search(body: Record<string, unknown>): Promise<Found> {
  const response = await h.call("/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const found = response.body as { data: { id: string }[]; meta: { total: number } };
  return { ids: found.data.map((service) => service.id), total: found.meta.total };
}

/** The first pages of `SMALL`, each against the same slice of one page of every hit. */
async function expectPagesToSliceTheWhole(body: Record<string, unknown>): Promise<void> {
  const whole = await search({ ...body, per_page: WHOLE });
  expect(whole.total, "a search with a page of every hit").toBeLessThanOrEqual(WHOLE);
  expect(whole.total, "a search with more than one small page").toBeGreaterThan(SMALL);
  for (let page = 1; (page - 1) * SMALL < Math.min(whole.total, 5 * SMALL); page++) {
    const small = await search({ ...body, per_page: SMALL, page });
    expect(small).toEqual({
      ids: whole.ids.slice((page - 1) * SMALL, page * SMALL),
      total: whole.total,
    });
  }
}

/**
 * Search rows whose filter tokens and columns differ from their narrow row (decision 0044), and
 * narrow rows of no search row: none, when filters read the narrow rows and find what they did.
 */
async function facetsApart(database: Database): Promise<number> {
  const projection = (table: string, tokens: string) =>
    sql.raw(`select service_id, ${tokens} as tokens, quality, sort_name, is_free, wait_time,
      eligibilities from ${table}`);
  const searchTokens = `array_to_tsvector(array(select u.lexeme from unnest(vector) u
    where u.lexeme like 'category:%' or u.lexeme like 'eligibility:%'
      or u.lexeme like 'eligibility-all:%'))`;
  const [row] = await queryRows<{ apart: number }>(
    database.db,
    sql`select count(*)::int as apart from (
      (${projection("service_search", searchTokens)} except ${projection("service_facets", "tokens")})
      union all
      (${projection("service_facets", "tokens")} except ${projection("service_search", searchTokens)})
    ) apart`,
  );
  return row?.apart ?? Number.NaN;
}

/**
 * Search rows and points whose unit vectors are not their places' (decision 0049): a search
 * row's from its own coordinates, a later point's earlier ones from those points' rows. None,
 * when a circle tested on either finds the same services.
 */
async function placesApart(database: Database): Promise<number> {
  const [x, y, z] = unitVector(sql`e.lat`, sql`e.lon`);
  const [row] = await queryRows<{ apart: number }>(
    database.db,
    sql`select (select count(*)::int from service_search s
        cross join lateral (select array_agg(array[${x}, ${y}, ${z}] order by e.o) as units
          from unnest(coalesce(s.lats, array[s.lat]), coalesce(s.lons, array[s.lon]))
            with ordinality as e(lat, lon, o)) own
        where (case when s.lat is not null then array[[s.unit_x, s.unit_y, s.unit_z]] else s.units end)
          is distinct from own.units
          or (s.lat is null) <> (s.unit_x is null) or (s.lats is null) <> (s.units is null))
      + (select count(*)::int from service_points p
        where p.earlier_units is distinct from coalesce((select
            array_agg(array[q.unit_x, q.unit_y, q.unit_z] order by q.ordinal)
          from service_points q where q.service_id = p.service_id and q.ordinal < p.ordinal), '{}'))
      as apart`,
  );
  return row?.apart ?? Number.NaN;
}

/**
 * Lexemes whose count differs from the number of search rows holding them, and counts of
 * lexemes no row holds: none, when a keyword's count may start from its commonest term's.
 */
async function lexemeCountsApart(database: Database): Promise<number> {
  const held = sql`select word as lexeme, ndoc as services
    from ts_stat('select vector from service_search')`;
  const kept = sql`select lexeme, services from search_lexeme_counts`;
  const [row] = await queryRows<{ apart: number }>(
    database.db,
    sql`select count(*)::int as apart from ((${held} except ${kept})
      union all (${kept} except ${held})) apart`,
  );
  return row?.apart ?? Number.NaN;
}

describe("a keyword ranked head rows first", () => {
  it.each([
    "dementia",
    "carers",
    "food bank",
    "mental health",
    "mental health young people",
    "toddler group",
    "benefits",
    "councelling",
    "homeless",
    "english classes",
    "children",
    "older people",
  ])("%s: each small page is the slice of the whole ranking", async (query) => {
    await expectPagesToSliceTheWhole({ query });
  });

  it.each([
    ["within a radius", { query: "advice", location: TOWN_HALL, distance: 2 }],
    ["free only", { query: "support", is_free: true }],
    ["a word most services hold in their descriptions", { query: "free", wait_time: "month" }],
    ["with eligibilities", { query: "support", eligibilities: ["Carers", "65 - 79 years"] }],
    // Without a keyword, filters read their narrow rows; with eligibility, counted as ranked.
    ["eligibilities alone", { eligibilities: ["Carers", "65 - 79 years"], category: "carers" }],
    ["a category alone, free only", { category: "families", is_free: true }],
    [
      "a category alone, waiting a month at most",
      { category: "mental-health", wait_time: "month" },
    ],
  ])("%s: each small page is the slice of the whole ranking", async (_name, body) => {
    await expectPagesToSliceTheWhole(body);
  });
});

describe("a word one edit from the vocabulary, too short to share its trigrams", () => {
  it.each([
    ["food bnak", "food bank"],
    ["yoag", "yoga"],
    ["dbet advice", "debt advice"],
  ])("%s finds every service %s finds", async (typed, meant) => {
    const corrected = await search({ query: typed, per_page: WHOLE });
    const intended = await search({ query: meant, per_page: WHOLE });
    expect(intended.total).toBeGreaterThan(0);
    // A correction may take a second word as near ("dbet" is one edit from "diet" too), and a
    // corrected word is no longer part of a known phrase, so it can find more, never less.
    expect(corrected.ids).toEqual(expect.arrayContaining(intended.ids));
  });
});

describe("a misspelt word the content never uses, but the thesaurus does", () => {
  it.each([
    ["fodbank", "foodbank"],
    ["foodbnak", "foodbank"],
  ])("%s finds what %s finds", async (typed, meant) => {
    const corrected = await search({ query: typed, per_page: WHOLE });
    const intended = await search({ query: meant, per_page: WHOLE });
    expect(intended.total).toBeGreaterThan(0);
    expect(corrected.ids).toEqual(intended.ids);
  });
});

describe("a circle's services, counted by their first point inside", () => {
  it.each([
    ["a mile", { location: TOWN_HALL, distance: 1, order: "distance" }],
    ["a mile, free only", { location: WALLINGTON, distance: 1, order: "distance", is_free: true }],
    ["a mile, by relevance", { location: WALLINGTON, distance: 1 }],
  ])("%s: the total is the number of services listed", async (_name, body) => {
    const whole = await search({ ...body, per_page: WHOLE });
    expect(whole.total).toBeGreaterThan(0);
    expect(whole.total).toBeLessThanOrEqual(WHOLE);
    expect(new Set(whole.ids).size).toBe(whole.total);
  });
});

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

/**
 * Every way of reading a keyword's matches (likeliest first, with and without quality cuts)
 * gives, on several pages, the page of one ranking of every match.
 */
async function expectEveryReadingAlike(
  database: Database,
  query: string,
  filters: Partial<ServiceSearch>,
): Promise<void> {
  const search: ServiceSearch = {
    text: await prepareTextQuery(database.db, query),
    order: "relevance",
    ...filters,
  };
  for (const pagination of [
    { page: 1, perPage: 1 },
    { page: 1, perPage: 5 },
    { page: 4, perPage: 5 },
    { page: 2, perPage: 25 },
  ]) {
    const everyMatch = await searchServices(database.db, search, pagination, {
      onePassLimit: Infinity,
    });
    // Likeliest first however few the matches, with and without quality cuts.
    for (const qualityCutsFrom of [0, Infinity]) {
      const likeliestFirst = await searchServices(database.db, search, pagination, {
        onePassLimit: 0,
        qualityCutsFrom,
      });
      expect(likeliestFirst.total).toBeGreaterThan(pagination.page * pagination.perPage);
      expect(likeliestFirst).toEqual(everyMatch);
    }
  }
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

/**
 * Gives three services of "advice" five places far from the circle's centre and, after them in
 * their arrays' order, one near it; refreshes them, and checks what the refresh keeps. Returns
 * each service's nearest place inside the circle, in km.
 */
async function seedManyPlaces(database: Database, area: Circle): Promise<Map<string, number>> {
  const locations = await queryRows<{ id: string; lat: number; lon: number }>(
    database.db,
    sql`select id, lat, lon from locations order by lat asc, id asc`,
  );
  const far = locations.filter((place) => kmBetween(TOWN_HALL, place) > 2 * area.km).slice(0, 5);
  const near = locations
    .filter((place) => kmBetween(TOWN_HALL, place) < area.km / 2)
    .filter((place) => far.every((other) => other.lat < place.lat))
    .slice(0, 3);
  const services = await queryRows<{ id: string }>(
    database.db,
    sql`select s.service_id as id from service_search s where s.vector @@ '''advic'''::tsquery
      order by s.service_id limit ${near.length}`,
  );
  expect(services.length).toBe(3);
  for (const [i, service] of services.entries()) {
    const place = near[i];
    if (!place) continue;
    await database.db.execute(sql`delete from service_locations where service_id = ${service.id}`);
    await database.db
      .insert(serviceLocations)
      .values(
        [...far, place].map((location) => ({ serviceId: service.id, locationId: location.id })),
      );
  }
  await refreshServiceSearch(database.db, { ids: services.map((service) => service.id) });
  const places = await queryRows<{ service_id: string; lat: number; lon: number }>(
    database.db,
    sql`select sl.service_id, l.lat, l.lon from service_locations sl
      join locations l on l.id = sl.location_id
      join service_search s on s.service_id = sl.service_id`,
  );
  const nearest = new Map<string, number>();
  for (const place of places) {
    const km = kmBetween(TOWN_HALL, place);
    if (km > area.km) continue;
    nearest.set(place.service_id, Math.min(km, nearest.get(place.service_id) ?? Infinity));
  }
  expect(services.every((service) => nearest.has(service.id))).toBe(true);
  const [many] = await queryRows<{ rows: number }>(
    database.db,
    sql`select count(*)::int as rows from service_search where cardinality(lats) > 4`,
  );
  expect(many?.rows).toBe(services.length);
  // Refreshing some services replaces their narrow rows and their lexemes' counts too.
  expect(await facetsApart(database)).toBe(0);
  expect(await lexemeCountsApart(database)).toBe(0);
  expect(await placesApart(database)).toBe(0);
  // A service that stops being active leaves the counts, and comes back into them.
  const [first] = services;
  for (const status of ["inactive", "active"]) {
    await database.db.execute(sql`update services set status = ${status} where id = ${first?.id}`);
    await refreshServiceSearch(database.db, { ids: [first?.id ?? ""] });
    expect(await lexemeCountsApart(database)).toBe(0);
  }
  return nearest;
}

// A service with more places than a search row's expression measures one by one has the rest
// measured in a subquery (decision 0039). Here each such service's only place inside the circle
// comes after five outside it, in the order its arrays hold them (by latitude), both on its
// search row and among the earlier places of its points.
describe("services with many places, the only one inside last", () => {
  let database: Database;
  const area = circle(TOWN_HALL, 0.5);
  let nearest: Map<string, number>;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedTenant(database.db, "sutton", { referenceDate: NOW });
    nearest = await seedManyPlaces(database, area);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it.each<[string, Partial<ServiceSearch>]>([
    ["nearest first", { order: "distance" }],
    ["by relevance", { order: "relevance" }],
  ])("a circle alone, %s: every service inside, at its nearest place", async (_name, search) => {
    const inside = await searchServices(
      database.db,
      { text: null, area, order: "relevance", ...search },
      { page: 1, perPage: 100_000 },
    );
    expect(inside.total).toBe(nearest.size);
    for (const hit of inside.hits) expect(hit.km).toBeCloseTo(nearest.get(hit.id) ?? NaN, 9);
  });

  it("a keyword in the circle: its services inside, at their nearest place", async () => {
    const text = await prepareTextQuery(database.db, "advice");
    const everywhere = await searchServices(
      database.db,
      { text, order: "relevance" },
      { page: 1, perPage: 100_000 },
    );
    const matching = new Set(everywhere.hits.map((hit) => hit.id));
    const inside = await searchServices(
      database.db,
      { text, area, order: "relevance" },
      { page: 1, perPage: 100_000 },
    );
    expect(inside.total).toBe([...nearest.keys()].filter((id) => matching.has(id)).length);
    for (const hit of inside.hits) expect(hit.km).toBeCloseTo(nearest.get(hit.id) ?? NaN, 9);
  });
});

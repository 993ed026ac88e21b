// Distances and the proximity factor, evaluated by the database itself (PGlite, or PostgreSQL in
// the second half of `pnpm test`): at any distance they are numbers, never an error.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/types.ts";
import { fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import type { Point } from "./geo.ts";
import {
  KM_PER_MILE,
  circle,
  cosineOfRadius,
  cosineToCentre,
  greatCircleKm,
  kmBetween,
  proximityAt,
  proximityFactor,
  proximityRadiusKm,
  unitVector,
} from "./geo.ts";
import { searchServices } from "./services.ts";

const TOWN_HALL = { lat: 51.3618, lon: -0.1945 };
const EDINBURGH = { lat: 55.9533, lon: -3.1883 };

const h = harnessForFile(fixtureDataset());

async function value(expression: SQL): Promise<number> {
  const [row] = await queryRows<{ value: number }>(
    h.database.db,
    sql`select ${expression} as value`,
  );
  return Number(row?.value);
}

const kmOf = (miles: number | null): SQL =>
  miles === null ? sql`null::float8` : sql`${String(miles * KM_PER_MILE)}::float8`;

describe("proximityFactor", () => {
  it.each([
    ["the centre", 0, 1],
    ["a mile", 1, 0.75],
    ["two miles", 2, 0.53125],
    ["eight miles, where the decay has settled", 8, 0.5],
    ["30 miles, the widest radius the contract accepts", 30, 0.5],
    ["32.8 miles, where power() used to underflow", 32.8, 0.5],
    ["33 miles", 33, 0.5],
    ["330 miles", 330, 0.5],
    ["half the Earth round", 12_450, 0.5],
    ["further than any two points", 1e12, 0.5],
    ["an infinite distance", Number.POSITIVE_INFINITY, 0.5],
    ["not a number", Number.NaN, 0.5],
    ["no distance", null, 0.5],
  ] as const)("at %s", async (_name, miles, factor) => {
    expect(await value(proximityFactor(kmOf(miles)))).toBeCloseTo(factor, 12);
    // Its TypeScript twin, which bounds the scores of places not yet read.
    expect(proximityAt(miles === null ? Number.NaN : miles * KM_PER_MILE)).toBeCloseTo(factor, 12);
  });

  it("falls from 1 to 0.5 and never rises, mile by mile to 100 miles", async () => {
    const rows = await queryRows<{ miles: number; factor: number }>(
      h.database.db,
      sql`select m.miles, ${proximityFactor(sql`(m.miles * ${KM_PER_MILE})`)} as factor
        from generate_series(0, 1000) as g(n), lateral (select g.n / 10.0::float8 as miles) m
        order by m.miles`,
    );
    const factors = rows.map((row) => row.factor);
    expect(factors).toHaveLength(1001);
    expect(
      factors.every((factor, i) => factor >= 0.5 && factor <= 1 && factor <= (factors[i - 1] ?? 1)),
    ).toBe(true);
  });
});

describe("proximityRadiusKm", () => {
  it.each([
    ["above 1, which no distance gives", 1.2, 0],
    ["1, at the centre", 1, 0],
    ["0.75, a mile out", 0.75, KM_PER_MILE],
    ["0.53125, two miles out", 0.53125, 2 * KM_PER_MILE],
    ["0.5, which it never falls below", 0.5, Number.POSITIVE_INFINITY],
    ["below 0.5", 0.2, Number.POSITIVE_INFINITY],
  ] as const)("at a factor %s", (_name, factor, km) => {
    expect(proximityRadiusKm(factor)).toBeCloseTo(km, 9);
  });

  it("is where proximityAt falls to the factor, by thousandths from 0.999 to 0.501", () => {
    for (let thousandths = 999; thousandths > 500; thousandths--) {
      const factor = thousandths / 1000;
      const km = proximityRadiusKm(factor);
      expect(proximityAt(km)).toBeCloseTo(factor, 9);
      expect(proximityAt(km * 0.999)).toBeGreaterThan(factor);
    }
  });
});

describe("greatCircleKm", () => {
  const pairs: [string, Point, Point][] = [
    ["one point", TOWN_HALL, TOWN_HALL],
    ["across the borough", TOWN_HALL, { lat: 51.4123, lon: -0.3007 }],
    ["Sutton to Edinburgh", TOWN_HALL, EDINBURGH],
    ["points on opposite sides of the Earth", { lat: 0, lon: 0 }, { lat: 0, lon: 180 }],
    ["nearly opposite points", TOWN_HALL, { lat: -51.3618, lon: 179.8055 }],
    ["the poles", { lat: 90, lon: 0 }, { lat: -90, lon: 0 }],
  ];
  it.each(pairs)("%s: the database and kmBetween agree, and neither fails", async (_name, a, b) => {
    const km = await value(
      greatCircleKm(sql`${String(b.lat)}::float8`, sql`${String(b.lon)}::float8`, a),
    );
    expect(Number.isFinite(km)).toBe(true);
    expect(km).toBeGreaterThanOrEqual(0);
    expect(km).toBeLessThanOrEqual(Math.PI * 6371 + 1e-6);
    expect(km).toBeCloseTo(kmBetween(a, b), 6);
  });
});

// A place is inside a circle by the cosine of its angle to the centre (decision 0043); the
// distance shown is the haversine's. They must agree on every place not within a millimetre of
// the edge, at every radius up to one reaching round the Earth.
describe("inside a circle by its cosine to the centre", () => {
  it.each([
    ["a tenth of a mile round the town hall", TOWN_HALL, 0.1],
    ["two miles round the town hall", TOWN_HALL, 2],
    ["30 miles round Edinburgh", EDINBURGH, 30],
    ["5 000 miles round a point on the antimeridian", { lat: -20, lon: 180 }, 5_000],
    ["half the Earth round from the North Pole", { lat: 90, lon: 0 }, 12_430],
    ["the whole Earth from Edinburgh", EDINBURGH, 13_000],
  ] as const)("%s: the same places as the haversine", async (_name, centre, miles) => {
    const area = circle(centre, miles);
    const rows = await queryRows<{ lat: number; lon: number; inside: boolean }>(
      h.database.db,
      sql`select g.lat, g.lon,
          ${cosineToCentre(unitVector(sql`g.lat`, sql`g.lon`), area)}
            >= ${cosineOfRadius(area)} as inside
        from (select ${centre.lat}::float8 + a.n * ${area.km / 111 / 20}::float8 as lat,
            ${centre.lon}::float8 + b.n * ${area.km / 111 / 20}::float8 as lon
          from generate_series(-30, 30) as a(n), generate_series(-30, 30) as b(n)) g
        where g.lat between -90 and 90`,
    );
    expect(rows.length).toBeGreaterThan(1_000);
    const decided = rows.filter((row) => Math.abs(kmBetween(centre, row) - area.km) > 1e-6);
    expect(decided.filter((row) => row.inside).length).toBeGreaterThan(0);
    for (const row of decided) expect(row.inside).toBe(kmBetween(centre, row) <= area.km);
  });

  it.each([
    ["no distance", 0, 1],
    ["a mile", 1, Math.cos((1 * KM_PER_MILE) / 6371)],
    ["half the Earth round", (Math.PI * 6371) / KM_PER_MILE, -2],
    ["further than any two points", 1e9, -2],
  ] as const)("the least cosine of a place inside, at %s", (_name, miles, cosine) => {
    expect(cosineOfRadius({ ...TOWN_HALL, km: miles * KM_PER_MILE })).toBeCloseTo(cosine, 12);
  });
});

describe("a search radius wider than the contract accepts", () => {
  // The HTTP API caps `distance` at 30 miles; the search itself ranks at any radius.
  it.each([
    ["400 miles from Edinburgh", EDINBURGH, 400],
    ["the whole Earth from Edinburgh", EDINBURGH, 13_000],
  ] as const)("%s ranks the services without an error", async (_name, centre, miles) => {
    const page = await searchServices(
      h.database.db,
      { text: null, area: circle(centre, miles), order: "relevance" },
      { page: 1, perPage: 25 },
    );
    expect(page.total).toBeGreaterThan(0);
    for (const hit of page.hits) {
      expect(hit.km).toBeGreaterThan(500);
      expect(hit.km).toBeLessThan(miles * KM_PER_MILE);
    }
  });
});

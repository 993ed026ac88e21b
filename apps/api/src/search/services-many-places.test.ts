// Searches in a circle of services with many places, each at its nearest place inside. Checked
// on Sutton's seed (PGlite, or PostgreSQL in the second half of `pnpm test`).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/database.ts";
import { serviceLocations } from "../db/schema.ts";
import { refreshServiceSearch } from "../db/search-index.ts";
import { queryRows } from "../db/types.ts";
import { seedTenant } from "../seed/run.ts";
import { NOW } from "../test/fixture.ts";
import { openTestDatabase } from "../test/harness.ts";
import type { Circle } from "./geo.ts";
import { circle, kmBetween } from "./geo.ts";
import type { ServiceSearch } from "./services.ts";
import { searchServices } from "./services.ts";
import { prepareTextQuery } from "./text.ts";
import { facetsApart, lexemeCountsApart, placesApart } from "../test/search-rows.ts";
import { TOWN_HALL } from "../test/search-fixture.ts";

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

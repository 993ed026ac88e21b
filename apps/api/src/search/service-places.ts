// A services search within a circle: whether a search row has a place inside, a service's
// nearest place, a circle's points found through their position index, and a page of the nearest
// services. Places are tested by their unit vectors' cosine to the centre (decisions 0043 and
// 0049) and measured by the haversine (geo.ts) only where a distance is read.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { queryRows } from "../db/types.ts";
import type { Db } from "../db/types.ts";
import type { Circle } from "./geo.ts";
import { QUALITY_MAX, SCORE_LEVELS, qualityOf, scoreIs } from "../db/quality.ts";
import {
  KM_PER_DEGREE_LAT,
  KM_PER_MILE,
  cosineOfRadius,
  cosineToCentre,
  greatCircleKm,
  proximityAt,
  proximityRadiusKm,
} from "./geo.ts";
import { ONE_PASS_LIMIT } from "./likeliest-first.ts";
import type { Hit } from "./paging.ts";
import { allOf } from "./sql.ts";

/**
 * The rows searched (`s`: service_search, maybe joined, or service_facets), and a service's
 * distance in km.
 */
export type Rows = { from: SQL; km: SQL | null };

/** Great-circle kilometres from the circle's centre to a `service_points` row `p`. */
function pointKm(area: Circle): SQL {
  return greatCircleKm(sql`p.lat`, sql`p.lon`, area);
}

/** The bounding box of a circle of `km` around the centre. */
function boxOf(area: Circle, km: number): SQL {
  const dLat = km / KM_PER_DEGREE_LAT;
  const cosine = Math.cos((Math.abs(area.lat) * Math.PI) / 180);
  const dLon =
    Math.abs(area.lat) + dLat >= 90 ? 180 : Math.min(180, km / (KM_PER_DEGREE_LAT * cosine));
  return sql`box(point(${area.lon - dLon}, ${area.lat - dLat}), point(${area.lon + dLon}, ${area.lat + dLat}))`;
}

/** `p.position` inside the bounding box of a circle of `km` around the centre. */
function inBox(area: Circle, km: number): SQL {
  return sql`p.position <@ ${boxOf(area, km)}`;
}

/** Up to this many places in an array are measured each in a term of its own. */
const PLACES_MEASURED_INLINE = 4;

/**
 * The distance to the nearest of the places in two arrays of a row (null when they are empty
 * or null), by `measure`. Up to `PLACES_MEASURED_INLINE` are measured in terms of the
 * expression, as most rows have that few: a subquery for each row, or a look-up of
 * `service_points`, cost more than the measuring and more to plan.
 */
function nearestOf(lats: string, lons: string, measure: (lat: SQL, lon: SQL) => SQL): SQL {
  const each = Array.from({ length: PLACES_MEASURED_INLINE }, (_, i) =>
    measure(sql.raw(`${lats}[${i + 1}]`), sql.raw(`${lons}[${i + 1}]`)),
  );
  return sql`case
      when cardinality(${sql.raw(lats)}) <= ${sql.raw(String(PLACES_MEASURED_INLINE))}
        then least(${sql.join(each, sql`, `)})
      else (select min(${measure(sql`e.lat`, sql`e.lon`)})
        from unnest(${sql.raw(lats)}, ${sql.raw(lons)}) as e(lat, lon))
    end`;
}

/**
 * The cosine to the centre of the nearest of the `[x, y, z]` rows of a two-dimensional array
 * of unit vectors, `count` of them (at least one): the greatest of their cosines, each three
 * products. Up to `PLACES_MEASURED_INLINE` are measured in terms of the expression; one, as
 * most arrays hold, without a `greatest` over empty slots.
 */
function nearestCosineOf(units: string, count: SQL, area: Circle): SQL {
  const at = (index: string): SQL =>
    cosineToCentre(
      [
        sql.raw(`${units}[${index}][1]`),
        sql.raw(`${units}[${index}][2]`),
        sql.raw(`${units}[${index}][3]`),
      ],
      area,
    );
  const inline = Array.from({ length: PLACES_MEASURED_INLINE }, (_, i) => at(String(i + 1)));
  return sql`case
      when ${count} = 1 then ${inline[0]}
      when ${count} <= ${sql.raw(String(PLACES_MEASURED_INLINE))}
        then greatest(${sql.join(inline, sql`, `)})
      else (select max(${at("i")}) from generate_subscripts(${sql.raw(units)}, 1) as i)
    end`;
}

/**
 * Search row `s` has a place inside the circle, tested on the unit vectors it stores: three
 * products a place, where the haversine takes about twenty function calls (decision 0049).
 */
export function rowInside(area: Circle): SQL {
  return sql`case
      when s.unit_x is not null then ${cosineToCentre([sql`s.unit_x`, sql`s.unit_y`, sql`s.unit_z`], area)}
      when s.units is not null then ${nearestCosineOf("s.units", sql`array_length(s.units, 1)`, area)}
    end >= ${cosineOfRadius(area)}`;
}

/**
 * One row: the distance to service `s`'s nearest place, `km` (null when it has none), from its
 * search row alone: a single place from its columns, several from its arrays. The nearest
 * place is inside the circle exactly when any is.
 */
export function nearest(area: Circle): SQL {
  return sql`select case
      when s.lat is not null then ${greatCircleKm(sql`s.lat`, sql`s.lon`, area)}
      when s.lats is not null
        then ${nearestOf("s.lats", "s.lons", (lat, lon) => greatCircleKm(lat, lon, area))}
    end as km`;
}

/**
 * A `service_points` row `p` inside a circle of `km` around the centre: found through the
 * position index by its bounding box, then tested on the sphere (decision 0043).
 */
function pointInside(area: Circle, km: number): SQL {
  const unit: [SQL, SQL, SQL] = [sql`p.unit_x`, sql`p.unit_y`, sql`p.unit_z`];
  return sql`${inBox(area, km)}
    and ${cosineToCentre(unit, area)} >= ${cosineOfRadius({ ...area, km })}`;
}

/**
 * Each service with a point within `km` of the circle's centre, and the nearest such point's
 * distance (`service_id`, `km`): the points are found through the position index, once per
 * search rather than once per service, and only those inside are measured.
 */
export function nearestPoints(area: Circle, km: number, pointConditions: readonly SQL[]): SQL {
  return sql`select p.service_id, min(${pointKm(area)}) as km from service_points p
    where ${pointInside(area, km)} and ${allOf(pointConditions)} group by p.service_id`;
}

/**
 * One row per service with a point inside the circle, under conditions on its points `p`
 * (price and wait, which they hold too): its first point inside (no earlier point of the same
 * service is), so counting needs no grouping and stops at upstream's limit instead of testing
 * every point in the circle. The search rows are not read: `service_points` holds the points of
 * exactly the services that have one (both tables are refreshed together, for active services).
 */
export function servicesInside(area: Circle, pointConditions: readonly SQL[]): SQL {
  // A service's first point has no earlier ones, and most services have one point, so those
  // skip the test of an empty list. A later point tests its earlier ones by the unit vectors
  // they were stored with, so each is inside exactly when its own point is: three products
  // each rather than the haversine's dozen calls (decision 0049).
  const nearestEarlier = nearestCosineOf("p.earlier_units", sql`p.ordinal`, area);
  return sql`select 1 from service_points p where ${pointInside(area, area.km)}
    and (p.ordinal = 0 or ${nearestEarlier} < ${cosineOfRadius(area)})
    and ${allOf(pointConditions)}`;
}

/**
 * The radius of a circle around the centre that would hold `services` of the circle's `total`
 * if they were spread evenly, and a twentieth of a mile more: where a widening read starts.
 */
function firstCircleKm(area: Circle, services: number, total: number): number {
  return Math.min(area.km, area.km * Math.sqrt(services / Math.max(total, 1)) + 0.05 * KM_PER_MILE);
}

/**
 * A page of the nearest services: services within a small circle first, widened until it holds
 * the page. Every service nearer than the circle's edge is in it, so the order is exact.
 */
export async function nearestFirst(
  db: Db,
  search: {
    area: Circle;
    rows: Rows;
    condition: SQL;
    /** The filters' conditions on points `p`, which the condition on `s` holds too. */
    pointConditions: readonly SQL[];
    /** What orders the services at the same distance: their relevance. */
    relevance: SQL;
    total: number;
    pagination: { page: number; perPage: number };
  },
): Promise<Hit[]> {
  const { area, rows, condition, total, pagination } = search;
  const needed = pagination.page * pagination.perPage;
  const order = sql`km asc, ${search.relevance} desc, s.sort_name asc, s.service_id asc`;
  if (total <= ONE_PASS_LIMIT) {
    // Few matches: measure each one.
    return queryRows<Hit>(
      db,
      sql`select s.service_id as id, ${rows.km} as km from ${rows.from}
        where ${condition} order by ${order}
        limit ${pagination.perPage} offset ${(pagination.page - 1) * pagination.perPage}`,
    );
  }
  // Spread evenly, the page would need this share of the circle's area; start at twice it.
  let km = firstCircleKm(area, 2 * needed, total);
  for (;;) {
    const nearestRows = await queryRows<Hit & { score: number; sort_name: string }>(
      db,
      sql`select s.service_id as id, n.km from service_search s
        join (${nearestPoints(area, km, search.pointConditions)}) n on n.service_id = s.service_id
        where ${condition}
        order by ${order}
        limit ${needed}`,
    );
    if (nearestRows.length >= needed || km >= area.km) {
      return nearestRows.slice((pagination.page - 1) * pagination.perPage);
    }
    km = Math.min(area.km, km * 2);
  }
}

/**
 * The first circle `bestNearFirst` reads holds, spread evenly, this many times the services up
 * to the page's last: most of the best are near the centre and of the best quality.
 */
export const FIRST_CIRCLE_SHARE = 8;

/**
 * The radius within which a level of quality is read when the best level is read within `km`:
 * beyond it the level's services score no more than the best level's can beyond `km`
 * (decision 0067). 0 when even its services at the centre could not; the whole circle from
 * where the proximity factor stops falling.
 */
function levelKm(area: Circle, km: number, quality: number): number {
  if (km >= area.km) return area.km;
  const bound = QUALITY_MAX * proximityAt(km);
  // A hair wider than the exact radius, so rounding never leaves a service of the bound unread.
  const radius = proximityRadiusKm(bound / quality) * (1 + 1e-6);
  return quality * proximityAt(radius) <= bound ? Math.min(area.km, radius) : area.km;
}

/** Each service of a level of quality with a point within `km`, and its nearest point's km. */
function levelPoints(area: Circle, km: number, score: number | null, conditions: readonly SQL[]) {
  return nearestPoints(area, km, [...conditions, scoreIs(sql`p.score`, score)]);
}

/**
 * A page of the best-scoring services in the circle, when nearness is one factor of the score:
 * services within a small circle are ranked first, and the circle is widened until the page's
 * last outscores the most (`ceiling`) any service further out could score. Only then are the
 * rest left unread, so the page is the one ranking every match gives. Services of lower quality
 * are read within a smaller circle, beyond which they could score no more (decision 0067).
 */
export async function bestNearFirst(
  db: Db,
  search: {
    area: Circle;
    /** Conditions on search row `s` besides the circle. */
    condition: SQL;
    /** The filters' conditions on points `p`, which the condition on `s` holds too. */
    pointConditions: readonly SQL[];
    /** A service's score, given its distance in km. */
    score: (km: SQL) => SQL;
    /** The most any service of the best quality whose nearest place is `km` away can score. */
    ceiling: (km: number) => number;
    total: number;
    pagination: { page: number; perPage: number };
    firstCircleShare: number;
  },
): Promise<Hit[]> {
  const { area, condition, total, pagination } = search;
  const needed = pagination.page * pagination.perPage;
  let km = firstCircleKm(area, search.firstCircleShare * needed, total);
  for (;;) {
    const levels = SCORE_LEVELS.flatMap((score) => {
      const radius = levelKm(area, km, qualityOf(score));
      return radius > 0 ? [levelPoints(area, radius, score, search.pointConditions)] : [];
    });
    const best = await queryRows<Hit & { score: number }>(
      db,
      sql`select s.service_id as id, n.km, ${search.score(sql`n.km`)} as score
        from service_search s
        join (${sql.join(levels, sql` union all `)}) n on n.service_id = s.service_id
        where ${condition}
        order by score desc, s.sort_name asc, s.service_id asc
        limit ${needed}`,
    );
    const last = best[needed - 1];
    if (km >= area.km || (last !== undefined && last.score > search.ceiling(km))) {
      return best.slice(needed - pagination.perPage).map((hit) => ({ id: hit.id, km: hit.km }));
    }
    km = Math.min(area.km, km * 2);
  }
}

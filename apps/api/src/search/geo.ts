// Radius searches: a bounding box on `locations (lat, lon)` narrows the rows through its index
// before the exact haversine distance is computed (no cube/earthdistance: see the README).
// Pure SQL and arithmetic: routes build on it, never the other way round.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { locations } from "../db/schema.ts";

export const KM_PER_MILE = 1.609344;
/** Upstream's radius when `distance` is absent or 0. */
export const DEFAULT_MILES = 5;
export const KM_PER_DEGREE_LAT = 111.045;
/** The mean Earth radius the haversine below uses. */
const EARTH_RADIUS_KM = 6371;

export type Point = { lat: number; lon: number };
export type Circle = Point & { km: number };

export function circle(point: Point, miles: number | undefined): Circle {
  return {
    ...point,
    km: (miles === undefined || miles === 0 ? DEFAULT_MILES : miles) * KM_PER_MILE,
  };
}

/** `locations` rows inside the circle's bounding box (a superset of the circle). */
export function insideBox(area: Circle): SQL {
  const dLat = area.km / KM_PER_DEGREE_LAT;
  const latitude = sql`${locations.lat} between ${area.lat - dLat} and ${area.lat + dLat}`;
  const cosine = Math.cos((Math.abs(area.lat) * Math.PI) / 180);
  const dLon = Math.abs(area.lat) + dLat >= 90 ? 360 : area.km / (KM_PER_DEGREE_LAT * cosine);
  // Near a pole or across the antimeridian a longitude range would wrap: latitude alone narrows.
  if (area.lon - dLon < -180 || area.lon + dLon > 180) return latitude;
  return sql`${latitude} and ${locations.lon} between ${area.lon - dLon} and ${area.lon + dLon}`;
}

/**
 * Great-circle kilometres (haversine, no extension) from a point to the row whose latitude and
 * longitude columns are given. The haversine term is capped at 1: rounding can take it just
 * above for points nearly opposite each other, where asin() would fail.
 */
export function greatCircleKm(lat: SQL, lon: SQL, point: Point): SQL {
  return sql`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat})) * cos(radians(${lat}))
    * power(sin(radians(${lon} - ${point.lon}) / 2), 2)))))`;
}

/**
 * The point's position on the unit sphere, `[x, y, z]`, as SQL over its latitude and longitude
 * in degrees. `service_points` stores it for each place (`unit_x`, `unit_y`, `unit_z`) with
 * exactly this expression, so a place measured here from its coordinates gets the same floats.
 */
export function unitVector(lat: SQL, lon: SQL): [SQL, SQL, SQL] {
  return [
    sql`cos(radians(${lat})) * cos(radians(${lon}))`,
    sql`cos(radians(${lat})) * sin(radians(${lon}))`,
    sql`sin(radians(${lat}))`,
  ];
}

/**
 * The cosine of the angle between a place (its unit vector as SQL) and the circle's centre: a
 * place is inside the circle exactly when this is at least `cosineOfRadius(area)`. Three
 * products and no trigonometry for each place, where the haversine takes a dozen function
 * calls (decision 0043).
 */
export function cosineToCentre([x, y, z]: readonly [SQL, SQL, SQL], area: Point): SQL {
  const lat = (area.lat * Math.PI) / 180;
  const lon = (area.lon * Math.PI) / 180;
  return sql`(${x} * ${Math.cos(lat) * Math.cos(lon)}::float8
    + ${y} * ${Math.cos(lat) * Math.sin(lon)}::float8 + ${z} * ${Math.sin(lat)}::float8)`;
}

/**
 * The least cosine to the centre of a place inside the circle: -2, below any, for a circle
 * reaching round the Earth.
 */
export function cosineOfRadius(area: Circle): number {
  const angle = area.km / EARTH_RADIUS_KM;
  return angle >= Math.PI ? -2 : Math.cos(angle);
}

/** Kilometres from the point to the `locations` row. */
export function distanceKm(point: Point): SQL {
  return greatCircleKm(sql`${locations.lat}`, sql`${locations.lon}`, point);
}

/** Great-circle kilometres between two points, for ordering rows already loaded. */
export function kmBetween(a: Point, b: Point): number {
  const rad = (degrees: number): number => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Beyond this many miles the decay is below a double's precision next to 0.5 (0.5^64), so the
 * factor is exactly 0.5 already. Capping the exponent's miles here keeps power() from reaching
 * 0, which PostgreSQL reports as an underflow error (at 32.8 miles uncapped).
 */
const DECAY_SETTLED_MILES = 8;

/**
 * A gentle preference for nearer results inside the radius: ×1 at the centre, towards ×0.5 a
 * few miles out, and ×0.5 at any greater distance. Upstream's Gaussian decay (scale 1 mile)
 * targets a nested field and barely acts; a full one would let distance override relevance,
 * which `order=distance` is for. A distance that is not a number (NaN sorts above every number
 * in PostgreSQL, so least() takes the cap) or is missing scores as far away.
 */
export function proximityFactor(km: SQL): SQL {
  const miles = sql`least(coalesce(${km} / ${KM_PER_MILE}, 'Infinity'::float8), ${DECAY_SETTLED_MILES})`;
  return sql`(0.5 + 0.5 * power(0.5, power(${miles}, 2)))`;
}

/** `proximityFactor` at a distance known here, to bound the scores of places further out. */
export function proximityAt(km: number): number {
  const miles = Math.min(Number.isNaN(km) ? Infinity : km / KM_PER_MILE, DECAY_SETTLED_MILES);
  return 0.5 + 0.5 * 0.5 ** (miles ** 2);
}

/**
 * The distance in km at which `proximityAt` falls to `factor`: 0 for a factor of 1 or more, and
 * Infinity for one of 0.5 or less, which the factor never falls below.
 */
export function proximityRadiusKm(factor: number): number {
  if (factor >= 1) return 0;
  if (factor <= 0.5) return Infinity;
  return Math.sqrt(-Math.log2(2 * factor - 1)) * KM_PER_MILE;
}

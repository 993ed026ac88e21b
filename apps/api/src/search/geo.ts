// Radius searches: a bounding box on `locations (lat, lon)` narrows the rows through its index
// before the exact haversine distance is computed (no cube/earthdistance: see the README).
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { locations } from "../db/schema.ts";
import { haversineKm } from "../routes/services.ts";

export const KM_PER_MILE = 1.609344;
/** Upstream's radius when `distance` is absent or 0. */
export const DEFAULT_MILES = 5;
const KM_PER_DEGREE_LAT = 111.045;

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

/** Kilometres from the circle's centre to the `locations` row. */
export function distanceKm(point: Point): SQL {
  return haversineKm(point);
}

/** Great-circle kilometres between two points, for ordering rows already loaded. */
export function kmBetween(a: Point, b: Point): number {
  const rad = (degrees: number): number => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * A gentle preference for nearer results inside the radius: ×1 at the centre, towards ×0.5 a
 * few miles out. Upstream's Gaussian decay (scale 1 mile) targets a nested field and barely acts;
 * a full one would let distance override relevance, which `order=distance` is for.
 */
export function proximityFactor(km: SQL): SQL {
  return sql`(0.5 + 0.5 * power(0.5, power(${km} / ${KM_PER_MILE}, 2)))`;
}

// How far a resident is from a service: the great-circle distance from the searched point to the
// nearest of the service's places, in miles, worded as a results page shows it ("0.8 miles").
// Computed from the search result's own locations, so it works against any Connected Places API.
import { t } from "./messages/index.ts";

export type GeoPoint = { readonly lat: number; readonly lon: number };

export const KM_PER_MILE = 1.609344;
const EARTH_RADIUS_KM = 6371;

/** Great-circle kilometres between two points (haversine). */
export function kmBetween(a: GeoPoint, b: GeoPoint): number {
  const rad = (degrees: number): number => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Miles from `from` to the nearest of `places`, or null when there are none. */
export function nearestMiles(from: GeoPoint, places: readonly GeoPoint[]): number | null {
  if (places.length === 0) return null;
  return Math.min(...places.map((place) => kmBetween(from, place))) / KM_PER_MILE;
}

/**
 * "0.8 miles", "1 mile", "12 miles": tenths under ten miles (rounded up from nothing to 0.1, so
 * no place reads as "0 miles"), whole miles beyond.
 */
export function formatMiles(miles: number): string {
  const rounded = miles < 10 ? Math.max(0.1, Math.round(miles * 10) / 10) : Math.round(miles);
  return rounded === 1
    ? t("ui.search.oneMile")
    : t("ui.search.miles", { miles: rounded.toLocaleString("en-GB") });
}

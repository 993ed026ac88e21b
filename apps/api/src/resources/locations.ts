// Location (contract §2).
import { inArray } from "drizzle-orm";
import { locations } from "../db/schema.ts";
import { formatTimestamp } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { loadImageRefs } from "./images.ts";
import type { ImageRef } from "./images.ts";

export type LocationRow = typeof locations.$inferSelect;

export type LocationResource = {
  id: string;
  has_image: boolean;
  address_line_1: string;
  address_line_2: string | null;
  address_line_3: string | null;
  city: string;
  county: string;
  postcode: string;
  country: string;
  lat: number;
  lon: number;
  image: ImageRef | null;
  accessibility_info: string | null;
  has_wheelchair_access: boolean;
  has_induction_loop: boolean;
  has_accessible_toilet: boolean;
  created_at: string;
  updated_at: string;
};

export async function presentLocations(
  ctx: PresentContext,
  rows: readonly LocationRow[],
): Promise<LocationResource[]> {
  const image = await loadImageRefs(
    ctx,
    rows.map((row) => row.imageFileId),
  );
  return rows.map((row) => ({
    id: row.id,
    has_image: row.imageFileId !== null,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    address_line_3: row.addressLine3,
    city: row.city,
    county: row.county,
    postcode: row.postcode,
    country: row.country,
    lat: row.lat,
    lon: row.lon,
    image: image(row.imageFileId),
    accessibility_info: row.accessibilityInfo,
    has_wheelchair_access: row.hasWheelchairAccess,
    has_induction_loop: row.hasInductionLoop,
    has_accessible_toilet: row.hasAccessibleToilet,
    created_at: formatTimestamp(row.createdAt),
    updated_at: formatTimestamp(row.updatedAt),
  }));
}

export async function loadLocationResources(
  ctx: PresentContext,
  ids: readonly string[],
): Promise<Map<string, LocationResource>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(locations)
    .where(inArray(locations.id, [...new Set(ids)]));
  const presented = await presentLocations(ctx, rows);
  return new Map(presented.map((location) => [location.id, location]));
}

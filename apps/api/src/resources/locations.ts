// Location (contract §2).
import type { LocationSchema } from "@hub/api-client/schemas";
import { inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import { locations } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import { timestampSql } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { imageRefSql } from "./images.ts";

export type LocationRow = typeof locations.$inferSelect;

export type LocationResource = z.input<typeof LocationSchema>;

/** The given locations in their order, built as JSON by `locationResourceSql`. */
export async function presentLocations(
  ctx: PresentContext,
  rows: readonly LocationRow[],
): Promise<LocationResource[]> {
  if (rows.length === 0) return [];
  const presented = await queryRows<{ location: LocationResource }>(
    ctx.db,
    sql`select ${locationResourceSql(ctx, sql`locations.id`)} as location
    from locations
    where ${inArray(
      locations.id,
      rows.map((row) => row.id),
    )}`,
  );
  const byId = new Map(presented.map(({ location }) => [location.id, location]));
  return rows.flatMap((row) => byId.get(row.id) ?? []);
}

/** The JSON location `locationId` refers to, or null: the one shape of a location. */
export function locationResourceSql(ctx: PresentContext, locationId: SQL): SQL {
  return sql`(
    select json_build_object(
      'id', location.id,
      'has_image', location.image_file_id is not null,
      'address_line_1', location.address_line_1,
      'address_line_2', location.address_line_2,
      'address_line_3', location.address_line_3,
      'city', location.city,
      'county', location.county,
      'postcode', location.postcode,
      'country', location.country,
      'lat', location.lat,
      'lon', location.lon,
      'image', ${imageRefSql(ctx, sql`location.image_file_id`)},
      'accessibility_info', location.accessibility_info,
      'has_wheelchair_access', location.has_wheelchair_access,
      'has_induction_loop', location.has_induction_loop,
      'has_accessible_toilet', location.has_accessible_toilet,
      'created_at', ${timestampSql(sql`location.created_at`)},
      'updated_at', ${timestampSql(sql`location.updated_at`)}
    )
    from locations location where location.id = ${locationId}
  )`;
}

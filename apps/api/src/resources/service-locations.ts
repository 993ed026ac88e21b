// ServiceLocation (contract §2): opening hours embedded, `is_open_now` and `next_occurs`
// computed at request time in Europe/London by @hub/opening-times.
import type { ServiceLocationSchema } from "@hub/api-client/schemas";
import { inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { isOpenNow, nextOccurs } from "@hub/opening-times";
import type { z } from "zod";
import { serviceLocations } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import { timestampSql } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { groupBy } from "./context.ts";
import { locationResourceSql } from "./locations.ts";
import type { LocationResource } from "./locations.ts";

export type ServiceLocationRow = typeof serviceLocations.$inferSelect;

export type ServiceLocationResource = z.input<typeof ServiceLocationSchema>;

/** Service locations in the order given, each with its location when `include.location`. */
export async function presentServiceLocations(
  ctx: PresentContext,
  rows: readonly ServiceLocationRow[],
  include: { location?: boolean } = {},
): Promise<ServiceLocationResource[]> {
  if (rows.length === 0) return [];
  const stored = await readServiceLocations(
    ctx,
    inArray(
      serviceLocations.id,
      rows.map((row) => row.id),
    ),
    include,
  );
  const byId = new Map(stored.map((item) => [item.id, item]));
  return rows.flatMap((row) => {
    const item = byId.get(row.id);
    return item ? [serviceLocationResource(ctx, item)] : [];
  });
}

/**
 * A service location as the database presents it: everything but what its hours mean at the
 * request's time, and its location (when included) or null. Search results keep these in their
 * stored documents (decision 0037).
 */
export type StoredServiceLocation = Omit<
  ServiceLocationResource,
  "is_open_now" | "next_occurs" | "location"
> & { location: LocationResource | null };

/** As search results store and present it: with its location. */
export type StoredServiceLocationWithLocation = StoredServiceLocation & {
  location: LocationResource;
};

/** A service location with its opening hours and what they mean at the request's time. */
export function serviceLocationResource(
  ctx: PresentContext,
  stored: StoredServiceLocationWithLocation,
): ServiceLocationResource & { location: LocationResource };
export function serviceLocationResource(
  ctx: PresentContext,
  stored: StoredServiceLocation,
): ServiceLocationResource;
export function serviceLocationResource(
  ctx: PresentContext,
  stored: StoredServiceLocation,
): ServiceLocationResource {
  const resource: ServiceLocationResource = {
    id: stored.id,
    service_id: stored.service_id,
    location_id: stored.location_id,
    has_image: stored.has_image,
    name: stored.name,
    is_open_now: isOpenNow(stored, ctx.now),
    regular_opening_hours: stored.regular_opening_hours,
    holiday_opening_hours: stored.holiday_opening_hours,
    next_occurs: nextOccurs(stored, ctx.now),
    created_at: stored.created_at,
    updated_at: stored.updated_at,
  };
  if (stored.location) resource.location = stored.location;
  return resource;
}

/**
 * Every service location of the given services as stored, each with its location (search
 * results' documents), in one statement (decision 0033).
 */
export async function readServiceLocationsByService(
  ctx: PresentContext,
  serviceIds: readonly string[],
): Promise<Map<string, StoredServiceLocationWithLocation[]>> {
  if (serviceIds.length === 0) return new Map();
  const stored = await readServiceLocations(
    ctx,
    inArray(serviceLocations.serviceId, [...serviceIds]),
    { location: true },
  );
  // `location_id` is a required foreign key, so an included location is always found.
  return groupBy(stored as StoredServiceLocationWithLocation[], (item) => item.service_id);
}

/**
 * A regular opening hour of the row `hour`, with only the field that anchors its frequency
 * (contract §2); a missing anchor reads as the first (Monday, the 1st) or as no date.
 */
const regularOpeningHourSql = sql`case hour.frequency
  when 'weekly' then json_build_object('frequency', hour.frequency,
    'weekday', coalesce(hour.weekday, 1),
    'opens_at', hour.opens_at, 'closes_at', hour.closes_at)
  when 'monthly' then json_build_object('frequency', hour.frequency,
    'day_of_month', coalesce(hour.day_of_month, 1),
    'opens_at', hour.opens_at, 'closes_at', hour.closes_at)
  when 'fortnightly' then json_build_object('frequency', hour.frequency,
    'starts_at', coalesce(to_char(hour.starts_at, 'YYYY-MM-DD'), ''),
    'opens_at', hour.opens_at, 'closes_at', hour.closes_at)
  when 'nth_occurrence_of_month' then json_build_object('frequency', hour.frequency,
    'weekday', coalesce(hour.weekday, 1),
    'occurrence_of_month', coalesce(hour.occurrence_of_month, 1),
    'opens_at', hour.opens_at, 'closes_at', hour.closes_at)
end`;

/**
 * The service locations `where` selects, by name then age, in one statement: the database
 * builds the hours and (when included) the location as JSON in their final shape; what the hours
 * mean is worked out by `serviceLocationResource` at the request's time.
 */
async function readServiceLocations(
  ctx: PresentContext,
  where: SQL,
  include: { location?: boolean },
): Promise<StoredServiceLocation[]> {
  const location = include.location
    ? locationResourceSql(ctx, sql`service_locations.location_id`)
    : sql`null`;
  return queryRows<StoredServiceLocation>(
    ctx.db,
    sql`select
      service_locations.id,
      service_locations.service_id,
      service_locations.location_id,
      service_locations.image_file_id is not null as has_image,
      service_locations.name,
      ${timestampSql(sql`service_locations.created_at`)} as created_at,
      ${timestampSql(sql`service_locations.updated_at`)} as updated_at,
      coalesce((
        select json_agg(${regularOpeningHourSql}
          -- Ties (the 2nd and 4th Monday at the same time) in a fixed order, not the table's.
          order by hour.weekday asc nulls last, hour.day_of_month asc nulls last, hour.opens_at,
            hour.occurrence_of_month asc nulls last, hour.closes_at, hour.id)
        from regular_opening_hours hour where hour.service_location_id = service_locations.id
      ), '[]'::json) as regular_opening_hours,
      coalesce((
        select json_agg(json_build_object(
            'is_closed', holiday.is_closed,
            'starts_at', holiday.starts_at,
            'ends_at', holiday.ends_at,
            'opens_at', holiday.opens_at,
            'closes_at', holiday.closes_at
          ) order by holiday.starts_at, holiday.ends_at, holiday.id)
        from holiday_opening_hours holiday
        where holiday.service_location_id = service_locations.id
      ), '[]'::json) as holiday_opening_hours,
      ${location} as location
    from service_locations
    where ${where}
    order by service_locations.name asc nulls last, service_locations.created_at, service_locations.id`,
  );
}

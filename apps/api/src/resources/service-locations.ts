// ServiceLocation (contract §2): opening hours embedded, `is_open_now` and `next_occurs`
// computed at request time in Europe/London by @hub/opening-times.
import { inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { isOpenNow, nextOccurs } from "@hub/opening-times";
import type { HolidayOpeningHour, NextOccurrence, RegularOpeningHour } from "@hub/opening-times";
import { serviceLocations } from "../db/schema.ts";
import type { regularOpeningHours } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import { timestampSql } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { groupBy } from "./context.ts";
import { locationResourceSql } from "./locations.ts";
import type { LocationResource } from "./locations.ts";

export type ServiceLocationRow = typeof serviceLocations.$inferSelect;

type RegularHourOutput = {
  frequency: RegularOpeningHour["frequency"];
  weekday?: number;
  day_of_month?: number;
  occurrence_of_month?: number;
  starts_at?: string;
  opens_at: string;
  closes_at: string;
};

export type ServiceLocationResource = {
  id: string;
  service_id: string;
  location_id: string;
  has_image: boolean;
  name: string | null;
  is_open_now: boolean;
  regular_opening_hours: RegularHourOutput[];
  holiday_opening_hours: HolidayOpeningHour[];
  next_occurs: NextOccurrence | null;
  created_at: string;
  updated_at: string;
  location?: LocationResource;
};

type RegularHourRow = Pick<
  typeof regularOpeningHours.$inferSelect,
  "frequency" | "weekday" | "dayOfMonth" | "occurrenceOfMonth" | "startsAt" | "opensAt" | "closesAt"
>;

/** Only the field that anchors each frequency is output (contract §2). */
function regularHour(row: RegularHourRow): RegularHourOutput {
  const hours = { opens_at: row.opensAt, closes_at: row.closesAt };
  switch (row.frequency) {
    case "weekly":
      return { frequency: row.frequency, weekday: row.weekday ?? 1, ...hours };
    case "monthly":
      return { frequency: row.frequency, day_of_month: row.dayOfMonth ?? 1, ...hours };
    case "fortnightly":
      return { frequency: row.frequency, starts_at: row.startsAt ?? "", ...hours };
    case "nth_occurrence_of_month":
      return {
        frequency: row.frequency,
        weekday: row.weekday ?? 1,
        occurrence_of_month: row.occurrenceOfMonth ?? 1,
        ...hours,
      };
  }
}

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

type ServiceLocationFields = Pick<
  ServiceLocationResource,
  "id" | "service_id" | "location_id" | "has_image" | "name" | "created_at" | "updated_at"
>;

/**
 * A service location as the database gives it: its fields, its hours as stored and (when
 * included) its location. Search results keep these in their stored documents (decision 0037).
 */
export type StoredServiceLocation = ServiceLocationFields & {
  regular_opening_hours: RegularHourRow[];
  holiday_opening_hours: HolidayOpeningHour[];
  location: LocationResource | null;
};

/** A service location with its opening hours and what they mean at the request's time. */
export function serviceLocationResource(
  ctx: PresentContext,
  stored: StoredServiceLocation,
): ServiceLocationResource {
  const hours = {
    regular_opening_hours: stored.regular_opening_hours.map(regularHour),
    holiday_opening_hours: stored.holiday_opening_hours,
  };
  const resource: ServiceLocationResource = {
    id: stored.id,
    service_id: stored.service_id,
    location_id: stored.location_id,
    has_image: stored.has_image,
    name: stored.name,
    is_open_now: isOpenNow(hours, ctx.now),
    regular_opening_hours: hours.regular_opening_hours,
    holiday_opening_hours: hours.holiday_opening_hours,
    next_occurs: nextOccurs(hours, ctx.now),
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
): Promise<Map<string, StoredServiceLocation[]>> {
  if (serviceIds.length === 0) return new Map();
  const stored = await readServiceLocations(
    ctx,
    inArray(serviceLocations.serviceId, [...serviceIds]),
    { location: true },
  );
  return groupBy(stored, (item) => item.service_id);
}

/**
 * The service locations `where` selects, by name then age, in one statement: the database
 * builds the hours and (when included) the location as JSON; what the hours mean is worked out
 * by `serviceLocationResource` at the request's time.
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
        select json_agg(json_build_object(
            'frequency', hour.frequency,
            'weekday', hour.weekday,
            'dayOfMonth', hour.day_of_month,
            'occurrenceOfMonth', hour.occurrence_of_month,
            'startsAt', hour.starts_at,
            'opensAt', hour.opens_at,
            'closesAt', hour.closes_at
          -- Ties (the 2nd and 4th Monday at the same time) in a fixed order, not the table's.
          ) order by hour.weekday asc nulls last, hour.day_of_month asc nulls last, hour.opens_at,
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

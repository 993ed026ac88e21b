// ServiceLocation (contract §2): opening hours embedded, `is_open_now` and `next_occurs`
// computed at request time in Europe/London by @hub/opening-times.
import { asc, inArray, sql } from "drizzle-orm";
import { isOpenNow, nextOccurs } from "@hub/opening-times";
import type { HolidayOpeningHour, NextOccurrence, RegularOpeningHour } from "@hub/opening-times";
import { holidayOpeningHours, regularOpeningHours, serviceLocations } from "../db/schema.ts";
import { formatTimestamp } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { groupBy } from "./context.ts";
import { loadLocationResources } from "./locations.ts";
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

/** Only the field that anchors each frequency is output (contract §2). */
function regularHour(row: typeof regularOpeningHours.$inferSelect): RegularHourOutput {
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

export async function presentServiceLocations(
  ctx: PresentContext,
  rows: readonly ServiceLocationRow[],
  include: { location?: boolean } = {},
): Promise<ServiceLocationResource[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [regular, holidays, locationsById] = await Promise.all([
    ctx.db
      .select()
      .from(regularOpeningHours)
      .where(inArray(regularOpeningHours.serviceLocationId, ids))
      .orderBy(
        sql`${regularOpeningHours.weekday} asc nulls last`,
        sql`${regularOpeningHours.dayOfMonth} asc nulls last`,
        asc(regularOpeningHours.opensAt),
      ),
    ctx.db
      .select()
      .from(holidayOpeningHours)
      .where(inArray(holidayOpeningHours.serviceLocationId, ids))
      .orderBy(asc(holidayOpeningHours.startsAt)),
    include.location
      ? loadLocationResources(
          ctx,
          rows.map((row) => row.locationId),
        )
      : Promise.resolve(undefined),
  ]);
  const regularBy = groupBy(regular, (row) => row.serviceLocationId);
  const holidaysBy = groupBy(holidays, (row) => row.serviceLocationId);
  return rows.map((row) => {
    const hours = {
      regular_opening_hours: (regularBy.get(row.id) ?? []).map(regularHour),
      holiday_opening_hours: (holidaysBy.get(row.id) ?? []).map((holiday) => ({
        is_closed: holiday.isClosed,
        starts_at: holiday.startsAt,
        ends_at: holiday.endsAt,
        opens_at: holiday.opensAt,
        closes_at: holiday.closesAt,
      })),
    };
    const resource: ServiceLocationResource = {
      id: row.id,
      service_id: row.serviceId,
      location_id: row.locationId,
      has_image: row.imageFileId !== null,
      name: row.name,
      is_open_now: isOpenNow(hours, ctx.now),
      regular_opening_hours: hours.regular_opening_hours,
      holiday_opening_hours: hours.holiday_opening_hours,
      next_occurs: nextOccurs(hours, ctx.now),
      created_at: formatTimestamp(row.createdAt),
      updated_at: formatTimestamp(row.updatedAt),
    };
    const location = locationsById?.get(row.locationId);
    if (location) resource.location = location;
    return resource;
  });
}

/** Every service location of the given services, each with its location (search results). */
export async function loadServiceLocationsByService(
  ctx: PresentContext,
  serviceIds: readonly string[],
): Promise<Map<string, ServiceLocationResource[]>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(serviceLocations)
    .where(inArray(serviceLocations.serviceId, [...serviceIds]))
    .orderBy(sql`${serviceLocations.name} asc nulls last`, asc(serviceLocations.createdAt));
  const presented = await presentServiceLocations(ctx, rows, { location: true });
  return groupBy(presented, (item) => item.service_id);
}

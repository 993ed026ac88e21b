// The feed's service_at_locations: a page of them with their location's and service's one-to-one
// fields (service_at_location_list.json), and one with both nested whole.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { queryRows } from "../db/types.ts";
import type { PresentContext } from "../resources/context.ts";
import { greatCircleKm, insideBox, type Circle } from "../search/geo.ts";
import { fullLocation, locationFields, serviceLocationRows } from "./locations.ts";
import { pageWindow } from "./present.ts";
import type { Json } from "./present.ts";
import type { Paging } from "./query.ts";
import { fullService } from "./service-detail.ts";
import { idList, serviceSummaries } from "./services.ts";

/** The place (`sl`) is at a location within the circle. */
export const placeWithin = (area: Circle): SQL => sql`exists (select 1 from locations
  where locations.id = sl.location_id and ${insideBox(area)}
    and ${greatCircleKm(sql`locations.lat`, sql`locations.lon`, area)} <= ${area.km})`;

/**
 * `where` is a condition on the service (`s`) and the place (`sl`), as `serviceConditions` and
 * `placeWithin` build it. The page is in
 * id order, which the primary key reads without sorting every service location.
 */
export async function serviceAtLocationPage(
  ctx: PresentContext,
  where: SQL,
  paging: Paging,
): Promise<{ items: Json[]; total: number }> {
  const { limit, offset } = pageWindow(paging);
  const from = sql`service_locations sl join services s on s.id = sl.service_id`;
  const [counted, page] = await Promise.all([
    queryRows<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from ${from} where ${where}`,
    ),
    queryRows<{ id: string }>(
      ctx.db,
      sql`select sl.id from ${from} where ${where}
        order by sl.id limit ${limit} offset ${offset}`,
    ),
  ]);
  return {
    items: await presentPage(
      ctx,
      page.map((row) => row.id),
    ),
    total: counted[0]?.total ?? 0,
  };
}

async function presentPage(ctx: PresentContext, ids: readonly string[]): Promise<Json[]> {
  if (ids.length === 0) return [];
  const rows = await serviceLocationRows(ctx.db, sql`sl.id in (${idList(ids)})`);
  const services = await serviceSummaries(ctx.db, ctx.apiBase, [
    ...new Set(rows.map((row) => row.service_id)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const service = row && services.get(row.service_id);
    if (!row || !service) return [];
    return [
      {
        id: row.id,
        service_id: row.service_id,
        location_id: row.location_id,
        location: locationFields(row),
        service,
      },
    ];
  });
}

/** The service location with its location and its (active) service nested whole, or null. */
export async function fullServiceAtLocation(ctx: PresentContext, id: string): Promise<Json | null> {
  const [row] = await serviceLocationRows(ctx.db, sql`sl.id = ${id}`);
  const service = row ? await fullService(ctx, row.service_id) : null;
  if (!row || !service) return null;
  // The service's own places are this record's siblings, not part of it.
  const { service_at_locations: _siblings, ...rest } = service;
  return {
    id: row.id,
    service_id: row.service_id,
    location_id: row.location_id,
    location: fullLocation(row),
    service: rest,
  };
}

// Locations (contract §4.7).
import { and, asc, getTableColumns, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Hono } from "hono";
import { locations } from "../db/schema.ts";
import { bindId } from "../http/bind.ts";
import type { AppEnv } from "../http/env.ts";
import { parseListQuery } from "../http/query.ts";
import { paginated, single } from "../http/respond.ts";
import { presentContext } from "../resources/context.ts";
import { presentLocations } from "../resources/locations.ts";
import type { LocationRow } from "../resources/locations.ts";
import { idIn, likeAny, listRoute, ordered, paginate, querySource } from "./shared.ts";

const ADDRESS_FIELDS = {
  address_line_1: locations.addressLine1,
  address_line_2: locations.addressLine2,
  address_line_3: locations.addressLine3,
  city: locations.city,
  county: locations.county,
  postcode: locations.postcode,
  country: locations.country,
} as const;
type AddressField = keyof typeof ADDRESS_FIELDS;
const addressFields = Object.keys(ADDRESS_FIELDS) as AddressField[];

export const LOCATION_LIST = {
  filters: ["id", ...addressFields],
  sorts: addressFields,
  defaultSort: addressFields,
} as const;

export function registerLocationRoutes(app: Hono<AppEnv>): void {
  listRoute(app, "/locations", async (c) => {
    const query = parseListQuery(await querySource(c), LOCATION_LIST);
    const ctx = presentContext(c);
    const conditions: SQL[] = [];
    if (query.filter.id !== undefined) conditions.push(idIn(locations.id, query.filter.id));
    for (const field of addressFields) {
      const value = query.filter[field];
      if (value !== undefined) conditions.push(likeAny(ADDRESS_FIELDS[field], value));
    }
    const where = and(...conditions);
    const page = await paginate(
      query,
      () => ctx.db.$count(locations, where),
      (limit, offset) =>
        ctx.db
          .select()
          .from(locations)
          .where(where)
          .orderBy(
            ...query.sort.map((term) =>
              ordered(sql`lower(${ADDRESS_FIELDS[term.field]})`, term.direction),
            ),
            asc(locations.id),
          )
          .limit(limit)
          .offset(offset),
    );
    return paginated(c, { ...page, items: await presentLocations(ctx, page.items) });
  });

  app.get("/locations/:location", async (c) => {
    const ctx = presentContext(c);
    const row = await bindId<LocationRow>(
      ctx.db,
      locations,
      getTableColumns(locations),
      c.req.param("location"),
      "Location",
    );
    const [location] = await presentLocations(ctx, [row]);
    return single(c, location);
  });
}

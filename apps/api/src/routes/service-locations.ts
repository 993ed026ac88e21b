// Service locations (contract §4.8): where and when a service runs. No status filtering.
import { and, asc, getTableColumns, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Hono } from "hono";
import { serviceLocations } from "../db/schema.ts";
import { bindId } from "../http/bind.ts";
import type { AppEnv } from "../http/env.ts";
import { parseListQuery } from "../http/query.ts";
import { paginated, single } from "../http/respond.ts";
import { presentContext } from "../resources/context.ts";
import { presentServiceLocations } from "../resources/service-locations.ts";
import type { ServiceLocationRow } from "../resources/service-locations.ts";
import { idIn, listRoute, paginate, querySource } from "./shared.ts";

export const SERVICE_LOCATION_LIST = {
  filters: ["id", "service_id"],
  includes: ["location"],
} as const;

export function registerServiceLocationRoutes(app: Hono<AppEnv>): void {
  listRoute(app, "/service-locations", async (c) => {
    const query = parseListQuery(await querySource(c), SERVICE_LOCATION_LIST);
    const ctx = presentContext(c);
    const conditions: SQL[] = [];
    if (query.filter.id !== undefined) conditions.push(idIn(serviceLocations.id, query.filter.id));
    if (query.filter.service_id !== undefined) {
      conditions.push(idIn(serviceLocations.serviceId, query.filter.service_id));
    }
    const where = and(...conditions);
    const page = await paginate(
      query,
      () => ctx.db.$count(serviceLocations, where),
      (limit, offset) =>
        ctx.db
          .select()
          .from(serviceLocations)
          .where(where)
          .orderBy(
            sql`lower(${serviceLocations.name}) asc nulls last`,
            asc(serviceLocations.createdAt),
            asc(serviceLocations.id),
          )
          .limit(limit)
          .offset(offset),
    );
    const items = await presentServiceLocations(ctx, page.items, {
      location: query.include.has("location"),
    });
    return paginated(c, { ...page, items });
  });

  app.get("/service-locations/:serviceLocation", async (c) => {
    const query = parseListQuery(await querySource(c), {
      includes: SERVICE_LOCATION_LIST.includes,
    });
    const ctx = presentContext(c);
    const row = await bindId<ServiceLocationRow>(
      ctx.db,
      serviceLocations,
      getTableColumns(serviceLocations),
      c.req.param("serviceLocation"),
      "ServiceLocation",
    );
    const [serviceLocation] = await presentServiceLocations(ctx, [row], {
      location: query.include.has("location"),
    });
    return single(c, serviceLocation);
  });
}

// Organisations (contract §4.5).
import { and, asc, getTableColumns, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Hono } from "hono";
import { organisations } from "../db/schema.ts";
import { bindIdOrSlug } from "../http/bind.ts";
import type { AppEnv } from "../http/env.ts";
import { parseBoolean, parseListQuery } from "../http/query.ts";
import { paginated, single } from "../http/respond.ts";
import { presentContext } from "../resources/context.ts";
import { presentOrganisations } from "../resources/organisations.ts";
import type { OrganisationRow } from "../resources/organisations.ts";
import { idIn, likeAny, listRoute, ordered, paginate, querySource } from "./shared.ts";

export const ORGANISATION_LIST = {
  filters: ["id", "name", "has_permission"],
  sorts: ["name"],
  defaultSort: ["name"],
} as const;

export function registerOrganisationRoutes(app: Hono<AppEnv>): void {
  listRoute(app, "/organisations", async (c) => {
    const query = parseListQuery(await querySource(c), ORGANISATION_LIST);
    const ctx = presentContext(c);
    const conditions: SQL[] = [];
    if (query.filter.id !== undefined) conditions.push(idIn(organisations.id, query.filter.id));
    if (query.filter.name !== undefined) {
      conditions.push(likeAny(organisations.name, query.filter.name));
    }
    if (
      query.filter.has_permission !== undefined &&
      parseBoolean(query.filter.has_permission) !== false
    ) {
      conditions.push(sql`false`);
    }
    const where = and(...conditions);
    const page = await paginate(
      query,
      () => ctx.db.$count(organisations, where),
      (limit, offset) =>
        ctx.db
          .select()
          .from(organisations)
          .where(where)
          .orderBy(
            ...query.sort.map((term) => ordered(sql`lower(${organisations.name})`, term.direction)),
            asc(organisations.id),
          )
          .limit(limit)
          .offset(offset),
    );
    return paginated(c, { ...page, items: await presentOrganisations(ctx, page.items) });
  });

  app.get("/organisations/:organisation", async (c) => {
    const ctx = presentContext(c);
    const row = await bindIdOrSlug<OrganisationRow>(
      ctx.db,
      organisations,
      getTableColumns(organisations),
      c.req.param("organisation"),
    );
    const [organisation] = await presentOrganisations(ctx, [row]);
    return single(c, organisation);
  });
}

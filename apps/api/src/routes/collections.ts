// Collections (contract §4.1–§4.3): categories, personas and event categories share one shape
// of routes. Lists return disabled collections too; the website filters on `enabled`.
import { and, asc, eq, getTableColumns } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Hono } from "hono";
import { collections } from "../db/schema.ts";
import { bindIdOrSlug } from "../http/bind.ts";
import type { AppEnv } from "../http/env.ts";
import { parseListQuery } from "../http/query.ts";
import { list, paginated, single } from "../http/respond.ts";
import { presentContext } from "../resources/context.ts";
import { presentCollections } from "../resources/collections.ts";
import type { CollectionRow, CollectionType } from "../resources/collections.ts";
import { idIn, listRoute, paginate, querySource } from "./shared.ts";

export const COLLECTION_LIST = { filters: ["id"] } as const;

const PATHS: Record<CollectionType, string> = {
  category: "/collections/categories",
  persona: "/collections/personas",
  "organisation-event": "/collections/organisation-events",
};

const order = [asc(collections.order), asc(collections.name), asc(collections.id)];

export function registerCollectionRoutes(app: Hono<AppEnv>): void {
  for (const [type, path] of Object.entries(PATHS) as [CollectionType, string][]) {
    const ofType = eq(collections.type, type);

    listRoute(app, path, async (c) => {
      const query = parseListQuery(await querySource(c), COLLECTION_LIST);
      const ctx = presentContext(c);
      const conditions: SQL[] = [ofType];
      if (query.filter.id !== undefined) conditions.push(idIn(collections.id, query.filter.id));
      const where = and(...conditions);
      const page = await paginate(
        query,
        () => ctx.db.$count(collections, where),
        (limit, offset) =>
          ctx.db
            .select()
            .from(collections)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
      );
      return paginated(c, { ...page, items: await presentCollections(ctx, page.items, type) });
    });

    app.get(`${path}/all`, async (c) => {
      const ctx = presentContext(c);
      const rows = await ctx.db
        .select()
        .from(collections)
        .where(ofType)
        .orderBy(...order);
      return list(c, await presentCollections(ctx, rows, type));
    });

    app.get(`${path}/:collection`, async (c) => {
      const ctx = presentContext(c);
      // Unlike upstream, the binding keeps to the route's type: a persona slug under
      // /collections/categories is a 404 rather than a persona in the category shape.
      const row = await bindIdOrSlug<CollectionRow>(
        ctx.db,
        collections,
        getTableColumns(collections),
        c.req.param("collection"),
        ofType,
      );
      const [collection] = await presentCollections(ctx, [row], type);
      return single(c, collection);
    });
  }
}

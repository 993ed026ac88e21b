// The Open Referral UK 3.0 feed of one tenant, mounted at `/{tenant}/oruk` (decision 0064):
// read-only, active services only, the profile's page envelope, empty fields left out.
import { sql } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { locatePostcode } from "../geocode/postcodes.ts";
import type { AppEnv } from "../http/env.ts";
import { HttpError, badRequest } from "../http/errors.ts";
import { presentContext } from "../resources/context.ts";
import { feedOpenApi } from "./openapi.ts";
import { feedPage } from "./present.ts";
import type { Json } from "./present.ts";
import { parsePaging, parsePlaceFilters, parseServiceFilters, pathId } from "./query.ts";
import {
  fullServiceAtLocation,
  placeWithin,
  serviceAtLocationPage,
} from "./service-at-locations.ts";
import { fullService } from "./service-detail.ts";
import { serviceConditions, servicePage, serviceSummaries } from "./services.ts";
import { oneTaxonomy, oneTerm, taxonomyPage, termPage } from "./taxonomies.ts";

/** What the metadata calls this feed. */
const HSDS_VERSION = "HSDS-UK-3.0";
const PROFILE_URL = "https://github.com/openreferral/uk-profile";

/** The feed's base URL: the tenant's `/core/v1` base with `/oruk` in its place. */
const feedBase = (c: Context<AppEnv>): string => c.var.apiBase.replace(/\/core\/v1$/, "/oruk");

/** A detail that exists, or a JSON 404 naming what was not found. */
async function found(
  kind: string,
  id: string | null,
  load: (id: string) => Promise<Json | null>,
): Promise<Json> {
  const record = id === null ? null : await load(id);
  if (!record) throw new HttpError(404, `No ${kind} has this id.`);
  return record;
}

function registerServices(app: Hono<AppEnv>): void {
  app.get("/services", async (c) => {
    const filters = parseServiceFilters(c);
    const ctx = presentContext(c);
    const page = await servicePage(ctx.db, await serviceConditions(ctx.db, filters), filters);
    const summaries = await serviceSummaries(ctx.db, ctx.apiBase, page.ids);
    const contents = page.ids.flatMap((id) => summaries.get(id) ?? []);
    return c.json(feedPage(filters, page.total, contents));
  });
  app.get("/services/:id", async (c) => {
    const ctx = presentContext(c);
    return c.json(await found("service", pathId(c.req.param("id")), (id) => fullService(ctx, id)));
  });
  app.get("/service_at_locations", async (c) => {
    const filters = parsePlaceFilters(c);
    const ctx = presentContext(c);
    const conditions = [await serviceConditions(ctx.db, filters, "place")];
    if (filters.postcode !== undefined && filters.proximity !== undefined) {
      // Without a distance the postcode filters nothing: the feed has no service areas.
      const centre = locatePostcode(filters.postcode, c.var.tenant.slug);
      if (centre === null) {
        throw badRequest(
          `The postcode parameter is invalid: ${filters.postcode} is not a postcode this directory can place.`,
        );
      }
      conditions.push(
        placeWithin({ lat: centre.lat, lon: centre.lon, km: filters.proximity / 1000 }),
      );
    }
    const where = sql.join(conditions, sql` and `);
    const page = await serviceAtLocationPage(ctx, where, filters);
    return c.json(feedPage(filters, page.total, page.items));
  });
  app.get("/service_at_locations/:id", async (c) => {
    const ctx = presentContext(c);
    return c.json(
      await found("service_at_location", pathId(c.req.param("id")), (id) =>
        fullServiceAtLocation(ctx, id),
      ),
    );
  });
}

function registerTaxonomies(app: Hono<AppEnv>): void {
  app.get("/taxonomies", async (c) => {
    const paging = parsePaging(c);
    const page = await taxonomyPage(c.var.tenant.db, paging);
    return c.json(feedPage(paging, page.total, page.items));
  });
  app.get("/taxonomies/:id", async (c) =>
    c.json(
      await found("taxonomy", pathId(c.req.param("id")), (id) => oneTaxonomy(c.var.tenant.db, id)),
    ),
  );
  app.get("/taxonomy_terms", async (c) => {
    const paging = parsePaging(c);
    const page = await termPage(c.var.tenant.db, paging);
    return c.json(feedPage(paging, page.total, page.items));
  });
  app.get("/taxonomy_terms/:id", async (c) =>
    c.json(
      await found("taxonomy_term", pathId(c.req.param("id")), (id) => oneTerm(c.var.tenant.db, id)),
    ),
  );
}

export function registerOrukRoutes(app: Hono<AppEnv>): void {
  app.get("/", (c) => {
    const base = feedBase(c);
    return c.json({
      version: HSDS_VERSION,
      profile: PROFILE_URL,
      openapi_url: `${base}/openapi.json`,
    });
  });
  app.get("/openapi.json", (c) => c.json(feedOpenApi(feedBase(c))));
  registerServices(app);
  registerTaxonomies(app);
}

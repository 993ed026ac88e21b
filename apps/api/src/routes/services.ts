// Services (contract §4.4): list, show, related.
import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Hono } from "hono";
import {
  organisations,
  serviceLocations,
  serviceTags,
  serviceTaxonomies,
  services,
  tags,
  taxonomies,
  locations,
} from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import { bindIdOrSlug } from "../http/bind.ts";
import type { AppEnv } from "../http/env.ts";
import { likePattern, parseBoolean, parseListQuery } from "../http/query.ts";
import type { ListQuery } from "../http/query.ts";
import { paginated, single } from "../http/respond.ts";
import { distanceKm } from "../search/geo.ts";
import { presentContext } from "../resources/context.ts";
import { presentServices, presentServicesById, serviceColumns } from "../resources/services.ts";
import type { ServiceRow } from "../resources/services.ts";
import { idIn, likeAny, listRoute, ordered, paginate, querySource, valueIn } from "./shared.ts";

export const SERVICE_LIST = {
  filters: [
    "id",
    "organisation_id",
    "name",
    "organisation_name",
    "status",
    "referral_method",
    "tags.slug",
    "has_permission",
  ],
  includes: ["organisation"],
  sorts: ["name", "organisation_name", "status", "referral_method", "score", "last_modified_at"],
  defaultSort: ["name"],
} as const;

type ServiceListQuery = ListQuery<
  (typeof SERVICE_LIST.filters)[number],
  (typeof SERVICE_LIST.includes)[number],
  (typeof SERVICE_LIST.sorts)[number]
>;

/** Guests (every caller of this server) only see active services in lists. */
export const activeOnly: SQL = eq(services.status, "active");

function serviceConditions(filter: ServiceListQuery["filter"]): SQL[] {
  const conditions: SQL[] = [activeOnly];
  if (filter.id !== undefined) conditions.push(idIn(services.id, filter.id));
  if (filter.organisation_id !== undefined) {
    conditions.push(idIn(services.organisationId, filter.organisation_id));
  }
  if (filter.name !== undefined) conditions.push(likeAny(services.name, filter.name));
  if (filter.organisation_name !== undefined) {
    // Upstream's custom filter: one LIKE on the whole value, commas not split.
    conditions.push(
      sql`exists (select 1 from ${organisations} where ${organisations.id} = ${services.organisationId}
        and ${ilike(organisations.name, likePattern(filter.organisation_name))})`,
    );
  }
  if (filter.status !== undefined) conditions.push(valueIn(services.status, filter.status));
  if (filter.referral_method !== undefined) {
    conditions.push(valueIn(services.referralMethod, filter.referral_method));
  }
  if (filter["tags.slug"] !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${serviceTags} join ${tags} on ${tags.id} = ${serviceTags.tagId}
        where ${serviceTags.serviceId} = ${services.id} and ${valueIn(tags.slug, filter["tags.slug"])})`,
    );
  }
  // Only signed-in administrators have permissions; a guest asking for them gets nothing.
  if (filter.has_permission !== undefined && parseBoolean(filter.has_permission) !== false) {
    conditions.push(sql`false`);
  }
  return conditions;
}

const organisationName = sql`(select lower(${organisations.name}) from ${organisations}
  where ${organisations.id} = ${services.organisationId})`;

function serviceOrder(sort: ServiceListQuery["sort"]): SQL[] {
  const columns: Record<ServiceListQuery["sort"][number]["field"], SQL> = {
    name: sql`lower(${services.name})`,
    organisation_name: organisationName,
    status: sql`${services.status}`,
    referral_method: sql`${services.referralMethod}`,
    score: sql`${services.score}`,
    last_modified_at: sql`${services.lastModifiedAt}`,
  };
  return [...sort.map((term) => ordered(columns[term.field], term.direction)), asc(services.id)];
}

export function registerServiceRoutes(app: Hono<AppEnv>): void {
  listRoute(app, "/services", async (c) => {
    const query = parseListQuery(await querySource(c), SERVICE_LIST);
    const ctx = presentContext(c);
    const where = and(...serviceConditions(query.filter));
    const page = await paginate(
      query,
      () => ctx.db.$count(services, where),
      (limit, offset) =>
        ctx.db
          .select(serviceColumns)
          .from(services)
          .where(where)
          .orderBy(...serviceOrder(query.sort))
          .limit(limit)
          .offset(offset),
    );
    const items = await presentServices(ctx, page.items, {
      organisation: query.include.has("organisation"),
    });
    return paginated(c, { ...page, items });
  });

  app.get("/services/:service", async (c) => {
    const query = parseListQuery(await querySource(c), { includes: SERVICE_LIST.includes });
    const ctx = presentContext(c);
    // No status check: an inactive service is still shown to guests (contract §4.4).
    const row = await bindIdOrSlug<ServiceRow>(
      ctx.db,
      services,
      serviceColumns,
      c.req.param("service"),
    );
    const [service] = await presentServices(ctx, [row], {
      organisation: query.include.has("organisation"),
    });
    return single(c, service);
  });

  app.get("/services/:service/related", async (c) => {
    const query = parseListQuery(await querySource(c), { includes: SERVICE_LIST.includes });
    const ctx = presentContext(c);
    const row = await bindIdOrSlug<ServiceRow>(
      ctx.db,
      services,
      serviceColumns,
      c.req.param("service"),
    );
    const near = parseLocation(new URL(c.req.url).searchParams);
    const related = await relatedServiceIds(ctx.db, row.id, near, query);
    const items = await presentServicesById(ctx, related.ids, {
      organisation: query.include.has("organisation"),
    });
    return paginated(c, { items, total: related.total, page: query.page, perPage: query.perPage });
  });
}

function parseLocation(params: URLSearchParams): { lat: number; lon: number } | null {
  const lat = Number.parseFloat(params.get("location[lat]") ?? "");
  const lon = Number.parseFloat(params.get("location[lon]") ?? "");
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

/**
 * Other active services sharing at least 3 category taxonomies, ordered by how many they share
 * at depth 6, then 5, … 1 (more first), then — when a location is given — by their nearest
 * service location, then by name (contract §4.4, §7.5; upstream's location ordering is broken,
 * this one works).
 */
async function relatedServiceIds(
  db: Parameters<typeof queryRows>[0],
  serviceId: string,
  near: { lat: number; lon: number } | null,
  pagination: { page: number; perPage: number },
): Promise<{ ids: string[]; total: number }> {
  const depthCount = (depth: number): SQL =>
    sql`count(*) filter (where ${taxonomies.depth} = ${depth})`;
  const distance = near
    ? sql`(select min(${distanceKm(near)}) from ${serviceLocations}
        join ${locations} on ${locations.id} = ${serviceLocations.locationId}
        where ${serviceLocations.serviceId} = ${services.id})`
    : null;
  const shared = db
    .select({
      id: services.id,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(services)
    .innerJoin(serviceTaxonomies, eq(serviceTaxonomies.serviceId, services.id))
    .innerJoin(taxonomies, eq(taxonomies.id, serviceTaxonomies.taxonomyId))
    .where(
      and(
        activeOnly,
        sql`${services.id} <> ${serviceId}`,
        inArray(
          serviceTaxonomies.taxonomyId,
          db
            .select({ id: serviceTaxonomies.taxonomyId })
            .from(serviceTaxonomies)
            .where(eq(serviceTaxonomies.serviceId, serviceId)),
        ),
      ),
    )
    .groupBy(services.id, services.name)
    .having(sql`count(*) >= 3`)
    .orderBy(
      ...[6, 5, 4, 3, 2, 1].map((depth) => sql`${depthCount(depth)} desc`),
      ...(distance ? [sql`${distance} asc nulls last`] : []),
      sql`lower(${services.name}) asc`,
      asc(services.id),
    )
    .limit(pagination.perPage)
    .offset((pagination.page - 1) * pagination.perPage);
  const rows = await shared;
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  if (pagination.page === 1) return { ids: [], total: 0 };
  // Past the last page the window count is unavailable; count separately.
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (
      select ${serviceTaxonomies.serviceId} from ${serviceTaxonomies}
      join ${services} on ${services.id} = ${serviceTaxonomies.serviceId}
      where ${activeOnly} and ${serviceTaxonomies.serviceId} <> ${serviceId}
        and ${serviceTaxonomies.taxonomyId} in (select ${serviceTaxonomies.taxonomyId}
          from ${serviceTaxonomies} where ${serviceTaxonomies.serviceId} = ${serviceId})
      group by ${serviceTaxonomies.serviceId} having count(*) >= 3) shared`,
  );
  return { ids: [], total: counted?.total ?? 0 };
}

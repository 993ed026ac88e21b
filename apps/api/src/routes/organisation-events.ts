// Organisation events, "What's on" (contract §4.6).
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Hono } from "hono";
import {
  collectionTaxonomies,
  collections,
  locations,
  organisationEventTaxonomies,
  organisationEvents,
} from "../db/schema.ts";
import { bindIdOrSlug } from "../http/bind.ts";
import type { AppEnv } from "../http/env.ts";
import { isUuid } from "../http/format.ts";
import { londonToday } from "../http/london.ts";
import { parseBoolean, parseListQuery, splitList } from "../http/query.ts";
import type { ListQuery } from "../http/query.ts";
import { paginated, single } from "../http/respond.ts";
import { presentContext } from "../resources/context.ts";
import { eventColumns, presentEvents } from "../resources/events.ts";
import type { EventRow } from "../resources/events.ts";
import { idIn, likeAny, listRoute, ordered, paginate, querySource } from "./shared.ts";

export const EVENT_LIST = {
  filters: [
    "id",
    "organisation_id",
    "homepage",
    "title",
    "starts_before",
    "starts_after",
    "ends_before",
    "ends_after",
    "has_wheelchair_access",
    "has_induction_loop",
    "has_accessible_toilet",
    "collections",
    "has_permission",
  ],
  includes: ["organisation"],
  sorts: ["start_date", "end_date", "title"],
  defaultSort: ["start_date"],
} as const;

type EventListQuery = ListQuery<
  (typeof EVENT_LIST.filters)[number],
  (typeof EVENT_LIST.includes)[number],
  (typeof EVENT_LIST.sorts)[number]
>;

const DATE = /^(\d{4}-\d{2}-\d{2})/;

/** The date part of a filter value; an unreadable date matches nothing. */
function dateCondition(column: PgColumn, operator: "<=" | ">=", value: string): SQL {
  const date = DATE.exec(value.trim())?.[1];
  if (date === undefined || Number.isNaN(Date.parse(date))) return sql`false`;
  return operator === "<=" ? sql`${column} <= ${date}` : sql`${column} >= ${date}`;
}

const accessibility = {
  has_wheelchair_access: locations.hasWheelchairAccess,
  has_induction_loop: locations.hasInductionLoop,
  has_accessible_toilet: locations.hasAccessibleToilet,
} as const;

function eventConditions(filter: EventListQuery["filter"], today: string): SQL[] {
  // Guests only see events ending today or later, whatever else they filter on.
  const conditions: SQL[] = [gte(organisationEvents.endDate, today)];
  if (filter.id !== undefined) conditions.push(idIn(organisationEvents.id, filter.id));
  if (filter.organisation_id !== undefined) {
    conditions.push(idIn(organisationEvents.organisationId, filter.organisation_id));
  }
  if (filter.homepage !== undefined) {
    const homepage = parseBoolean(filter.homepage);
    conditions.push(homepage === null ? sql`false` : eq(organisationEvents.homepage, homepage));
  }
  if (filter.title !== undefined) conditions.push(likeAny(organisationEvents.title, filter.title));
  if (filter.starts_before !== undefined) {
    conditions.push(dateCondition(organisationEvents.startDate, "<=", filter.starts_before));
  }
  if (filter.starts_after !== undefined) {
    conditions.push(dateCondition(organisationEvents.startDate, ">=", filter.starts_after));
  }
  if (filter.ends_before !== undefined) {
    conditions.push(dateCondition(organisationEvents.endDate, "<=", filter.ends_before));
  }
  if (filter.ends_after !== undefined) {
    conditions.push(dateCondition(organisationEvents.endDate, ">=", filter.ends_after));
  }
  for (const name of Object.keys(accessibility) as (keyof typeof accessibility)[]) {
    const value = filter[name];
    if (value === undefined) continue;
    const wanted = parseBoolean(value);
    conditions.push(
      wanted === null
        ? sql`false`
        : sql`not ${organisationEvents.isVirtual} and exists (select 1 from ${locations}
            where ${locations.id} = ${organisationEvents.locationId}
            and ${accessibility[name]} = ${wanted})`,
    );
  }
  if (filter.collections !== undefined) {
    const ids = splitList(filter.collections).filter(isUuid);
    conditions.push(
      ids.length === 0
        ? sql`false`
        : sql`exists (select 1 from ${organisationEventTaxonomies}
            join ${collectionTaxonomies}
              on ${collectionTaxonomies.taxonomyId} = ${organisationEventTaxonomies.taxonomyId}
            join ${collections} on ${collections.id} = ${collectionTaxonomies.collectionId}
            where ${organisationEventTaxonomies.organisationEventId} = ${organisationEvents.id}
              and ${collections.type} = 'organisation-event'
              and ${collections.id} in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )}))`,
    );
  }
  if (filter.has_permission !== undefined && parseBoolean(filter.has_permission) !== false) {
    conditions.push(sql`false`);
  }
  return conditions;
}

function eventOrder(sort: EventListQuery["sort"]): SQL[] {
  const terms = sort.flatMap((term) => {
    switch (term.field) {
      case "start_date":
        return [
          ordered(sql`${organisationEvents.startDate}`, term.direction),
          ordered(sql`${organisationEvents.startTime}`, term.direction),
        ];
      case "end_date":
        return [
          ordered(sql`${organisationEvents.endDate}`, term.direction),
          ordered(sql`${organisationEvents.endTime}`, term.direction),
        ];
      case "title":
        return [ordered(sql`lower(${organisationEvents.title})`, term.direction)];
    }
  });
  return [...terms, asc(organisationEvents.id)];
}

export function registerEventRoutes(app: Hono<AppEnv>): void {
  listRoute(app, "/organisation-events", async (c) => {
    const query = parseListQuery(await querySource(c), EVENT_LIST);
    const ctx = presentContext(c);
    const where = and(...eventConditions(query.filter, londonToday(ctx.now)));
    const page = await paginate(
      query,
      () => ctx.db.$count(organisationEvents, where),
      (limit, offset) =>
        ctx.db
          .select(eventColumns)
          .from(organisationEvents)
          .where(where)
          .orderBy(...eventOrder(query.sort))
          .limit(limit)
          .offset(offset),
    );
    const items = await presentEvents(ctx, page.items, {
      organisation: query.include.has("organisation"),
    });
    return paginated(c, { ...page, items });
  });

  app.get("/organisation-events/:event", async (c) => {
    const query = parseListQuery(await querySource(c), {
      includes: ["organisation", "location"] as const,
    });
    const ctx = presentContext(c);
    // No date restriction on a single event.
    const row = await bindIdOrSlug<EventRow>(
      ctx.db,
      organisationEvents,
      eventColumns,
      c.req.param("event"),
    );
    const [event] = await presentEvents(ctx, [row], {
      organisation: query.include.has("organisation"),
      location: query.include.has("location"),
    });
    return single(c, event);
  });
}

// Search (contract §4.10, §7): services, services of a collection, events and pages. Bodies are
// validated with the api-client's request schemas, so the website and this server reject the
// same input with the same Laravel messages. `page`/`per_page` come from the body or the query.
import {
  CategoryCollectionSearchRequestSchema,
  EventSearchRequestSchema,
  PageSearchRequestSchema,
  PersonaCollectionSearchRequestSchema,
  ServiceSearchRequestSchema,
  type ServiceSearchNotes,
  laravelMessages,
  normaliseInput,
  toValidationErrorResponse,
} from "@hub/api-client/schemas";
import { and, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { z } from "zod";
import { collections } from "../db/schema.ts";
import type { AppEnv } from "../http/env.ts";
import { validationFailed } from "../http/errors.ts";
import { londonToday } from "../http/london.ts";
import { parseListQuery, parsePagination, splitList } from "../http/query.ts";
import { paginated, paginator, requestUrl } from "../http/respond.ts";
import { presentContext } from "../resources/context.ts";
import type { PresentContext } from "../resources/context.ts";
import { loadEventRows, presentEvents } from "../resources/events.ts";
import { loadOrganisationResources } from "../resources/organisations.ts";
import { loadPageTree, presentPages } from "../resources/pages.ts";
import { presentServiceResults } from "../resources/service-documents.ts";
import type { PresentedService } from "../resources/service-documents.ts";
import type { ServiceLocationResource } from "../resources/service-locations.ts";
import { searchEvents } from "../search/events.ts";
import { circle, kmBetween } from "../search/geo.ts";
import { wallClockAt } from "../search/open-at.ts";
import type { WallClock } from "../search/open-at.ts";
import type { Point } from "../search/geo.ts";
import type { Hit, HitPage } from "../search/paging.ts";
import { searchPages } from "../search/pages.ts";
import { searchCollectionServices } from "../search/collection-services.ts";
import { didYouMean } from "../search/did-you-mean.ts";
import { searchServices } from "../search/services.ts";
import { prepareTextQuery } from "../search/text.ts";

export function registerSearchRoutes(app: Hono<AppEnv>): void {
  app.post("/search", async (c) => {
    const { input, pagination } = await readSearch(c, ServiceSearchRequestSchema);
    const include = includesOf(c);
    const ctx = presentContext(c);
    const order = input.order ?? "relevance";
    const search = {
      text: input.query === undefined ? null : await prepareTextQuery(ctx.db, input.query),
      categories: slugs(input.category),
      personas: slugs(input.persona),
      waitTime: input.wait_time,
      isFree: input.is_free,
      area: input.location && circle(input.location, input.distance),
      eligibilities: input.eligibilities,
      openAt: momentOf(input.open_at, input.open_now, ctx.now),
      organisations: slugs(input.organisation_id),
      order,
    };
    const result = await searchServices(ctx.db, search, pagination);
    const centre = order === "distance" ? input.location : undefined;
    const items = await presentServiceHits(ctx, result.hits, include, centre);
    // This project's notes on the keyword, beside the upstream envelope (docs/api-contract.md §5.7).
    const notes: ServiceSearchNotes = {
      broadened: result.broadened,
      did_you_mean: await didYouMean(ctx.db, search, result.total),
      // Only when services matching all but one word follow the full matches (§5.14).
      ...(result.fullMatches !== undefined && result.fullMatches < result.total
        ? { full_matches: result.fullMatches }
        : {}),
      ...(result.withoutHours === undefined ? {} : { without_hours: result.withoutHours }),
    };
    const page = { total: result.total, ...pagination };
    return c.json({ data: items, ...paginator(requestUrl(c), page), search: notes });
  });

  const collectionSearches = [
    ["categories", "category", CategoryCollectionSearchRequestSchema],
    ["personas", "persona", PersonaCollectionSearchRequestSchema],
  ] as const;
  for (const [path, type, schema] of collectionSearches) {
    app.post(`/search/collections/${path}`, async (c) => {
      const { input, pagination } = await readSearch(c, schema);
      const include = includesOf(c);
      const ctx = presentContext(c);
      const slug = "category" in input ? input.category : input.persona;
      const [collection] = await ctx.db
        .select({ id: collections.id })
        .from(collections)
        .where(and(eq(collections.type, type), eq(collections.slug, slug)));
      if (!collection) {
        throw validationFailed({
          [type]: [`The ${type} field must be a valid ${type} collection.`],
        });
      }
      const result = await searchCollectionServices(ctx.db, collection.id, pagination);
      return respond(c, result, pagination, await presentServiceHits(ctx, result.hits, include));
    });
  }

  app.post("/search/events", async (c) => {
    const { input, pagination } = await readSearch(c, EventSearchRequestSchema);
    const ctx = presentContext(c);
    const result = await searchEvents(
      ctx.db,
      {
        text: input.query === undefined ? null : await prepareTextQuery(ctx.db, input.query),
        categories: slugs(input.category),
        isFree: input.is_free,
        isVirtual: input.is_virtual,
        accessibility: {
          has_wheelchair_access: input.has_wheelchair_access,
          has_induction_loop: input.has_induction_loop,
          has_accessible_toilet: input.has_accessible_toilet,
        },
        startsAfter: wallClock("starts_after", input.starts_after),
        endsBefore: wallClock("ends_before", input.ends_before),
        today: londonToday(ctx.now),
        area: input.location && circle(input.location, input.distance),
        happeningAt: momentOf(input.happening_at, input.happening_now, ctx.now),
        order: input.order ?? "relevance",
      },
      pagination,
    );
    const rows = await loadEventRows(ctx, ids(result.hits));
    return respond(c, result, pagination, await presentEvents(ctx, rows));
  });

  app.post("/search/pages", async (c) => {
    const { input, pagination } = await readSearch(c, PageSearchRequestSchema);
    const ctx = presentContext(c);
    const result = await searchPages(
      ctx.db,
      await prepareTextQuery(ctx.db, input.query),
      pagination,
    );
    const tree = await loadPageTree(ctx.db);
    const rows = ids(result.hits).flatMap((id) => tree.get(id) ?? []);
    // The list shape without relations: upstream's search does not load them.
    return respond(c, result, pagination, await presentPages(ctx, tree, rows, { parent: false }));
  });
}

/**
 * The moment a search keeps what is open (§5.9) or on (§5.15) at: a `YYYY-MM-DDTHH:MM` given, or
 * when asked for now, the request's.
 */
function momentOf(
  at: string | undefined,
  now: boolean | undefined,
  clock: Date,
): WallClock | undefined {
  if (at !== undefined) {
    const [date = "", time = ""] = at.split("T");
    return { date, time: `${time}:00` };
  }
  return now === true ? wallClockAt(clock) : undefined;
}

/** The JSON body (anything else counts as empty), trimmed as upstream's input middleware does. */
async function readSearch<
  S extends z.ZodType<{ page?: number | undefined; per_page?: number | undefined }>,
>(
  c: Context<AppEnv>,
  schema: S,
): Promise<{ input: z.output<S>; pagination: { page: number; perPage: number } }> {
  const raw: unknown = await c.req.json().catch(() => ({}));
  const body = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : {};
  const parsed = schema.safeParse(normaliseInput(body));
  if (!parsed.success) throw validationFailed(toValidationErrorResponse(parsed.error).errors);
  const input = parsed.data;
  const pagination = parsePagination({ params: new URL(c.req.url).searchParams, body: input });
  return { input, pagination };
}

function respond(
  c: Context<AppEnv>,
  result: HitPage,
  pagination: { page: number; perPage: number },
  items: unknown[],
): Response {
  return paginated(c, { items, total: result.total, ...pagination });
}

const ids = (hits: readonly Hit[]): string[] => hits.map((hit) => hit.id);

/** A comma-separated list of slugs or ids. */
function slugs(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : splitList(value);
}

/**
 * `YYYY-MM-DD[THH:MM[:SS]]` → `YYYY-MM-DD HH:MM:SS` (London wall-clock, as events are stored).
 * The request schema only checks the shape; an impossible date is the same 422 here.
 */
function wallClock(key: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  // Absent time parts are undefined at run time, which `Number(… ?? 0)` turns into midnight.
  const parts: (string | undefined)[] = match?.slice(1) ?? [];
  const [year, month, day, hours, minutes, seconds] = parts.map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0, hours, minutes, seconds));
  const valid =
    match !== null &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === (month ?? 0) - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes &&
    date.getUTCSeconds() === seconds;
  if (!valid) throw validationFailed({ [key]: [laravelMessages.date(key)] });
  return date.toISOString().slice(0, 19).replace("T", " ");
}

/** Services with `service_locations[].location`; nearest first when ordered by distance. */
/**
 * What a service search embeds: `include=organisation`, this project's extension (contract
 * §5.12), spares the website a second request for the cards' organisations. Any other include
 * is a 400, as on the list endpoints.
 */
const SERVICE_SEARCH_INCLUDES = ["organisation"] as const;

function includesOf(c: Context<AppEnv>): ReadonlySet<(typeof SERVICE_SEARCH_INCLUDES)[number]> {
  const params = new URL(c.req.url).searchParams;
  return parseListQuery({ params }, { includes: SERVICE_SEARCH_INCLUDES }).include;
}

async function presentServiceHits(
  ctx: PresentContext,
  hits: readonly Hit[],
  include: ReadonlySet<(typeof SERVICE_SEARCH_INCLUDES)[number]>,
  centre?: Point,
): Promise<PresentedService[]> {
  const found = await presentServiceResults(ctx, ids(hits));
  const organisations = include.has("organisation")
    ? await loadOrganisationResources(
        ctx,
        found.map((service) => service.organisation_id),
      )
    : undefined;
  const presented = organisations
    ? found.map((service) => {
        const organisation = organisations.get(service.organisation_id);
        return organisation ? { ...service, organisation } : service;
      })
    : found;
  if (!centre) return presented;
  return presented.map((service) => {
    const distance = (item: ServiceLocationResource): number =>
      item.location ? kmBetween(centre, item.location) : 0;
    return {
      ...service,
      service_locations: service.service_locations.toSorted((a, b) => distance(a) - distance(b)),
    };
  });
}

// The ORUK feed's latency at scale (issue 40): pages of 50 services spread over the whole list,
// and services one by one spread over every id, each request once in turn from one client, so
// the figures are a reader's wait, not a queue's.
import { measureHttp } from "./http-bench.ts";
import type { OrukFeedFigure } from "./results.ts";
import type { ImportDatabase } from "./budgets.ts";

/** The page size the budget names. */
export const FEED_PAGE_SIZE = 50;
/** Requests measured per endpoint: enough for a p95 that is not one request's luck. */
const LIST_REQUESTS = 400;
const SERVICE_REQUESTS = 1000;
/** Requests of each endpoint before measuring: the JIT and the database's caches warm. */
const WARM_UP = 20;
/** The largest page the feed gives, to read every id in few requests. */
const ID_PAGE_SIZE = 200;
const JSON_HEADERS = { accept: "application/json" } as const;

async function getJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers: JSON_HEADERS });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The feed's `total_items`, from a page of one. */
export async function feedServiceCount(feedUrl: string): Promise<number> {
  const page = await getJson(`${feedUrl}/services?per_page=1`);
  if (typeof page.total_items !== "number") throw new Error(`${feedUrl}/services has no total`);
  return page.total_items;
}

/**
 * `count` of `items` spread evenly from the first to the last; more than there are, every item
 * in turn and then again, so no request directly repeats the one before it.
 */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length === 0) return [];
  return Array.from({ length: count }, (_, i) => {
    const index = count > items.length ? i % items.length : Math.floor((i * items.length) / count);
    const item = items[index];
    if (item === undefined) throw new Error("spread past the end");
    return item;
  });
}

async function everyServiceId(feedUrl: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const body = await getJson(`${feedUrl}/services?page=${page}&per_page=${ID_PAGE_SIZE}`);
    pages = typeof body.total_pages === "number" ? body.total_pages : 1;
    for (const service of Array.isArray(body.contents) ? body.contents : []) {
      const { id } = service as { id?: unknown };
      if (typeof id === "string") ids.push(id);
    }
  }
  return ids;
}

async function measurePaths(
  origin: string,
  paths: readonly string[],
): Promise<OrukFeedFigure["figures"]> {
  for (const warm of paths.slice(0, WARM_UP)) await getJson(`${origin}${warm}`);
  return measureHttp({
    targets: [{ origin, paths }],
    connections: 1,
    // Bounded by `amount`: each path once.
    durationSeconds: 600,
    amount: paths.length,
    headers: JSON_HEADERS,
  });
}

/** `GET /services?page=N&per_page=50` and `GET /services/{id}` of the feed at `feedUrl`. */
export async function measureFeed(
  feedUrl: string,
  database: ImportDatabase,
): Promise<OrukFeedFigure[]> {
  const { origin, pathname } = new URL(feedUrl);
  const services = await feedServiceCount(feedUrl);
  const pages = Array.from(
    { length: Math.max(1, Math.ceil(services / FEED_PAGE_SIZE)) },
    (_, i) => `${pathname}/services?page=${i + 1}&per_page=${FEED_PAGE_SIZE}`,
  );
  const listPaths = spread(pages, LIST_REQUESTS);
  const ids = await everyServiceId(feedUrl);
  const servicePaths = spread(ids, SERVICE_REQUESTS).map((id) => `${pathname}/services/${id}`);
  const describe = (paths: readonly string[]) => `${paths[0] ?? ""} (+${paths.length - 1} more)`;
  return [
    {
      database,
      endpoint: "list",
      path: describe(listPaths),
      figures: await measurePaths(origin, listPaths),
    },
    {
      database,
      endpoint: "service",
      path: describe(servicePaths),
      figures: await measurePaths(origin, servicePaths),
    },
  ];
}

// Building blocks shared by the route modules.
import { ilike, inArray, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Context, Handler, Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { isUuid } from "../http/format.ts";
import { likePattern, splitList } from "../http/query.ts";
import type { QuerySource } from "../http/query.ts";
import type { Page } from "../http/respond.ts";

/**
 * A list endpoint and its aliases: `GET /x`, `GET /x/index` and `POST /x/index` (contract §0).
 * Register lists before `/x/:param` routes so `index` is not taken for a slug.
 */
export function listRoute(app: Hono<AppEnv>, path: string, handler: Handler<AppEnv>): void {
  app.get(path, handler);
  app.get(`${path}/index`, handler);
  app.post(`${path}/index`, handler);
}

/** The query string, plus `page`/`per_page` of a JSON body on POST. */
export async function querySource(c: Context<AppEnv>): Promise<QuerySource> {
  const params = new URL(c.req.url).searchParams;
  if (c.req.method !== "POST") return { params };
  const body: unknown = await c.req.json().catch(() => undefined);
  return {
    params,
    body: typeof body === "object" && body !== null ? body : undefined,
  };
}

/** Runs the count and the page query of a length-aware paginator. */
export async function paginate<T>(
  pagination: { page: number; perPage: number },
  count: () => Promise<number>,
  fetch: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const { page, perPage } = pagination;
  const [total, items] = await Promise.all([count(), fetch(perPage, (page - 1) * perPage)]);
  return { items, total, page, perPage };
}

/** An exact filter on a uuid column: `a,b` → `IN (a, b)`; values that are not uuids match nothing. */
export function idIn(column: PgColumn, value: string): SQL {
  const ids = splitList(value).filter(isUuid);
  return ids.length === 0 ? sql`false` : inArray(column, ids);
}

/** An exact filter on a text column: `a,b` → `IN (a, b)`. */
export function valueIn(column: PgColumn | SQL, value: string): SQL {
  const values = splitList(value);
  return values.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        values.map((item) => sql`${item}`),
        sql`, `,
      )})`;
}

/** A partial filter: case-insensitive `%value%`, a comma list is an OR of them. */
export function likeAny(column: PgColumn, value: string): SQL {
  const parts = splitList(value);
  if (parts.length === 0) return sql`false`;
  return or(...parts.map((part) => ilike(column, likePattern(part)))) ?? sql`false`;
}

/** Ascending or descending, case-insensitively for text (MySQL's collation upstream). */
export function ordered(expression: SQL | PgColumn, direction: "asc" | "desc"): SQL {
  return direction === "desc" ? sql`${expression} desc` : sql`${expression} asc`;
}

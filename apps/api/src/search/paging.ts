// One round trip for a page of ranked hits and their total, whatever page is asked for (a page
// past the end still knows the total, unlike a window count over the page's own rows).
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { queryRows } from "../db/types.ts";
import type { Db } from "../db/types.ts";

export type Hit = {
  id: string;
  /** Kilometres to the search centre, when the search has one. */
  km: number | null;
};

export type HitPage = { hits: Hit[]; total: number };

/** A page, or any run of rows: `limit` rows after the first `offset`. */
type Window = { page: number; perPage: number } | { offset: number; limit: number };

const rowsOf = (window: Window): { offset: number; limit: number } =>
  "offset" in window
    ? window
    : { offset: (window.page - 1) * window.perPage, limit: window.perPage };

/**
 * `hits` selects at least `id` and `km` (and whatever `order` names); `order` is an ORDER BY
 * list over those columns, ending in a unique one so pages never overlap. A `total` already
 * counted is not counted again; otherwise the hits are counted as they are ranked, reported up
 * to `countUpTo` when given.
 */
export async function pageOfHits(
  db: Db,
  hits: SQL,
  order: SQL,
  window: Window,
  total?: number | { countUpTo: number },
): Promise<HitPage> {
  const { offset, limit } = rowsOf(window);
  // The page is cut with ORDER BY … LIMIT (a bounded top-N sort) before it is numbered, rather
  // than numbering every hit with a window function, which sorted all of them.
  const [row] = await queryRows<{ total: number; page: Hit[] }>(
    db,
    sql`with h as (${hits})
    select ${
      typeof total === "number"
        ? sql`${total}::int`
        : total === undefined
          ? sql`(select count(*)::int from h)`
          : sql`least((select count(*)::int from h), ${total.countUpTo}::int)`
    } as total,
      coalesce((select json_agg(json_build_object('id', h.id, 'km', h.km) order by ${order})
        from (select h.* from h order by ${order} limit ${limit} offset ${offset}) h),
        '[]'::json) as page`,
  );
  return { hits: row?.page ?? [], total: row?.total ?? (typeof total === "number" ? total : 0) };
}

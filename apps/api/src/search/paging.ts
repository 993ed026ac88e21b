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

/**
 * `hits` selects at least `id` and `km` (and whatever `order` names); `order` is an ORDER BY
 * list over those columns, ending in a unique one so pages never overlap.
 */
export async function pageOfHits(
  db: Db,
  hits: SQL,
  order: SQL,
  pagination: { page: number; perPage: number },
): Promise<HitPage> {
  const offset = (pagination.page - 1) * pagination.perPage;
  const [row] = await queryRows<{ total: number; page: Hit[] }>(
    db,
    sql`with h as (${hits})
    select (select count(*)::int from h) as total,
      coalesce((select json_agg(json_build_object('id', p.id, 'km', p.km) order by p.n)
        from (select h.id, h.km, row_number() over (order by ${order}) as n
          from h order by n limit ${pagination.perPage} offset ${offset}) p), '[]'::json) as page`,
  );
  return { hits: row?.page ?? [], total: row?.total ?? 0 };
}

// Pages search (contract §4.10.4, §7.4): enabled pages, by their weighted vector and by the names
// of the category and persona collections a landing page links to.
import { sql } from "drizzle-orm";
import type { Db } from "../db/types.ts";
import { pageOfHits } from "./paging.ts";
import type { HitPage } from "./paging.ts";
import type { MatchMode } from "./score.ts";
import type { TextQuery } from "./text.ts";

/** Linked collection names weigh like introduction text (upstream: 1 / 1.5 / 2). */
const COLLECTION_NAMES = sql`setweight(to_tsvector('english', search_fold(coalesce((
  select string_agg(c.name, ' ') from collection_pages cp
  join collections c on c.id = cp.collection_id
  where cp.page_id = p.id and c.type in ('category', 'persona')), ''))), 'B')`;

export async function searchPages(
  db: Db,
  text: TextQuery,
  pagination: { page: number; perPage: number },
): Promise<HitPage> {
  const all = await searchPagesMatching(db, text, pagination, "all");
  if (all.total > 0 || !text.canBroaden) return all;
  return searchPagesMatching(db, text, pagination, "any");
}

function searchPagesMatching(
  db: Db,
  text: TextQuery,
  pagination: { page: number; perPage: number },
  mode: MatchMode,
): Promise<HitPage> {
  const vector = sql`(p.search_vector || ${COLLECTION_NAMES})`;
  const hits = sql`select p.id, null::float8 as km, ${text.rank(vector, mode)} as score,
      lower(p.title) as sort_title
    from pages p
    where p.enabled and ${text.matches(vector, mode)}`;
  return pageOfHits(db, hits, sql`h.score desc, h.sort_title asc, h.id asc`, pagination);
}

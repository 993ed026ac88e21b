// The services that match all but one word of a keyword follow those that match every word
// (decision 0077): ranked apart, below every full match, and counted in the total, so pages run on
// across the boundary. A page inside the full matches only counts them; a page reaching past the
// full matches reads the part of them it shows, counted in the same statement.
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/types.ts";
import { TOTAL_LIMIT, countCapped } from "./counting.ts";
import { pageOfHits } from "./paging.ts";
import type { HitPage } from "./paging.ts";

/**
 * The partial matches of a search: a row for each, to count, and scored hits in their order,
 * each read by `read` (with a keyword alone, through the index, as the full matches are).
 */
export type PartialMatches = {
  matching: SQL;
  hits: SQL;
  order: SQL;
  read: <T>(db: Db, reading: (tx: Db) => Promise<T>) => Promise<T>;
};

/** A page of full matches followed by partial ones; `fullMatches`: how many of `total` are full. */
type MixedPage = HitPage & { fullMatches: number };

/**
 * The page of `full` (the full matches' own page and total) with the partial matches after
 * them. `counted`, when given, is the partial matches already counted (up to the total limit).
 */
export async function withPartialMatches(
  db: Db,
  full: HitPage,
  partial: PartialMatches,
  pagination: { page: number; perPage: number },
  counted?: number,
): Promise<MixedPage> {
  const room = TOTAL_LIMIT - full.total;
  if (room <= 0) return { ...full, fullMatches: full.total };
  const start = (pagination.page - 1) * pagination.perPage;
  const end = start + pagination.perPage;
  if (end <= full.total) {
    const more =
      counted ?? (await partial.read(db, (tx) => countCapped(tx, partial.matching, room)));
    return { ...full, total: full.total + Math.min(more, room), fullMatches: full.total };
  }
  const from = Math.max(start, full.total);
  const page = await partial.read(db, (tx) =>
    pageOfHits(
      tx,
      partial.hits,
      partial.order,
      { offset: from - full.total, limit: end - from },
      counted ?? { countUpTo: room },
    ),
  );
  return {
    hits: [...full.hits, ...page.hits],
    total: full.total + Math.min(page.total, room),
    fullMatches: full.total,
  };
}

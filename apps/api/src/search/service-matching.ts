// One services search in one match mode (services.ts): the rows it reads, its conditions, and
// how it scores and orders its hits.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Circle } from "./geo.ts";
import { proximityFactor } from "./geo.ts";
import type { MatchMode } from "./score.ts";
import type { Filters } from "./service-filters.ts";
import { nearest, nearestPoints, rowInside } from "./service-places.ts";
import type { Rows } from "./service-places.ts";
import type { ServiceSearch } from "./services.ts";
import { allOf } from "./sql.ts";

export type Pagination = { page: number; perPage: number };

/**
 * How a keyword's matches are read; every way gives the same page (tests compare them). Up to
 * `onePassLimit` matches are ranked in one pass rather than likeliest first, and large bands
 * are cut by quality from `qualityCutsFrom` matches.
 */
export type Reading = {
  onePassLimit: number;
  qualityCutsFrom: number;
  /** A place's matches without a keyword are read first from a circle holding this share. */
  firstCircleShare: number;
};

/** A services search in one match mode: the rows it reads, and how it scores and orders them. */
export type Matching = {
  search: ServiceSearch;
  filters: Filters;
  pagination: Pagination;
  mode: MatchMode;
  how: Reading;
  /** tsquery text of the keyword and the filters' tokens together ("" for neither). */
  query: string;
  /**
   * Without a keyword or filter tokens the circle is the narrowest condition: its points are
   * found through their index, once. With either, the full-text index narrows first, and only
   * the services it finds are measured.
   */
  pointsFirst: boolean;
  /** Without a keyword or a place, filters read only their narrow rows (decision 0044). */
  facetsOnly: boolean;
  rows: Rows;
  /** The conditions besides the tokens': the filters' columns, and a place inside the circle. */
  others: SQL[];
  condition: SQL;
  /** The conditions besides the circle's. */
  besidesPlace: SQL;
  /** A row for each match, to count. */
  matching: SQL;
  /** A hit's score, given its distance (null: the search has no place). */
  scoreAt: (km: SQL | null) => SQL;
  /**
   * Scored hits (`id`, `km`, `score`, `sort_name`) under the extra condition given; with
   * `implied`, the extra condition implies the keyword's, which is not tested again.
   */
  hits: (extra: SQL, implied?: boolean) => SQL;
  order: SQL;
};

/** The rows searched: search rows, joined to a circle's points or with their nearest place. */
function rowsOf(
  area: Circle | undefined,
  pointsFirst: boolean,
  facetsOnly: boolean,
  pointConditions: readonly SQL[],
): Rows {
  // Either way a service's distance is `n.km`. Points first, it is measured once per point;
  // with a keyword, PostgreSQL pulls the lateral expression up and measures it again wherever
  // `n.km` is read (the condition, and in a ranking the score and the output): an `offset 0`
  // fence to measure it once made the count slower (decision 0039).
  return area
    ? {
        from: pointsFirst
          ? sql`service_search s join (${nearestPoints(area, area.km, pointConditions)}) n
            on n.service_id = s.service_id`
          : sql`service_search s cross join lateral (${nearest(area)}) n`,
        km: sql`n.km`,
      }
    : { from: facetsOnly ? sql`service_facets s` : sql`service_search s`, km: null };
}

/** The search in one match mode, or null when nothing can match. */
export function matchingOf(
  search: ServiceSearch,
  filters: Filters,
  pagination: Pagination,
  mode: MatchMode,
  how: Reading,
): Matching | null {
  const text = search.text;
  const textQuery = text ? text.tsquery(mode) : null;
  if (filters.none || (text && textQuery === null)) return null;
  const query = [textQuery, filters.tokens].filter((part) => part !== null).join(" & ");
  const area = search.area;
  const pointsFirst = area !== undefined && query === "";
  const facetsOnly = !text && !area;
  const rows = rowsOf(area, pointsFirst, facetsOnly, filters.pointConditions);
  const others = [...filters.conditions, ...(area && !pointsFirst ? [rowInside(area)] : [])];
  const tokens = facetsOnly ? sql`s.tokens` : sql`s.vector`;
  const tokensMatch = query === "" ? [] : [sql`${tokens} @@ ${query}::tsquery`];
  const conditions = [...tokensMatch, ...others];
  const condition = allOf(conditions);
  // Every condition but the keyword's, for the parts of its matches that imply it.
  const besidesKeyword = allOf([
    ...(filters.tokens === null ? [] : [sql`s.vector @@ ${filters.tokens}::tsquery`]),
    ...others,
  ]);
  const base = text ? text.rank(sql`s.vector`, mode) : sql`1`;
  const km = rows.km;
  const scoreAt = (distance: SQL | null): SQL =>
    sql`(${base} + ${filters.boost}) * s.quality${
      distance ? sql` * ${proximityFactor(distance)}` : sql``
    }`;
  const score = scoreAt(km);
  const hits = (extra: SQL, implied = false) => sql`select s.service_id as id,
      ${km ?? sql`null::float8`} as km, ${score} as score, s.sort_name
    from ${rows.from} where ${implied ? besidesKeyword : condition}${extra}`;
  return {
    search,
    filters,
    pagination,
    mode,
    how,
    query,
    pointsFirst,
    facetsOnly,
    rows,
    others,
    condition,
    hits,
    besidesPlace: allOf([...tokensMatch, ...filters.conditions]),
    matching: sql`select 1 from ${rows.from} where ${condition}`,
    scoreAt,
    order: sql`h.score desc, h.sort_name asc, h.id asc`,
  };
}

// Services search (contract §4.10.1, §7.1).
//
// Searches read `service_search` (one row per active service, stored whole; categories, personas
// and eligibility are tokens in its vector, so every filter but price, wait and place is one
// full-text condition: service-filters.ts), `service_points` (radius and distance:
// service-places.ts) and, with neither a keyword nor a place, only `service_facets` (the same
// filter tokens and columns in a narrow row, decision 0044). Totals stop at 10 000, as upstream's
// Elasticsearch reports them (counting.ts). Ranking is exact, but a keyword with many matches
// ranks its likeliest rows first and reads further rows only when they could outscore the page
// (likeliest-first.ts). On PostgreSQL a broad keyword is counted on one pooled connection while
// it is ranked on another (decision 0041). After a keyword's full matches come those matching all
// but one of its words (partial-matches.ts, decision 0077). docs/search.md describes the whole.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { WAIT_TIMES } from "../db/schema.ts";
import { queryRows, runsStatementsAtOnce } from "../db/types.ts";
import type { Db } from "../db/types.ts";
import {
  TOTAL_LIMIT,
  countCapped,
  countKeyword,
  estimatedRows,
  inPageOrder,
  throughIndex,
} from "./counting.ts";
import type { Circle } from "./geo.ts";
import type { WallClock } from "./open-at.ts";
import { proximityAt } from "./geo.ts";
import { ONE_PASS_LIMIT, likeliestFirst, scoreCeiling, slicesOf } from "./likeliest-first.ts";
import { pageOfHits } from "./paging.ts";
import { withPartialMatches } from "./partial-matches.ts";
import type { PartialMatches } from "./partial-matches.ts";
import type { Hit, HitPage } from "./paging.ts";
import type { MatchMode } from "./score.ts";
import { filtersOf } from "./service-filters.ts";
import type { Filters } from "./service-filters.ts";
import {
  FIRST_CIRCLE_SHARE,
  bestNearFirst,
  nearestFirst,
  servicesInside,
} from "./service-places.ts";
import { matchingOf } from "./service-matching.ts";
import type { Matching, Pagination, Reading } from "./service-matching.ts";
import type { TextQuery } from "./text.ts";

type WaitTime = (typeof WAIT_TIMES)[number];

export type ServiceSearch = {
  text: TextQuery | null;
  /** Category collection slugs: services in any of them. */
  categories?: readonly string[] | undefined;
  /** Persona collection slugs: services in any of them. */
  personas?: readonly string[] | undefined;
  /** "At most" this wait; services without a wait time never match. */
  waitTime?: WaitTime | undefined;
  isFree?: boolean | undefined;
  area?: Circle | undefined;
  /** Eligibility option names ("12 - 15 years", "Homeless"). */
  eligibilities?: readonly string[] | undefined;
  /** The services open at this moment, at one of their locations. */
  openAt?: WallClock | undefined;
  /** Organisation ids: only their services. */
  organisations?: readonly string[] | undefined;
  order: "relevance" | "distance";
};

/**
 * How far the planner's estimate of a keyword's matches must pass a limit to be taken as past
 * it: it counts a query's alternatives as independent, and so overestimates (decision 0041).
 */
const ESTIMATE_MARGIN = 1.5;

/**
 * A page of hits; `broadened` when only any word matched; `fullMatches`, when partial matches
 * may follow, how many of `total` matched every word; `withoutHours`: left out for no hours.
 */
export type ServiceHitPage = HitPage & {
  broadened: boolean;
  fullMatches?: number;
  withoutHours?: number;
};

export async function searchServices(
  db: Db,
  search: ServiceSearch,
  pagination: Pagination,
  reading: Partial<Reading> = {},
): Promise<ServiceHitPage> {
  const filters = await filtersOf(db, search);
  const how: Reading = {
    onePassLimit: ONE_PASS_LIMIT,
    qualityCutsFrom: TOTAL_LIMIT,
    firstCircleShare: FIRST_CIRCLE_SHARE,
    ...reading,
  };
  const matching = (mode: MatchMode) => searchMatching(db, search, filters, pagination, mode, how);
  const partial = partialMatchesOf(search, filters, pagination, how);
  // Where statements run at once, the partial matches are counted while the full ones are read.
  const [all, counted] = await Promise.all([
    matching("all"),
    partial && runsStatementsAtOnce(db)
      ? partial.read(db, (tx) => countCapped(tx, partial.matching))
      : undefined,
  ]);
  const broadened = all.total === 0 && search.text?.canBroaden === true;
  const page: HitPage & { fullMatches?: number } = broadened
    ? await matching("any")
    : partial && all.total > 0
      ? await withPartialMatches(db, all, partial, pagination, counted)
      : all;
  if (filters.withoutHours === null) return { ...page, broadened };
  const left = { ...filters, ...filters.withoutHours };
  const unhoured = matchingOf(search, left, pagination, broadened ? "any" : "all", how);
  return {
    ...page,
    broadened,
    withoutHours: unhoured ? await countCapped(db, unhoured.matching) : 0,
  };
}

/** A keyword's matches of all its words but one, ranked by relevance or by distance. */
function partialMatchesOf(
  search: ServiceSearch,
  filters: Filters,
  pagination: Pagination,
  how: Reading,
): PartialMatches | null {
  const partial = search.text && matchingOf(search, filters, pagination, "allButOne", how);
  if (!partial) return null;
  const order =
    search.order === "distance" && search.area
      ? sql`h.km asc, h.score desc, h.sort_name asc, h.id asc`
      : partial.order;
  // Without a place a keyword is read through its index, as its full matches are (decision 0034).
  const read = <T>(db: Db, reading: (tx: Db) => Promise<T>): Promise<T> =>
    search.area ? reading(db) : throughIndex(db, reading);
  return { matching: partial.matching, hits: partial.hits(sql``), order, read };
}

async function searchMatching(
  db: Db,
  search: ServiceSearch,
  filters: Filters,
  pagination: Pagination,
  mode: MatchMode,
  how: Reading,
): Promise<HitPage> {
  const matching = matchingOf(search, filters, pagination, mode, how);
  if (!matching) return { hits: [], total: 0 };
  return search.text && !search.area
    ? searchKeyword(db, matching, search.text)
    : searchFiltered(db, matching);
}

/** Up to `onePassLimit` matches of a keyword are ranked in one pass; more, likeliest first. */
function onePass(matching: Matching, total: number): boolean {
  const { search, mode, how, pagination } = matching;
  const needed = pagination.page * pagination.perPage;
  return !(
    search.text &&
    mode === "all" &&
    total > Math.max(needed, how.onePassLimit) &&
    search.text.bands.length > 0
  );
}

function rankLikeliestFirst(
  db: Db,
  matching: Matching,
  keyword: TextQuery,
  byQuality: boolean,
): Promise<Hit[]> {
  return likeliestFirst(db, {
    hits: matching.hits,
    order: matching.order,
    slices: slicesOf(keyword, matching.filters.maxBoost, byQuality),
    pagination: matching.pagination,
  });
}

async function likeliest(
  db: Db,
  matching: Matching,
  keyword: TextQuery,
  total: number,
): Promise<HitPage> {
  return {
    hits: await rankLikeliestFirst(db, matching, keyword, total >= matching.how.qualityCutsFrom),
    total,
  };
}

/** A keyword alone is counted from its commonest sole term's count where it can be. */
function countMatching(matching: Matching, tx: Db): Promise<number> {
  const { search, mode, filters, others, query } = matching;
  return search.text && mode === "all" && filters.tokens === null && others.length === 0
    ? countKeyword(tx, query, search.text.soleTerms)
    : countCapped(tx, matching.matching);
}

/**
 * A keyword without a place. Where statements run at once (a pool of PostgreSQL connections) and
 * the planner expects well over one pass's matches, they are counted on one connection while
 * they are ranked on another. How many there are decides only how they are read, never the
 * page, so an estimate can choose (decision 0041). Otherwise they are counted and, when few
 * enough to rank in one pass, ranked, through the index and in one transaction.
 */
async function searchKeyword(db: Db, matching: Matching, text: TextQuery): Promise<HitPage> {
  const { mode, how, pagination } = matching;
  if (runsStatementsAtOnce(db) && mode === "all" && text.bands.length > 0) {
    const estimate = await estimatedRows(db, matching.matching);
    const byQuality = estimate >= ESTIMATE_MARGIN * how.qualityCutsFrom;
    // For several required units the planner multiplies its guesses, which overestimates far
    // more, so only the count may choose to cut by quality.
    const guessed = byQuality && text.units.filter((unit) => !unit.optional).length > 1;
    const needed = pagination.page * pagination.perPage;
    if (estimate > ESTIMATE_MARGIN * Math.max(needed, how.onePassLimit) && !guessed) {
      const [total, page] = await Promise.all([
        throughIndex(db, (tx) => countMatching(matching, tx)),
        rankLikeliestFirst(db, matching, text, byQuality),
      ]);
      return { hits: page, total };
    }
  }
  const counted = await throughIndex(db, async (tx): Promise<HitPage | number> => {
    const total = await countMatching(matching, tx);
    return total > 0 && onePass(matching, total)
      ? pageOfHits(tx, matching.hits(sql``), matching.order, pagination, total)
      : total;
  });
  if (typeof counted !== "number") return counted;
  return counted === 0 ? { hits: [], total: 0 } : likeliest(db, matching, text, counted);
}

/**
 * Filters, a place or both (with or without a keyword): counted, then read in distance order,
 * in quality order, or ranked.
 */
async function searchFiltered(db: Db, matching: Matching): Promise<HitPage> {
  const { search, filters, pagination, order, condition } = matching;
  const { text, area } = search;
  // Filters with eligibility rank every match by its boost, so they are counted as they are
  // ranked rather than read twice (decision 0044).
  if (matching.facetsOnly && filters.maxBoost > 0) {
    return pageOfHits(db, matching.hits(sql``), order, pagination, { countUpTo: TOTAL_LIMIT });
  }
  const total =
    area && matching.pointsFirst
      ? await inPageOrder(db, (tx) =>
          countCapped(tx, servicesInside(area, filters.pointConditions)),
        )
      : area || matching.query === ""
        ? await countCapped(db, matching.matching)
        : await throughIndex(db, (tx) => countCapped(tx, matching.matching));
  if (total === 0) return { hits: [], total };

  if (search.order === "distance" && area) {
    const relevance = sql`(${text ? text.rank(sql`s.vector`) : sql`1`} + ${filters.boost}) * s.quality`;
    const rows = matching.rows;
    return {
      hits: await nearestFirst(db, {
        area,
        rows,
        condition,
        pointConditions: filters.pointConditions,
        relevance,
        total,
        pagination,
      }),
      total,
    };
  }
  // Without a keyword, many matches in a circle: the best are near its centre.
  if (area && !text && total > matching.how.onePassLimit) {
    const hits = await bestNearFirst(db, {
      area,
      condition: matching.besidesPlace,
      pointConditions: filters.pointConditions,
      score: matching.scoreAt,
      // Without a keyword a row's base score is 1.
      ceiling: (km) => scoreCeiling(1, filters.maxBoost) * proximityAt(km),
      total,
      pagination,
      firstCircleShare: matching.how.firstCircleShare,
    });
    return { hits, total };
  }
  // Without a keyword the score is the boost and quality: the index already holds that order.
  if (!text && filters.maxBoost === 0 && !area) {
    return { hits: await inQualityOrder(db, condition, pagination), total };
  }
  return text && !onePass(matching, total)
    ? likeliest(db, matching, text, total)
    : pageOfHits(db, matching.hits(sql``), order, pagination, total);
}

/** Filters alone rank by quality, then name: read in the order of the index that holds it. */
async function inQualityOrder(db: Db, condition: SQL, pagination: Pagination): Promise<Hit[]> {
  return queryRows<Hit>(
    db,
    sql`select s.service_id as id, null::float8 as km from service_facets s where ${condition}
      order by s.quality desc nulls last, s.sort_name asc, s.service_id asc
      limit ${pagination.perPage} offset ${(pagination.page - 1) * pagination.perPage}`,
  );
}

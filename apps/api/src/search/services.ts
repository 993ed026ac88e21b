// Services search (contract §4.10.1, §7.1) and services of one collection (§4.10.2, §7.2).
//
// Searches read `service_search` (one row per active service, stored whole; categories, personas
// and eligibility are tokens in its vector, so every filter but price, wait and place is one
// full-text condition), `service_points` (radius and distance) and, with neither a keyword nor a
// place, only `service_facets` (the same filter tokens and columns in a narrow row, decision
// 0044). Totals stop at 10 000, as upstream's Elasticsearch reports them (docs/decisions/0016).
// Ranking is exact, but a keyword ranks its likeliest rows first (bands by what the name,
// organisation and own categories hold of it, then the other rows by quality), and reads further
// rows only when they could outscore the page (docs/decisions/0032, 0034, 0035, 0036, 0042). On
// PostgreSQL a broad keyword is counted on one pooled connection while it is ranked on another
// (docs/decisions/0041).
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { WAIT_TIMES } from "../db/schema.ts";
import { queryRows, runsStatementsAtOnce } from "../db/types.ts";
import type { Db } from "../db/types.ts";
import { ROOTS } from "../resources/taxonomies.ts";
import type { Circle } from "./geo.ts";
import {
  KM_PER_MILE,
  cosineOfRadius,
  cosineToCentre,
  greatCircleKm,
  proximityFactor,
} from "./geo.ts";
import { pageOfHits } from "./paging.ts";
import type { Hit, HitPage } from "./paging.ts";
import { prepareTextQuery } from "./text.ts";
import type { Band, MatchMode, TextQuery } from "./text.ts";

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
  order: "relevance" | "distance";
};

/** Upstream reports at most this many hits (Elasticsearch's default `track_total_hits`). */
export const TOTAL_LIMIT = 10_000;
/**
 * Up to this many matches are ranked, or measured in a distance order, in one pass: below it,
 * reading the likeliest rows first costs more index scans than it saves.
 */
const ONE_PASS_LIMIT = 2_000;
/**
 * How far the planner's estimate of a keyword's matches must pass a limit to be taken as past
 * it: it counts a query's alternatives as independent, and so overestimates (22 190 for 14 154).
 */
const ESTIMATE_MARGIN = 1.5;
/** Upstream's quality multiplier at its highest (score 5). */
const QUALITY_MAX = 1.6;
/**
 * Where a keyword's large bands are cut by quality (upstream's multiplier runs from 1 to 1.6
 * in steps of 0.1): midway between steps, so a cut never depends on rounding. Each part costs
 * an index scan and its share of planning, so a band is cut only a few times.
 */
const QUALITY_CUTS = {
  whole: [],
  "best quality first": [1.55],
  "by quality": [1.55, 1.35, 1.15],
} as const satisfies Record<Band["read"], readonly number[]>;
/** Room left in a score's bound for the database's floating-point rounding. */
const ROUNDING_MARGIN = 1e-9;
/** What each explicitly matched eligibility option adds to the base score. */
const ELIGIBILITY_BOOST = 0.2;

/** A page of hits; `broadened` when no service matched every word and any word was enough. */
export type ServiceHitPage = HitPage & { broadened: boolean };

/**
 * How a keyword's matches are read; every way gives the same page (tests compare them). Up to
 * `onePassLimit` matches are ranked in one pass rather than likeliest first, and large bands
 * are cut by quality from `qualityCutsFrom` matches.
 */
type Reading = { onePassLimit: number; qualityCutsFrom: number };

export async function searchServices(
  db: Db,
  search: ServiceSearch,
  pagination: { page: number; perPage: number },
  reading: Partial<Reading> = {},
): Promise<ServiceHitPage> {
  const filters = await filtersOf(db, search);
  const how: Reading = { onePassLimit: ONE_PASS_LIMIT, qualityCutsFrom: TOTAL_LIMIT, ...reading };
  const matching = (mode: MatchMode) => searchMatching(db, search, filters, pagination, mode, how);
  const all = await matching("all");
  if (all.total > 0 || !search.text?.canBroaden) return { ...all, broadened: false };
  return { ...(await matching("any")), broadened: true };
}

/**
 * When a keyword search found nothing: its spelling with every unknown word corrected, if that
 * spelling finds services under the same filters (otherwise null, as it is for a search that
 * found something). The site offers it as "Did you mean …?".
 */
export async function didYouMean(
  db: Db,
  search: ServiceSearch,
  found: number,
): Promise<string | null> {
  const suggestion = search.text?.suggestion ?? null;
  if (found > 0 || suggestion === null) return null;
  const corrected = await searchServices(
    db,
    { ...search, text: await prepareTextQuery(db, suggestion), order: "relevance" },
    { page: 1, perPage: 1 },
  );
  return corrected.total > 0 ? suggestion : null;
}

/** Everything but the text, resolved once for both match modes. */
type Filters = {
  /** Tokens every hit's vector must match (categories, personas, eligibility), or null. */
  tokens: string | null;
  /** Conditions on `s` (service_search, or service_facets, which has the same columns). */
  conditions: SQL[];
  /** The explicit-eligibility boost, and its largest value. */
  boost: SQL;
  maxBoost: number;
  /** Nothing can match (an unknown category, say). */
  none: boolean;
};

const quote = (token: string): string => `'${token.replace(/'/g, "''")}'`;
const anyToken = (tokens: readonly string[]): string => `(${tokens.map(quote).join(" | ")})`;

async function filtersOf(db: Db, search: ServiceSearch): Promise<Filters> {
  const parts: string[] = [];
  let none = false;
  for (const [type, slugs] of [
    ["category", search.categories],
    ["persona", search.personas],
  ] as const) {
    if (!slugs) continue;
    const taxonomies = await collectionTaxonomies(db, type, slugs);
    if (taxonomies.length === 0) none = true;
    else parts.push(anyToken(taxonomies.map((slug) => `category:${slug}`)));
  }
  let boost: SQL = sql`0`;
  let maxBoost = 0;
  if (search.eligibilities && search.eligibilities.length > 0) {
    const options = await eligibilityOptions(db, search.eligibilities);
    const byType = new Map<string, string[]>();
    for (const option of options) {
      byType.set(option.type_slug, [...(byType.get(option.type_slug) ?? []), option.slug]);
    }
    // The "Type All" rule (§7.1): one of the options asked for, or no option of that type.
    for (const [type, slugs] of byType) {
      parts.push(
        anyToken([...slugs.map((slug) => `eligibility:${slug}`), `eligibility-all:${type}`]),
      );
    }
    if (options.length > 0) {
      const slugs = options.map((option) => option.slug);
      // How many of the options the service states, one test each rather than a set operation
      // per row.
      const stated = [...new Set(slugs)].map(
        (slug) => sql`case when ${slug} = any(s.eligibilities) then 1 else 0 end`,
      );
      boost = sql`${sql.raw(String(ELIGIBILITY_BOOST))}::float8 * (${sql.join(stated, sql` + `)})`;
      maxBoost = ELIGIBILITY_BOOST * slugs.length;
    }
  }
  const conditions: SQL[] = [];
  if (search.waitTime !== undefined) {
    const allowed = WAIT_TIMES.slice(0, WAIT_TIMES.indexOf(search.waitTime) + 1);
    conditions.push(sql`s.wait_time = any(${textArray(allowed)})`);
  }
  if (search.isFree !== undefined) conditions.push(sql`s.is_free = ${search.isFree}`);
  return {
    tokens: parts.length === 0 ? null : parts.join(" & "),
    conditions,
    boost,
    maxBoost,
    none,
  };
}

/** tsquery text matching any of the queries. */
const anyOf = (queries: readonly string[]): string =>
  queries.map((query) => `(${query})`).join(" | ");

/** Every one of the conditions (true for none). */
const allOf = (conditions: readonly SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql.join([...conditions], sql` and `);

async function searchMatching(
  db: Db,
  search: ServiceSearch,
  filters: Filters,
  pagination: { page: number; perPage: number },
  mode: MatchMode,
  how: Reading,
): Promise<HitPage> {
  const text = search.text;
  const textQuery = text ? text.tsquery(mode) : null;
  if (filters.none || (text && textQuery === null)) return { hits: [], total: 0 };
  const query = [textQuery, filters.tokens].filter((part) => part !== null).join(" & ");
  const area = search.area;
  // Without a keyword or category the circle is the narrowest condition: its points are found
  // through their index, once. With one, the full-text index narrows first, and only the
  // services it finds are measured.
  const pointsFirst = area !== undefined && query === "";
  // Without a keyword or a place, filters read only their narrow rows (decision 0044).
  const facetsOnly = !text && !area;
  // Either way a service's distance is `n.km`. Points first, it is measured once per point;
  // with a keyword, PostgreSQL pulls the lateral expression up and measures it again wherever
  // `n.km` is read (the condition, and in a ranking the score and the output): an `offset 0`
  // fence to measure it once made the count slower (decision 0039).
  const from: Rows = area
    ? {
        from: pointsFirst
          ? sql`service_search s join (${nearestPoints(area, area.km)}) n
            on n.service_id = s.service_id`
          : sql`service_search s cross join lateral (${nearest(area)}) n`,
        km: sql`n.km`,
      }
    : { from: facetsOnly ? sql`service_facets s` : sql`service_search s`, km: null };
  const others = [...filters.conditions, ...(area && !pointsFirst ? [rowInside(area)] : [])];
  const tokens = facetsOnly ? sql`s.tokens` : sql`s.vector`;
  const conditions = [...(query === "" ? [] : [sql`${tokens} @@ ${query}::tsquery`]), ...others];
  const condition = allOf(conditions);
  // Every condition but the keyword's, for the parts of its matches that imply it.
  const besidesKeyword = allOf([
    ...(filters.tokens === null ? [] : [sql`s.vector @@ ${filters.tokens}::tsquery`]),
    ...others,
  ]);
  const matching = sql`select 1 from ${from.from} where ${condition}`;
  const base = text ? text.rank(sql`s.vector`, mode) : sql`1`;
  const km = from.km;
  const score = sql`(${base} + ${filters.boost}) * s.quality${
    km ? sql` * ${proximityFactor(km)}` : sql``
  }`;
  const hits = (extra: SQL, implied = false) => sql`select s.service_id as id,
      ${km ?? sql`null::float8`} as km, ${score} as score, s.sort_name
    from ${from.from} where ${implied ? besidesKeyword : condition}${extra}`;
  const order = sql`h.score desc, h.sort_name asc, h.id asc`;
  const needed = pagination.page * pagination.perPage;
  // Up to `onePassLimit` matches of a keyword are ranked in one pass; more, likeliest first.
  const onePass = (total: number): boolean =>
    !(
      text &&
      mode === "all" &&
      total > Math.max(needed, how.onePassLimit) &&
      text.bands.length > 0
    );
  const rankLikeliestFirst = (keyword: TextQuery, byQuality: boolean): Promise<Hit[]> =>
    likeliestFirst(db, {
      hits,
      order,
      slices: slicesOf(keyword, filters.maxBoost, byQuality),
      pagination,
    });
  const likeliest = async (keyword: TextQuery, total: number): Promise<HitPage> => ({
    hits: await rankLikeliestFirst(keyword, total >= how.qualityCutsFrom),
    total,
  });

  // A keyword alone is counted from its commonest sole term's count where it can be.
  const countMatching = (tx: Db): Promise<number> =>
    text && mode === "all" && filters.tokens === null && others.length === 0
      ? countKeyword(tx, query, text.soleTerms)
      : countCapped(tx, matching);

  if (text && !area) {
    // Where statements run at once (a pool of PostgreSQL connections) and the planner expects
    // well over one pass's matches, they are counted on one connection while they are ranked
    // on another: counting 10 000 rows takes about a third of a broad keyword's time at 100 000
    // services. How many there are decides only how they are read, never the page, so an
    // estimate can choose (decision 0041).
    if (runsStatementsAtOnce(db) && mode === "all" && text.bands.length > 0) {
      const estimate = await estimatedRows(db, matching);
      const byQuality = estimate >= ESTIMATE_MARGIN * how.qualityCutsFrom;
      // For several required units the planner multiplies guesses (26 453 for 2 698 matches
      // of "mental health young people"), so only the count may choose to cut by quality.
      const guessed = byQuality && text.units.filter((unit) => !unit.optional).length > 1;
      if (estimate > ESTIMATE_MARGIN * Math.max(needed, how.onePassLimit) && !guessed) {
        const [total, page] = await Promise.all([
          throughIndex(db, countMatching),
          rankLikeliestFirst(text, byQuality),
        ]);
        return { hits: page, total };
      }
    }
    // Otherwise they are counted and, when few enough to rank in one pass, ranked, through the
    // index and in one transaction.
    const counted = await throughIndex(db, async (tx): Promise<HitPage | number> => {
      const total = await countMatching(tx);
      return total > 0 && onePass(total)
        ? pageOfHits(tx, hits(sql``), order, pagination, total)
        : total;
    });
    if (typeof counted !== "number") return counted;
    return counted === 0 ? { hits: [], total: 0 } : likeliest(text, counted);
  }

  // Filters with eligibility rank every match by its boost, so they are counted as they are
  // ranked rather than read twice (decision 0044).
  if (facetsOnly && filters.maxBoost > 0) {
    return pageOfHits(db, hits(sql``), order, pagination, { countUpTo: TOTAL_LIMIT });
  }
  const total =
    area && pointsFirst
      ? await inPageOrder(db, (tx) => countCapped(tx, servicesInside(area, filters.conditions)))
      : area || query === ""
        ? await countCapped(db, matching)
        : await throughIndex(db, (tx) => countCapped(tx, matching));
  if (total === 0) return { hits: [], total };

  if (search.order === "distance" && area) {
    return {
      hits: await nearestFirst(db, search, filters, from, condition, total, pagination),
      total,
    };
  }
  // Without a keyword the score is the boost and quality: the index already holds that order.
  if (!text && filters.maxBoost === 0 && !area) {
    return { hits: await inQualityOrder(db, condition, pagination), total };
  }
  return text && !onePass(total)
    ? likeliest(text, total)
    : pageOfHits(db, hits(sql``), order, pagination, total);
}

/**
 * A part of a keyword's matches, and the most any match in it scores. `matches`: the condition
 * implies the keyword's, which need not be tested again.
 */
type Slice = { condition: SQL; upper: number; matches: boolean };

/**
 * A keyword's matches in parts, highest bound first: its bands (text.ts), each split where its
 * rows score less, and a large one cut by quality when the keyword matches more rows than are
 * counted. A part's rows score at most their bound times their quality, so when tens of
 * thousands of rows match a broad word, the best of them are found among the best-quality
 * rows, and the rest need not be scored. With fewer matches, a cut's index scan costs more
 * than scoring its band whole.
 */
function slicesOf(text: TextQuery, maxBoost: number, byQuality: boolean): Slice[] {
  const upper = (bound: number, quality: number): number =>
    (bound + maxBoost) * quality * (1 + ROUNDING_MARGIN);
  const named = text.bands.flatMap((band) =>
    band.query === null
      ? []
      : [band.unless === null ? band.query : `(${band.query}) & !(${band.unless})`],
  );
  const slices: Slice[] = [];
  for (const band of text.bands) {
    const rows =
      band.query !== null
        ? [
            sql`s.head @@ ${band.query}::tsquery`,
            ...(band.unless === null ? [] : [sql`not (s.head @@ ${band.unless}::tsquery)`]),
          ]
        : named.length > 0
          ? [sql`not (s.head @@ ${anyOf(named)}::tsquery)`]
          : [];
    const parts = band.parts.map((part, i) => {
      const earlier = band.parts.slice(0, i);
      const earlierIntro = earlier.flatMap((other) => (other.intro === null ? [] : [other.intro]));
      const earlierDescription = earlier.flatMap((other) =>
        other.description === null ? [] : [other.description],
      );
      const inPart = [
        ...(part.intro === null ? [] : [sql`s.intro @@ ${part.intro}::tsquery`]),
        ...(part.description === null ? [] : [sql`s.body @@ ${part.description}::tsquery`]),
      ];
      return {
        rows: [
          ...rows,
          ...(inPart.length === 0 ? [] : [sql`(${sql.join(inPart, sql` or `)})`]),
          ...(earlierIntro.length === 0
            ? []
            : [sql`not (s.intro @@ ${anyOf(earlierIntro)}::tsquery)`]),
          ...(earlierDescription.length === 0
            ? []
            : [sql`not (s.body @@ ${anyOf(earlierDescription)}::tsquery)`]),
        ],
        upper: part.upper,
        matches: band.matches || part.matches,
      };
    });
    for (const part of parts) {
      let above: number | null = null;
      for (const cut of [...(byQuality ? QUALITY_CUTS[band.read] : []), null]) {
        const range = [
          ...(cut === null ? [] : [sql`s.quality >= ${cut}`]),
          ...(above === null ? [] : [sql`s.quality < ${above}`]),
        ];
        const condition = [...part.rows, ...range];
        slices.push({
          condition: allOf(condition),
          upper: upper(part.upper, above ?? QUALITY_MAX),
          matches: part.matches,
        });
        above = cut;
      }
    }
  }
  return slices.toSorted((a, b) => b.upper - a.upper);
}

/**
 * A page of a keyword's hits in one statement, its likeliest rows ranked first: each slice's
 * rows are ranked with the best so far, and when the page's last of them outscores every later
 * slice's `upper`, no further rows are read. Otherwise every match is ranked in the end, so the
 * page is the one ranking every match at once gives.
 */
async function likeliestFirst(
  db: Db,
  search: {
    /**
     * Scored hits (`id`, `km`, `score`, `sort_name`) under the extra condition given, testing
     * the keyword's own condition unless the extra one implies it.
     */
    hits: (extra: SQL, implied: boolean) => SQL;
    order: SQL;
    /** Every match in exactly one slice, likeliest to rank first. */
    slices: readonly Slice[];
    pagination: { page: number; perPage: number };
  },
): Promise<Hit[]> {
  const { hits, order, pagination } = search;
  const slices = search.slices.slice(0, -1);
  // The most any row in a later slice scores.
  const ceilingAfter = (i: number): number =>
    Math.max(...search.slices.slice(i + 1).map((slice) => slice.upper));
  const rest = search.slices.at(-1) ?? { condition: sql`false`, matches: true };
  const needed = pagination.page * pagination.perPage;
  const columns = sql`h.id, h.km, h.score, h.sort_name`;
  const steps: SQL[] = [];
  let undecided = sql`true`;
  slices.forEach((slice, i) => {
    const best = sql.raw(`best_${i}`);
    const done = sql.raw(`done_${i}`);
    const earlier = i === 0 ? sql`` : sql`select * from ${sql.raw(`best_${i - 1}`)} union all `;
    steps.push(
      sql`${best} as materialized (
        select ${columns} from (${earlier}select ${columns} from (${hits(sql` and ${slice.condition}`, slice.matches)}) h
          where ${undecided}) h
        order by ${order} limit ${needed}
      ), ${done} as materialized (
        select (${undecided}) is not true or (count(*) = ${needed} and min(h.score) > ${ceilingAfter(i)}) as done
        from ${best} h
      )`,
    );
    undecided = sql`not (select done from ${done})`;
  });
  const last = sql.raw(`best_${slices.length - 1}`);
  const [row] = await queryRows<{ page: Hit[] }>(
    db,
    sql`with ${sql.join(steps, sql`, `)}
      select coalesce(json_agg(json_build_object('id', h.id, 'km', h.km) order by ${order}),
        '[]'::json) as page
      from (select h.* from (
          select * from ${last}
          union all select ${columns} from (${hits(sql` and ${rest.condition}`, rest.matches)}) h
            where ${undecided}
        ) h
        order by ${order} limit ${pagination.perPage} offset ${needed - pagination.perPage}) h`,
  );
  return row?.page ?? [];
}

/**
 * The rows searched (`s`: service_search, maybe joined, or service_facets), and a service's
 * distance in km.
 */
type Rows = { from: SQL; km: SQL | null };

/** How many rows `rows` selects, counting no further than upstream does (or `limit`). */
async function countCapped(db: Db, rows: SQL, limit = TOTAL_LIMIT): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${rows} limit ${limit}) capped`,
  );
  return row?.total ?? 0;
}

/**
 * How many search rows match a keyword's tsquery text, counting no further than upstream does
 * (or `limit`). It matches every row that holds any one of its sole terms, so at least as many
 * as the commonest of them is counted in (decision 0047): a broad word reaches the limit
 * without a row read, and otherwise only the rows without that term are counted.
 */
export async function countKeyword(
  db: Db,
  query: string,
  soleTerms: readonly string[],
  limit = TOTAL_LIMIT,
): Promise<number> {
  const matching = (tsquery: string): SQL =>
    sql`select 1 from service_search s where s.vector @@ ${tsquery}::tsquery`;
  const [commonest] =
    soleTerms.length === 0
      ? []
      : await queryRows<{ lexeme: string; services: number }>(
          db,
          sql`select lexeme, services from search_lexeme_counts
            where lexeme = any(${textArray(soleTerms)}) order by services desc, lexeme limit 1`,
        );
  if (!commonest) return countCapped(db, matching(query), limit);
  if (commonest.services >= limit) return limit;
  const without = `(${query}) & !${quote(commonest.lexeme)}`;
  return (
    commonest.services + (await countCapped(db, matching(without), limit - commonest.services))
  );
}

/** The planner's estimate of how many rows `rows` selects (none are read). */
async function estimatedRows(db: Db, rows: SQL): Promise<number> {
  const [row] = await queryRows<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    db,
    sql`explain (format json) ${rows}`,
  );
  return row?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0;
}

/**
 * A read of a keyword's rows through the full-text index. The planner takes a query's
 * alternatives as independent, so for a broad word with synonyms and categories it expects more
 * than twice the matches there are and reads the whole table instead: at 100 000 services,
 * counting "children" took 55 ms that way and 14 ms through the index (decision 0034), and at
 * 10 000 ranking its 1 876 matches took 16 ms rather than 8 (decision 0036). The setting lasts
 * for this transaction only.
 */
function throughIndex<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return withScanOff(db, "enable_seqscan", read);
}

/**
 * A read of a circle's points in the order of their pages, through a bitmap of the position
 * index. The planner cannot estimate how many points a box holds and expects a few, so it
 * walks the index point by point; a box that holds most of them (a 2-mile circle in a
 * borough) then costs twice a bitmap's time, and still more at 100 000 services when the count
 * stops at upstream's limit (decision 0049). The setting lasts for this transaction only.
 */
function inPageOrder<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return withScanOff(db, "enable_indexscan", read);
}

/** `read` in a transaction in which the planner does not use one kind of scan. */
async function withScanOff<T>(
  db: Db,
  scan: "enable_seqscan" | "enable_indexscan",
  read: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local ${sql.raw(scan)} = off`);
    return read(tx);
  });
}

/** Filters alone rank by quality, then name: read in the order of the index that holds it. */
async function inQualityOrder(
  db: Db,
  condition: SQL,
  pagination: { page: number; perPage: number },
): Promise<Hit[]> {
  return queryRows<Hit>(
    db,
    sql`select s.service_id as id, null::float8 as km from service_facets s where ${condition}
      order by s.quality desc nulls last, s.sort_name asc, s.service_id asc
      limit ${pagination.perPage} offset ${(pagination.page - 1) * pagination.perPage}`,
  );
}

/** Great-circle kilometres from the circle's centre to a `service_points` row `p`. */
function pointKm(area: Circle): SQL {
  return greatCircleKm(sql`p.lat`, sql`p.lon`, area);
}

const KM_PER_DEGREE_LAT = 111.045;

/** The bounding box of a circle of `km` around the centre. */
function boxOf(area: Circle, km: number): SQL {
  const dLat = km / KM_PER_DEGREE_LAT;
  const cosine = Math.cos((Math.abs(area.lat) * Math.PI) / 180);
  const dLon =
    Math.abs(area.lat) + dLat >= 90 ? 180 : Math.min(180, km / (KM_PER_DEGREE_LAT * cosine));
  return sql`box(point(${area.lon - dLon}, ${area.lat - dLat}), point(${area.lon + dLon}, ${area.lat + dLat}))`;
}

/** `p.position` inside the bounding box of a circle of `km` around the centre. */
function inBox(area: Circle, km: number): SQL {
  return sql`p.position <@ ${boxOf(area, km)}`;
}

/** Up to this many places in an array are measured each in a term of its own. */
const PLACES_MEASURED_INLINE = 4;

/**
 * The distance to the nearest of the places in two arrays of a row (null when they are empty
 * or null), by `measure`. Up to `PLACES_MEASURED_INLINE` are measured in terms of the
 * expression, as most rows have that few: a subquery for each row, or a look-up of
 * `service_points`, cost more than the measuring and more to plan.
 */
function nearestOf(lats: string, lons: string, measure: (lat: SQL, lon: SQL) => SQL): SQL {
  const each = Array.from({ length: PLACES_MEASURED_INLINE }, (_, i) =>
    measure(sql.raw(`${lats}[${i + 1}]`), sql.raw(`${lons}[${i + 1}]`)),
  );
  return sql`case
      when cardinality(${sql.raw(lats)}) <= ${sql.raw(String(PLACES_MEASURED_INLINE))}
        then least(${sql.join(each, sql`, `)})
      else (select min(${measure(sql`e.lat`, sql`e.lon`)})
        from unnest(${sql.raw(lats)}, ${sql.raw(lons)}) as e(lat, lon))
    end`;
}

/**
 * The cosine to the centre of the nearest of the `[x, y, z]` rows of a two-dimensional array
 * of unit vectors, `count` of them (at least one): the greatest of their cosines, each three
 * products. Up to `PLACES_MEASURED_INLINE` are measured in terms of the expression; one, as
 * most arrays hold, without a `greatest` over empty slots.
 */
function nearestCosineOf(units: string, count: SQL, area: Circle): SQL {
  const at = (index: string): SQL =>
    cosineToCentre(
      [
        sql.raw(`${units}[${index}][1]`),
        sql.raw(`${units}[${index}][2]`),
        sql.raw(`${units}[${index}][3]`),
      ],
      area,
    );
  const inline = Array.from({ length: PLACES_MEASURED_INLINE }, (_, i) => at(String(i + 1)));
  return sql`case
      when ${count} = 1 then ${inline[0]}
      when ${count} <= ${sql.raw(String(PLACES_MEASURED_INLINE))}
        then greatest(${sql.join(inline, sql`, `)})
      else (select max(${at("i")}) from generate_subscripts(${sql.raw(units)}, 1) as i)
    end`;
}

/**
 * Search row `s` has a place inside the circle, tested on the unit vectors it stores: three
 * products a place, where measuring each by the haversine took twenty calls and most of a
 * keyword's count within a radius (decision 0049).
 */
function rowInside(area: Circle): SQL {
  return sql`case
      when s.unit_x is not null then ${cosineToCentre([sql`s.unit_x`, sql`s.unit_y`, sql`s.unit_z`], area)}
      when s.units is not null then ${nearestCosineOf("s.units", sql`array_length(s.units, 1)`, area)}
    end >= ${cosineOfRadius(area)}`;
}

/**
 * One row: the distance to service `s`'s nearest place, `km` (null when it has none), from its
 * search row alone: a single place from its columns, several from its arrays. The nearest
 * place is inside the circle exactly when any is.
 */
function nearest(area: Circle): SQL {
  return sql`select case
      when s.lat is not null then ${greatCircleKm(sql`s.lat`, sql`s.lon`, area)}
      when s.lats is not null
        then ${nearestOf("s.lats", "s.lons", (lat, lon) => greatCircleKm(lat, lon, area))}
    end as km`;
}

/**
 * A `service_points` row `p` inside a circle of `km` around the centre: found through the
 * position index by its bounding box, then tested on the sphere (decision 0043).
 */
function pointInside(area: Circle, km: number): SQL {
  const unit: [SQL, SQL, SQL] = [sql`p.unit_x`, sql`p.unit_y`, sql`p.unit_z`];
  return sql`${inBox(area, km)}
    and ${cosineToCentre(unit, area)} >= ${cosineOfRadius({ ...area, km })}`;
}

/**
 * Each service with a point within `km` of the circle's centre, and the nearest such point's
 * distance (`service_id`, `km`): the points are found through the position index, once per
 * search rather than once per service, and only those inside are measured.
 */
function nearestPoints(area: Circle, km: number): SQL {
  return sql`select p.service_id, min(${pointKm(area)}) as km from service_points p
    where ${pointInside(area, km)} group by p.service_id`;
}

/**
 * One row per service with a point inside the circle, under the conditions on `s`: its first
 * point inside (no earlier point of the same service is), so counting needs no grouping and
 * stops at upstream's limit instead of testing every point in the circle. Without conditions
 * the search rows are not read: `service_points` holds the points of exactly the services that
 * have one (both tables are refreshed together, for active services).
 */
function servicesInside(area: Circle, conditions: readonly SQL[]): SQL {
  // A service's first point has no earlier ones: most services have one point, and testing
  // its empty list of earlier points cost 2 µs a point on PGlite (21 ms in a 2-mile circle).
  // A later point tests its earlier ones by the unit vectors they were stored with, so each is
  // inside exactly when its own point is: three products each, where measuring them from their
  // coordinates took a dozen calls and half the count's time (decision 0049).
  const nearestEarlier = nearestCosineOf("p.earlier_units", sql`p.ordinal`, area);
  const firstInside = sql`${pointInside(area, area.km)}
    and (p.ordinal = 0 or ${nearestEarlier} < ${cosineOfRadius(area)})`;
  return conditions.length === 0
    ? sql`select 1 from service_points p where ${firstInside}`
    : sql`select 1 from service_points p join service_search s on s.service_id = p.service_id
      where ${firstInside} and ${sql.join([...conditions], sql` and `)}`;
}

/**
 * A page of the nearest services: services within a small circle first, widened until it holds
 * the page. Every service nearer than the circle's edge is in it, so the order is exact.
 */
async function nearestFirst(
  db: Db,
  search: ServiceSearch,
  filters: Filters,
  rows: Rows,
  condition: SQL,
  total: number,
  pagination: { page: number; perPage: number },
): Promise<Hit[]> {
  const area = search.area;
  if (!area) return [];
  const needed = pagination.page * pagination.perPage;
  const text = search.text ? search.text.rank(sql`s.vector`) : sql`1`;
  const order = sql`km asc, (${text} + ${filters.boost}) * s.quality desc, s.sort_name asc, s.service_id asc`;
  if (total <= ONE_PASS_LIMIT) {
    // Few matches: measure each one.
    return queryRows<Hit>(
      db,
      sql`select s.service_id as id, ${rows.km} as km from ${rows.from}
        where ${condition} order by ${order}
        limit ${pagination.perPage} offset ${(pagination.page - 1) * pagination.perPage}`,
    );
  }
  // Spread evenly, the page would need this share of the circle's area; start at twice it.
  let km = Math.min(
    area.km,
    area.km * Math.sqrt((2 * needed) / Math.max(total, 1)) + 0.05 * KM_PER_MILE,
  );
  for (;;) {
    const rows = await queryRows<Hit & { score: number; sort_name: string }>(
      db,
      sql`select s.service_id as id, n.km from service_search s
        join (${nearestPoints(area, km)}) n on n.service_id = s.service_id
        where ${condition}
        order by ${order}
        limit ${needed}`,
    );
    if (rows.length >= needed || km >= area.km) {
      return rows.slice((pagination.page - 1) * pagination.perPage);
    }
    km = Math.min(area.km, km * 2);
  }
}

/** Active services sharing taxonomies with the collection, more shared first (§7.2). */
export async function searchCollectionServices(
  db: Db,
  collectionId: string,
  pagination: { page: number; perPage: number },
): Promise<HitPage> {
  const hits = sql`select s.service_id as id, null::float8 as km, s.sort_name,
      count(*) * s.quality as score
    from service_facets s join service_taxonomies st on st.service_id = s.service_id
    where st.taxonomy_id in (
      select ct.taxonomy_id from collection_taxonomies ct where ct.collection_id = ${collectionId})
    group by s.service_id, s.sort_name, s.quality`;
  return pageOfHits(db, hits, sql`h.score desc, h.sort_name asc, h.id asc`, pagination);
}

function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;
}

/** Taxonomy slugs of the named collections of that type (unknown slugs: none). */
async function collectionTaxonomies(
  db: Db,
  type: "category" | "persona",
  slugs: readonly string[],
): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select distinct t.slug from collections c
      join collection_taxonomies ct on ct.collection_id = c.id
      join taxonomies t on t.id = ct.taxonomy_id
      where c.type = ${type} and c.slug = any(${textArray(slugs)})`,
  );
  return rows.map((row) => row.slug);
}

/** The eligibility options named (case-insensitively), with their type; other names are ignored. */
async function eligibilityOptions(
  db: Db,
  names: readonly string[],
): Promise<{ slug: string; type_slug: string }[]> {
  return queryRows<{ slug: string; type_slug: string }>(
    db,
    sql`select o.slug, ty.slug as type_slug from taxonomies o
      join taxonomies ty on ty.id = o.parent_id
      join taxonomies root on root.id = ty.parent_id
      where root.parent_id is null and root.name = ${ROOTS.serviceEligibility}
        and lower(o.name) = any(${textArray(names.map((name) => name.trim().toLowerCase()))})`,
  );
}

// A keyword's matches read likeliest first: its bands (bands.ts), each split where its rows score
// less and, for a broad keyword, by quality, read in order of the most their rows can score, in one
// statement that stops reading once the page's last row outscores every part not yet read
// (decisions 0032, 0034, 0035, 0042). Every way of reading gives the page that ranking every
// match gives (services.test.ts compares them).
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { QUALITY_MAX } from "../db/quality.ts";
import { queryRows } from "../db/types.ts";
import type { Db } from "../db/types.ts";
import type { Band } from "./bands.ts";
import type { Hit } from "./paging.ts";
import { allOf } from "./sql.ts";
import type { TextQuery } from "./text.ts";

/**
 * Up to this many matches are ranked, or measured in a distance order, in one pass: below it,
 * reading the likeliest rows first costs more index scans than it saves.
 */
export const ONE_PASS_LIMIT = 2_000;
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

/** tsquery text matching any of the queries. */
const anyOf = (queries: readonly string[]): string =>
  queries.map((query) => `(${query})`).join(" | ");

/**
 * A part of a keyword's matches, and the most any match in it scores. `matches`: the condition
 * implies the keyword's, which need not be tested again.
 */
type Slice = { condition: SQL; upper: number; matches: boolean };

/**
 * A keyword's matches in parts, highest bound first: its bands (bands.ts), each split where its
 * rows score less, and a large one cut by quality when the keyword matches more rows than are
 * counted. A part's rows score at most their bound times their quality, so when tens of
 * thousands of rows match a broad word, the best of them are found among the best-quality
 * rows, and the rest need not be scored. With fewer matches, a cut's index scan costs more
 * than scoring its band whole.
 */
/**
 * The most a row scores whose keyword score is at most `bound`, with the filters' boost at most
 * `maxBoost` and quality at most `quality`, with room for the database's rounding.
 */
export function scoreCeiling(bound: number, maxBoost: number, quality = QUALITY_MAX): number {
  return (bound + maxBoost) * quality * (1 + ROUNDING_MARGIN);
}

export function slicesOf(text: TextQuery, maxBoost: number, byQuality: boolean): Slice[] {
  const upper = (bound: number, quality: number): number => scoreCeiling(bound, maxBoost, quality);
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
export async function likeliestFirst(
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

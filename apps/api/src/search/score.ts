// How a keyword scores a row, and the most a row can score given what its head (name,
// organisation, own categories and places) and body hold of it. The two change together: a bound
// that misses a term of the score lets a band's rows be skipped though one of them ranks (the
// comparison of ways of reading in services.test.ts catches the usual mistakes).
//
// Over a vector weighted A (name, organisation), B (introduction, offerings), C (description) and
// D (category names, places, eligibility), each unit scores by the best field it matches in, as
// upstream weighs them (name and organisation ≫ introduction > description ≈ categories), times
// how rare it is. A unit naming a category lifts the category's own services above any field
// match, and the rest of the category a little less. Rows where all units meet in the name or
// introduction, and rows with the query as a phrase, score more in that field.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Unit } from "./analyse.ts";
import type { Weight } from "./forms.ts";
import {
  group,
  hasText,
  hasTokens,
  unitFieldQuery,
  unitQuery,
  unitTokens,
  unitTokensQuery,
  weighted,
} from "./forms.ts";

/**
 * "all": a row must match every required unit; "any": one is enough; "allButOne": every
 * required unit but one, and not all of them (the partial matches listed after the full ones).
 */
export type MatchMode = "all" | "any" | "allButOne";

/** What a keyword's score and its bounds depend on. */
export type Keyword = {
  /** Every unit, optional ones included: each of them scores. */
  units: readonly Unit[];
  /** The units a row must match. */
  required: readonly Unit[];
  /** The query as a phrase when it has several words (a one-word query has no phrase bonus). */
  phrase: string | null;
  /** The required units' mean rarity, by which the bonuses are scaled. */
  meanIdf: number;
};

/** What a unit scores for its best field (upstream's any-word boosts: 3, 3, 1, 1, 1). */
const FIELDS: readonly (readonly [Weight, number])[] = [
  ["A", 3],
  ["B", 1.5],
  ["C", 1],
  ["D", 1],
];
/** In a named category or place, and in a category below a named one. */
const NAMED_OWN = 4;
const NAMED_BELOW = 2;
/** Every required unit in the same field (upstream's all-words clause). */
const ALL_IN_FIELD: readonly (readonly [Weight, number])[] = [
  ["A", 2],
  ["B", 1],
];
/** The query as a phrase (upstream's phrase clause). */
const PHRASE_IN_FIELD: readonly (readonly [Weight, number])[] = [
  ["A", 4],
  ["B", 2],
  ["C", 1],
];
/** In "any" mode, each unit matched outranks any score. */
const PER_UNIT_MATCHED = 1000;

/** A score's terms as the SQL holds them: to three decimals. */
const rounded = (value: number): number => Math.round(value * 1000) / 1000;
/**
 * A score's term as a double: a bare decimal literal is `numeric`, whose arbitrary-precision
 * arithmetic is slower than a double's (decision 0048).
 */
const number = (value: number): SQL => sql.raw(`${rounded(value)}::float8`);

const matchCase = (vector: SQL, query: string, score: number): SQL =>
  sql`case when ${vector} @@ ${query}::tsquery then ${number(score)} else 0 end`;

/**
 * The score of the first query that matches, highest first (one test for a row that matches
 * the best; fields of equal score are tested together).
 */
function bestOf(vector: SQL, choices: readonly (readonly [string, number])[]): SQL {
  const merged: [string[], number][] = [];
  for (const [query, score] of [...choices].sort((a, b) => b[1] - a[1])) {
    const last = merged.at(-1);
    if (last?.[1] === score) last[0].push(query);
    else merged.push([[query], score]);
  }
  if (merged.length === 0) return sql`0`;
  return sql`case ${sql.join(
    merged.map(
      ([queries, score]) =>
        sql`when ${vector} @@ ${group(queries, "|")}::tsquery then ${number(score)}`,
    ),
    sql` `,
  )} else 0 end`;
}

/** The unit's best field, plus its category lift, times its rarity. */
function unitScore(vector: SQL, unit: Unit): SQL {
  const fields = FIELDS.flatMap(([weight, score]) => {
    const query = unitFieldQuery(unit, weight);
    return query === null ? [] : [[query, score] as const];
  });
  const tokens = unitTokens(unit);
  const named = bestOf(
    vector,
    tokens.length === 0
      ? []
      : [
          [unitTokensQuery(unit, "A"), NAMED_OWN],
          [unitTokensQuery(unit, null), NAMED_BELOW],
        ],
  );
  return sql`${number(unit.idf)} * (${bestOf(vector, fields)} + ${named})`;
}

/** The all-words and phrase bonuses; each counts once, for the best field it applies in. */
function bonuses(keyword: Keyword, vector: SQL): SQL[] {
  const { required, phrase, meanIdf } = keyword;
  const extra: SQL[] = [];
  if (required.length > 1) {
    extra.push(
      bestOf(
        vector,
        ALL_IN_FIELD.flatMap(([weight, score]) => {
          const forms = required.map((unit) => unitFieldQuery(unit, weight));
          return forms.every((form) => form !== null)
            ? [[group(forms, "&"), score * meanIdf] as const]
            : [];
        }),
      ),
    );
  }
  if (phrase !== null) {
    extra.push(
      bestOf(
        vector,
        PHRASE_IN_FIELD.map(
          ([weight, score]) => [weighted(phrase, weight), score * meanIdf] as const,
        ),
      ),
    );
  }
  return extra;
}

/**
 * A row's score over `vector`; in "any" mode, rows matching more units first (in "allButOne"
 * mode every row matches as many).
 */
export function rank(keyword: Keyword, vector: SQL, mode: MatchMode): SQL {
  const terms = [
    ...keyword.units.map((unit) => unitScore(vector, unit)),
    ...bonuses(keyword, vector),
  ];
  const score = sql`(${sql.join(terms, sql` + `)})`;
  if (mode !== "any") return score;
  const matched = keyword.required.map((unit) => matchCase(vector, unitQuery(unit), 1));
  return sql`(${number(PER_UNIT_MATCHED)} * (${sql.join(matched, sql` + `)}) + ${score})`;
}

// The bounds add each term as the SQL writes it (rounded), so they hold to the last digit.

const fieldScore = (weight: Weight): number => FIELDS.find(([w]) => w === weight)?.[1] ?? 0;

const allInField = (keyword: Keyword, weight: Weight): number =>
  keyword.required.length > 1
    ? rounded((ALL_IN_FIELD.find(([w]) => w === weight)?.[1] ?? 0) * keyword.meanIdf)
    : 0;

/** The phrase bonus in one field: 0 for a one-word query. */
export const phraseInField = (keyword: Keyword, weight: Weight): number =>
  keyword.phrase !== null
    ? rounded((PHRASE_IN_FIELD.find(([w]) => w === weight)?.[1] ?? 0) * keyword.meanIdf)
    : 0;

/** A unit's category lift in the row's own category, or in one below it. */
const named = (unit: Unit, own: boolean): number =>
  hasTokens(unit) ? (own ? NAMED_OWN : NAMED_BELOW) : 0;

/**
 * Every unit in its best field (name or organisation) and naming the row's own category: the
 * most any row scores.
 */
export function mostOf(keyword: Keyword): number {
  const best = (unit: Unit): number =>
    rounded(unit.idf) * ((hasText(unit) ? fieldScore("A") : 0) + (hasTokens(unit) ? NAMED_OWN : 0));
  return (
    keyword.units.reduce((sum, unit) => sum + best(unit), 0) +
    allInField(keyword, "A") +
    phraseInField(keyword, "A")
  );
}

/**
 * What a row loses at least when it lacks, for some unit, the best field or the own category:
 * the smallest step down (best field to introduction, own category to one below it).
 */
export function smallestStepOf(keyword: Keyword): number {
  return Math.min(
    ...keyword.units.map(
      (unit) =>
        rounded(unit.idf) *
        Math.min(
          hasText(unit) ? fieldScore("A") - fieldScore("B") : Infinity,
          hasTokens(unit) ? NAMED_OWN - NAMED_BELOW : Infinity,
        ),
    ),
  );
}

/**
 * Below the head fields (name and organisation) a unit scores at most its introduction weight,
 * plus the lift of a category below a named one, and each bonus its introduction one.
 */
export function outsideHeadOf(keyword: Keyword): number {
  return (
    keyword.units.reduce(
      (sum, unit) =>
        sum + rounded(unit.idf) * (fieldScore("B") + (hasTokens(unit) ? NAMED_BELOW : 0)),
      0,
    ) +
    allInField(keyword, "B") +
    phraseInField(keyword, "B")
  );
}

/** One unit's most in a field, with its category lift (own or below), without the phrase. */
export const unitInField = (unit: Unit, field: Weight, own: boolean): number =>
  rounded(unit.idf) * ((hasText(unit) ? fieldScore(field) : 0) + named(unit, own));

/**
 * The most a one-unit keyword scores in a row whose head holds its text (`inHead`, or else its
 * introduction does) and names its category as the row's own (`own`, or else one above).
 */
export const unitUpper = (keyword: Keyword, unit: Unit, inHead: boolean, own: boolean): number =>
  rounded(unit.idf) * ((hasText(unit) ? fieldScore(inHead ? "A" : "B") : 0) + named(unit, own)) +
  phraseInField(keyword, inHead ? "A" : "B");

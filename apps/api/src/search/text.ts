// The free-text part of every search (contract §7): which rows match a query and how they rank.
//
// Matching: every required unit of the query (see analyse.ts) must match, in any of its forms.
// When that finds nothing and every word was recognised, a search may broaden to any unit, and
// then ranks by how many units each row matched first.
//
// Ranking, over a vector weighted A (name, organisation), B (introduction, offerings), C
// (description) and D (category names, places, eligibility): each unit scores by the best field
// it matches in, as upstream weighs them (name and organisation ≫ introduction > description ≈
// categories), times how rare it is. A unit naming a category lifts the category's own services
// above any field match, and the rest of the category a little less. Rows where all units meet
// in the name or introduction, and rows with the query as a phrase, score more in that field.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/types.ts";
import type { Alternative, Analysis, Part, Unit } from "./analyse.ts";
import { analyse, buildUnits, queryWords } from "./analyse.ts";
import { suggestion } from "./spelling.ts";

export type MatchMode = "all" | "any";

/** A ranked full-text condition over a weighted tsvector expression. */
export type TextQuery = {
  units: readonly Unit[];
  /** The query has two or more required units, all recognised: "any" mode may help. */
  canBroaden: boolean;
  /** The match condition as tsquery text, to combine with other conditions; null: nothing. */
  tsquery: (mode?: MatchMode) => string | null;
  matches: (vector: SQL, mode?: MatchMode) => SQL;
  rank: (vector: SQL, mode?: MatchMode) => SQL;
  /**
   * Every match in exactly one band, likeliest to rank first, the last the rows whose head
   * holds none of the others' queries; empty when nothing can match.
   */
  bands: readonly Band[];
  /** The query with each unknown word replaced by its nearest vocabulary word, if any. */
  suggestion: string | null;
  /**
   * Lexemes and tokens each of which alone matches the keyword in "all" mode (a one-word form
   * or a category of its only required unit): it matches at least as many rows as the
   * commonest of them holds.
   */
  soleTerms: readonly string[];
};

/**
 * A part of the rows a keyword matches, by what their head vector (name, organisation, own
 * categories and places, all weighted A) holds of it: `query` is tsquery text over the head
 * vector that `unless` (if any) must not also match, or null for the rows whose head is in no
 * other band. The two are kept apart because the full-text index finds a query's rows faster
 * than it rules a negation out: 4.8 ms rather than 10.5 for a category's 9 870 services at
 * 100 000, tested on each row found instead (decision 0042). `matches`: every row whose head
 * matches `query` matches the keyword, so the band's rows need no test of the whole query.
 * `read`: a small band is read whole; a large one can be read best quality first, or in several
 * steps of quality, when its best rows are likely to settle the page. `parts`: the band's rows
 * by what their body holds, each read on its own.
 */
export type Band = {
  query: string | null;
  unless: string | null;
  matches: boolean;
  read: "whole" | "best quality first" | "by quality";
  parts: readonly BodyPart[];
};

/**
 * Rows of a band by what their introduction and description hold: a row is in the first part
 * whose `intro` (tsquery text over the intro vector: introduction and offerings) or whose
 * `description` (over the body vector, weighted C) it matches, or in the last, where both are
 * null. `upper` is the most any of them scores in "all" mode (before the eligibility boost and
 * the quality factor). `matches`: every row in the part matches the keyword.
 */
export type BodyPart = {
  intro: string | null;
  description: string | null;
  upper: number;
  matches: boolean;
};

/** A band read as one part. */
const whole = (upper: number): readonly BodyPart[] => [
  { intro: null, description: null, upper, matches: false },
];

type Weight = "A" | "B" | "C" | "D";
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

const group = (items: readonly string[], operator: "|" | "&"): string =>
  items.length === 1 ? (items[0] ?? "") : `(${items.join(` ${operator} `)})`;

/** A stemmed phrase query restricted to one weight: `'food':A <-> 'bank':A`. */
export function weighted(phrase: string, weight: Weight | null): string {
  return weight === null
    ? phrase
    : phrase.replace(/'(?:[^']|'')*'/g, (lexeme) => `${lexeme}:${weight}`);
}

/** A category or place token, quoted for a tsquery. */
const tokenQuery = (token: string, weight: Weight | null): string =>
  `'${token.replace(/'/g, "''")}'${weight === null ? "" : `:${weight}`}`;

function partQuery(part: Part): string {
  return group(
    [...(part.phrase ? [part.phrase] : []), ...part.tokens.map((token) => tokenQuery(token, null))],
    "|",
  );
}

const alternativeQuery = (alternative: Alternative): string =>
  group(alternative.map(partQuery), "&");

/** The unit in any of its forms, in any field or category. */
export function unitQuery(unit: Unit): string {
  return group(unit.alternatives.map(alternativeQuery), "|");
}

/**
 * The unit's text forms in one field (any field for null), or null when every form needs a
 * category.
 */
function unitFieldQuery(unit: Unit, weight: Weight | null): string | null {
  const forms = unit.alternatives.flatMap((alternative) =>
    alternative.every((part) => part.phrase)
      ? [
          group(
            alternative.map((part) => weighted(part.phrase ?? "", weight)),
            "&",
          ),
        ]
      : [],
  );
  return forms.length === 0 ? null : group(forms, "|");
}

function unitTokens(unit: Unit): string[] {
  return [
    ...new Set(
      unit.alternatives.flatMap((alternative) => alternative.flatMap((part) => part.tokens)),
    ),
  ];
}

/** Any of the unit's category and place tokens, in one field (any field for null). */
function unitTokensQuery(unit: Unit, weight: Weight | null): string {
  return group(
    unitTokens(unit).map((token) => tokenQuery(token, weight)),
    "|",
  );
}

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

/** A score's terms as the SQL holds them: to three decimals. */
const rounded = (value: number): number => Math.round(value * 1000) / 1000;
/**
 * A score's term as a double: a bare decimal literal is `numeric`, whose arithmetic cost about a
 * quarter of scoring a row on PGlite (decision 0048).
 */
const number = (value: number): SQL => sql.raw(`${rounded(value)}::float8`);

export function buildTextQuery(
  units: readonly Unit[],
  phrase: string | null,
  suggested: string | null = null,
): TextQuery {
  const required = units.filter((unit) => !unit.optional);
  const never: TextQuery = {
    units,
    canBroaden: false,
    tsquery: () => null,
    matches: () => sql`false`,
    rank: () => sql`0`,
    bands: [],
    suggestion: suggested,
    soleTerms: [],
  };
  if (required.length === 0) return never;
  const all = group(required.map(unitQuery), "&");
  const any = group(required.map(unitQuery), "|");
  const meanIdf = required.reduce((sum, unit) => sum + unit.idf, 0) / required.length;
  // The query as a phrase, when it has several words (a one-word query has no phrase bonus).
  const phraseQuery = phrase?.includes("<") ? phrase : null;

  const unitScore = (vector: SQL, unit: Unit): SQL => {
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
  };

  // Each bonus counts once, for the best field it applies in.
  const bonuses = (vector: SQL): SQL[] => {
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
    if (phraseQuery !== null) {
      extra.push(
        bestOf(
          vector,
          PHRASE_IN_FIELD.map(
            ([weight, score]) => [weighted(phraseQuery, weight), score * meanIdf] as const,
          ),
        ),
      );
    }
    return extra;
  };

  // The bounds add each term as the SQL writes it (rounded), so they hold to the last digit.
  const allInField = (weight: Weight): number =>
    required.length > 1
      ? rounded((ALL_IN_FIELD.find(([w]) => w === weight)?.[1] ?? 0) * meanIdf)
      : 0;
  const phraseInField = (weight: Weight): number =>
    phraseQuery !== null
      ? rounded((PHRASE_IN_FIELD.find(([w]) => w === weight)?.[1] ?? 0) * meanIdf)
      : 0;
  const fieldScore = (weight: Weight): number => FIELDS.find(([w]) => w === weight)?.[1] ?? 0;
  const hasText = (unit: Unit): boolean => unitFieldQuery(unit, "A") !== null;
  const hasTokens = (unit: Unit): boolean => unitTokens(unit).length > 0;

  // Every unit in its best field (name or organisation) and naming the row's own category: the
  // most any row scores. A row outside it lacks one of those for some unit, and loses at least
  // the smallest step down (best field to introduction, own category to one below it). The
  // head vector holds exactly those fields and tokens, so the condition is on it, unweighted.
  const best = (unit: Unit): number =>
    rounded(unit.idf) * ((hasText(unit) ? fieldScore("A") : 0) + (hasTokens(unit) ? NAMED_OWN : 0));
  const smallestStep = Math.min(
    ...units.map(
      (unit) =>
        rounded(unit.idf) *
        Math.min(
          hasText(unit) ? fieldScore("A") - fieldScore("B") : Infinity,
          hasTokens(unit) ? NAMED_OWN - NAMED_BELOW : Infinity,
        ),
    ),
  );
  const most =
    units.reduce((sum, unit) => sum + best(unit), 0) + allInField("A") + phraseInField("A");
  const top = group(
    units.map((unit) => {
      const text = unitFieldQuery(unit, null);
      return group(
        [
          ...(text === null ? [] : [text]),
          ...(hasTokens(unit) ? [unitTokensQuery(unit, null)] : []),
        ],
        "&",
      );
    }),
    "&",
  );
  // Below the head fields (name and organisation) a unit scores at most its introduction
  // weight, plus the lift of a category below a named one, and each bonus its introduction one.
  const outsideHead =
    units.reduce(
      (sum, unit) =>
        sum + rounded(unit.idf) * (fieldScore("B") + (hasTokens(unit) ? NAMED_BELOW : 0)),
      0,
    ) +
    allInField("B") +
    phraseInField("B");
  const headQuery = group(units.map(unitQuery), "|");
  // A row whose head holds one of a unit's tokens matches the unit when no form needs more.
  const tokensMatch = (unit: Unit): boolean =>
    unit.alternatives.every(
      (alternative) =>
        alternative.length === 1 || alternative.every((part) => part.tokens.length === 0),
    );
  const [only] = units;
  const bands: Band[] =
    units.length === 1 && only
      ? singleUnitBands(only)
      : [
          // A head holding every unit's text (or, for a unit without text, one of its tokens
          // that needs nothing more) holds every unit.
          {
            query: top,
            unless: null,
            matches: units.every((unit) => hasText(unit) || tokensMatch(unit)),
            read: "whole",
            parts: whole(most),
          },
          {
            query: headQuery,
            unless: top,
            matches: false,
            read: "whole",
            parts: whole(most - smallestStep),
          },
          {
            query: null,
            unless: null,
            matches: false,
            read: "by quality",
            parts: whole(outsideHead),
          },
        ];

  /**
   * One unit: its rows by whether their head holds its text (or the query's phrase) and whether
   * it names their own category, each part bounded by exactly those, so a broad need's own
   * category, named in thousands of rows, is read after the rows that outrank it. Outside the
   * head, the rows with the unit in their introduction (or the phrase in it or a description)
   * are read apart from the rest, which score less.
   */
  function singleUnitBands(unit: Unit): Band[] {
    const textForms = [
      ...(hasText(unit) ? [unitFieldQuery(unit, null) ?? ""] : []),
      ...(phraseQuery === null ? [] : [phraseQuery]),
    ];
    const text = textForms.length === 0 ? null : `(${textForms.join(" | ")})`;
    const tokens = hasTokens(unit) ? `(${unitTokensQuery(unit, null)})` : null;
    // The phrase is one of the unit's own forms (as a thesaurus phrase's is).
    const phraseMatches =
      phraseQuery === null ||
      unit.alternatives.some(
        (alternative) => alternative.length === 1 && alternative[0]?.phrase === phraseQuery,
      );
    const textMatches = hasText(unit) && phraseMatches;
    const named = (own: boolean): number => (hasTokens(unit) ? (own ? NAMED_OWN : NAMED_BELOW) : 0);
    const upper = (inHead: boolean, own: boolean): number =>
      rounded(unit.idf) * ((hasText(unit) ? fieldScore(inHead ? "A" : "B") : 0) + named(own)) +
      phraseInField(inHead ? "A" : "B");
    /**
     * Outside the head, rows by how far below it they hold the unit: the phrase in their
     * introduction (the most), the unit in it or the phrase in their description, or neither.
     * In a category's own services the first two are read as one part: apart, both bounds
     * stay above a broad need's page, so both would be read, at two index scans more.
     */
    const outside = (own: boolean): readonly BodyPart[] => {
      const score = (field: Weight): number =>
        rounded(unit.idf) * ((hasText(unit) ? fieldScore(field) : 0) + named(own));
      // The intro vector holds only weight B, so its forms need no weight.
      const phraseInIntro = phraseQuery === null ? [] : [phraseQuery];
      const unitInIntro = hasText(unit) ? [unitFieldQuery(unit, null) ?? ""] : [];
      const phraseInDescription = phraseQuery === null ? null : weighted(phraseQuery, "C");
      const above: [string[], string | null, number][] = own
        ? [[[...phraseInIntro, ...unitInIntro], phraseInDescription, upper(false, own)]]
        : [
            [phraseInIntro, null, upper(false, own)],
            [unitInIntro, phraseInDescription, score("B") + phraseInField("C")],
          ];
      return [
        ...above.flatMap(([intro, description, bound]) =>
          intro.length === 0 && description === null
            ? []
            : [
                {
                  intro: intro.length === 0 ? null : group(intro, "|"),
                  description,
                  upper: bound,
                  matches: phraseMatches,
                },
              ],
        ),
        { intro: null, description: null, upper: score("C"), matches: false },
      ];
    };
    const parts: Band[] =
      text && tokens
        ? [
            {
              query: `${text} & ${tokens}`,
              unless: null,
              matches: textMatches || tokensMatch(unit),
              read: "best quality first",
              parts: whole(upper(true, true)),
            },
            {
              query: text,
              unless: tokens,
              matches: textMatches,
              read: "best quality first",
              parts: whole(upper(true, false)),
            },
            // The category's own services: thousands for a broad need. Only rows with the word
            // in their introduction reach its bound; the rest, best quality first, often settle
            // the page.
            {
              query: tokens,
              unless: text,
              matches: tokensMatch(unit),
              read: "best quality first",
              parts: outside(true),
            },
          ]
        : text
          ? [
              {
                query: text,
                unless: null,
                matches: textMatches,
                read: "best quality first",
                parts: whole(upper(true, false)),
              },
            ]
          : tokens
            ? [
                {
                  query: tokens,
                  unless: null,
                  matches: tokensMatch(unit),
                  read: "best quality first",
                  parts: outside(true),
                },
              ]
            : [];
    return [
      ...parts,
      { query: null, unless: null, matches: false, read: "by quality", parts: outside(false) },
    ];
  }

  return {
    units,
    canBroaden: required.length > 1 && units.every((unit) => unit.recognised),
    tsquery: (mode = "all") => (mode === "all" ? all : any),
    matches: (vector, mode = "all") => sql`${vector} @@ ${mode === "all" ? all : any}::tsquery`,
    bands,
    rank: (vector, mode = "all") => {
      const terms = [...units.map((unit) => unitScore(vector, unit)), ...bonuses(vector)];
      const score = sql`(${sql.join(terms, sql` + `)})`;
      if (mode === "all") return score;
      const matched = required.map((unit) => matchCase(vector, unitQuery(unit), 1));
      return sql`(${number(PER_UNIT_MATCHED)} * (${sql.join(matched, sql` + `)}) + ${score})`;
    },
    suggestion: suggested,
    soleTerms: required.length === 1 ? soleTermsOf(required[0]) : [],
  };
}

/** A phrase of one lexeme, unquoted ("'communiti'" → "communiti"), or null. */
function singleLexeme(phrase: string | null): string | null {
  const quoted = phrase === null ? null : /^'((?:[^']|'')*)'$/.exec(phrase);
  return quoted ? (quoted[1] ?? "").replace(/''/g, "'") : null;
}

/** The lexemes and tokens that alone are one of the unit's forms. */
function soleTermsOf(unit: Unit | undefined): string[] {
  const terms = (unit?.alternatives ?? []).flatMap((alternative) => {
    const [part, ...others] = alternative;
    if (part === undefined || others.length > 0) return [];
    const lexeme = singleLexeme(part.phrase);
    return [...(lexeme === null ? [] : [lexeme]), ...part.tokens];
  });
  return [...new Set(terms)];
}

/** The nearest vocabulary word for each word the content never uses, when one is near enough. */
export function suggest(
  words: readonly string[],
  units: readonly Unit[],
  analysis: Analysis,
): string | null {
  const unknown = new Set(
    units
      .filter((unit) => !unit.recognised || unit.corrections.length > 0)
      .flatMap((unit) => unit.words),
  );
  const corrected = words.map((word) =>
    unknown.has(word)
      ? (suggestion(
          word,
          analysis.candidates.filter((candidate) => candidate.typed === word),
        )?.word ?? word)
      : word,
  );
  return corrected.some((word, i) => word !== words[i]) ? corrected.join(" ") : null;
}

/** Parses a query and looks up everything it needs (one query to the database). */
export async function prepareTextQuery(db: Db, text: string): Promise<TextQuery> {
  const words = queryWords(text);
  if (words.length === 0) return buildTextQuery([], null);
  const analysis = await analyse(db, words);
  const units = buildUnits(words, analysis);
  return buildTextQuery(
    units,
    analysis.ngrams[words.join(" ")] ?? null,
    suggest(words, units, analysis),
  );
}

// The free-text part of every search (contract §7): which rows match a query and how they rank.
//
// Matching: every required unit of the query (see analyse.ts) must match, in any of its forms
// (forms.ts). When that finds nothing and every word was recognised, a search may broaden to any
// unit, and then ranks by how many units each row matched first. Otherwise the rows matching all
// but one required unit may follow the full matches (services.ts). Ranking is score.ts; the bands
// that let a large keyword be read likeliest first are bands.ts.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/types.ts";
import type { Analysis, Unit } from "./analyse.ts";
import { analyse, buildUnits, queryWords } from "./analyse.ts";
import { bandsOf } from "./bands.ts";
import type { Band } from "./bands.ts";
import { group, unitQuery } from "./forms.ts";
import { rank } from "./score.ts";
import type { Keyword, MatchMode } from "./score.ts";
import { suggestion } from "./spelling.ts";

/** A ranked full-text condition over a weighted tsvector expression. */
export type TextQuery = {
  units: readonly Unit[];
  /** The query has two or more required units, all recognised: "any" mode may help. */
  canBroaden: boolean;
  /**
   * The match condition as tsquery text, to combine with other conditions; null: nothing (in
   * "allButOne" mode also when the query cannot broaden or has too many required units).
   */
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
 * Past this many required units, a query's partial matches are not looked for: its tsquery
 * grows with the square of them, and a resident's need is rarely so many words.
 */
const MAX_UNITS_TO_DROP_ONE = 5;

/** A query that matches nothing: no required unit. */
const nothing = (units: readonly Unit[], suggested: string | null): TextQuery => ({
  units,
  canBroaden: false,
  tsquery: () => null,
  matches: () => sql`false`,
  rank: () => sql`0`,
  bands: [],
  suggestion: suggested,
  soleTerms: [],
});

export function buildTextQuery(
  units: readonly Unit[],
  phrase: string | null,
  suggested: string | null = null,
): TextQuery {
  const required = units.filter((unit) => !unit.optional);
  if (required.length === 0) return nothing(units, suggested);
  const all = group(required.map(unitQuery), "&");
  const any = group(required.map(unitQuery), "|");
  const canBroaden = required.length > 1 && units.every((unit) => unit.recognised);
  const allButOne =
    canBroaden && required.length <= MAX_UNITS_TO_DROP_ONE
      ? `(${group(
          required.map((_, dropped) =>
            group(required.filter((_, i) => i !== dropped).map(unitQuery), "&"),
          ),
          "|",
        )} & !${all})`
      : null;
  const queries: Record<MatchMode, string | null> = { all, any, allButOne };
  const keyword: Keyword = {
    units,
    required,
    // The query as a phrase, when it has several words (a one-word query has no phrase bonus).
    phrase: phrase?.includes("<") ? phrase : null,
    meanIdf: required.reduce((sum, unit) => sum + unit.idf, 0) / required.length,
  };
  return {
    units,
    canBroaden,
    tsquery: (mode = "all") => queries[mode],
    matches: (vector, mode = "all") => {
      const query = queries[mode];
      return query === null ? sql`false` : sql`${vector} @@ ${query}::tsquery`;
    },
    bands: bandsOf(keyword),
    rank: (vector, mode = "all") => rank(keyword, vector, mode),
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

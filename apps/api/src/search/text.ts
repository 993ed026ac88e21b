// The free-text part of every search (contract §7). A query becomes "units": a word, or a
// multi-word thesaurus term such as "food bank". Each unit matches itself, its thesaurus synonyms
// and, when the content never uses the word (a typo), the nearest terms of the content's
// vocabulary by trigram similarity. A weighted tsvector is then scored three ways, as the
// upstream Elasticsearch query does: any unit, all units, and the exact phrase, each adding more.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { queryRows } from "../db/types.ts";
import type { Db } from "../db/types.ts";

/** A ranked full-text condition over a weighted tsvector expression. */
export type TextQuery = {
  /** The vector matches at least one unit. */
  matches: (vector: SQL) => SQL;
  /** Any-unit rank, plus more when every unit matches, plus more for the phrase. */
  rank: (vector: SQL) => SQL;
};

/** D, C, B, A: description < intro and taxonomy names < name and organisation name. */
const WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);
/** Boosts of the all-units and phrase clauses relative to any-unit (upstream: 1 / 1.5 / 2). */
const ALL_BOOST = 1.5;
const PHRASE_BOOST = 2;
/** Longest thesaurus term looked for in a query, in words ("special educational needs"). */
const MAX_TERM_WORDS = 3;
/** Words past this are ignored: the query is at most 255 characters anyway. */
const MAX_WORDS = 32;
/** Typo corrections per unknown word, and the shortest word that gets any. */
const MAX_CORRECTIONS = 3;
const MIN_CORRECTED_LENGTH = 4;

type Unit = {
  /** The words of the query this unit covers. */
  words: string[];
  /** Thesaurus terms equivalent to the unit (never the unit itself). */
  synonyms: string[];
  /** Vocabulary lexemes close to a misspelt word. */
  corrections: string[];
};

/** Lower-case words of letters and digits, as the upstream analyser splits them. */
export function queryWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** Parses a query and looks up its synonyms and typo corrections (two small queries). */
export async function prepareTextQuery(db: Db, text: string): Promise<TextQuery> {
  const words = queryWords(text);
  const groups = await loadThesaurusGroups(db, words);
  const units = await correctUnknownWords(db, splitUnits(words, groups));
  return buildTextQuery(units, words);
}

/** Every n-gram of up to MAX_TERM_WORDS words: the candidates for a thesaurus term. */
function phrases(words: readonly string[]): string[] {
  const result = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= MAX_TERM_WORDS && start + length <= words.length; length++) {
      result.add(words.slice(start, start + length).join(" "));
    }
  }
  return [...result];
}

async function loadThesaurusGroups(db: Db, words: readonly string[]): Promise<string[][]> {
  const candidates = phrases(words);
  if (candidates.length === 0) return [];
  const rows = await queryRows<{ terms: string[] }>(
    db,
    sql`select terms from synonyms where terms && ${textArray(candidates)}`,
  );
  return rows.map((row) => row.terms);
}

/** Greedy, longest thesaurus term first; any other word is a unit of its own. */
export function splitUnits(words: readonly string[], groups: readonly string[][]): Unit[] {
  const groupOf = new Map<string, string[]>();
  for (const group of groups) for (const term of group) groupOf.set(term, group);
  const units: Unit[] = [];
  let index = 0;
  while (index < words.length) {
    let unit: Unit | undefined;
    for (let length = Math.min(MAX_TERM_WORDS, words.length - index); length >= 1; length--) {
      const covered = words.slice(index, index + length);
      const term = covered.join(" ");
      const group = groupOf.get(term);
      if (group) {
        unit = {
          words: covered,
          synonyms: group.filter((other) => other !== term),
          corrections: [],
        };
        break;
      }
    }
    unit ??= { words: [words[index] ?? ""], synonyms: [], corrections: [] };
    units.push(unit);
    index += unit.words.length;
  }
  return units;
}

/**
 * Drops stop words, and gives each word whose stem the content never uses its closest vocabulary
 * terms (pg_trgm similarity over `search_terms`). Known words are not corrected, so a correct
 * query is never diluted by look-alikes.
 */
async function correctUnknownWords(db: Db, units: readonly Unit[]): Promise<Unit[]> {
  const single = units.filter((unit) => unit.words.length === 1 && unit.synonyms.length === 0);
  if (single.length === 0) return [...units];
  const rows = await queryRows<{ word: string; meaningful: boolean; similar: string[] }>(
    db,
    sql`select w.word,
      exists (select 1 from unnest(to_tsvector('english', w.word))) as meaningful,
      case when length(w.word) < ${MIN_CORRECTED_LENGTH} or w.word ~ '^[0-9]+$'
        or exists (select 1 from unnest(to_tsvector('english', w.word)) v
          join search_terms t on t.term = v.lexeme)
      then array[]::text[]
      else array(select t.term from search_terms t where t.term % w.word
        order by similarity(t.term, w.word) desc, t.term limit ${MAX_CORRECTIONS})
      end as similar
    from unnest(${textArray(single.map((unit) => unit.words[0] ?? ""))}) as w(word)`,
  );
  const byWord = new Map(rows.map((row) => [row.word, row]));
  return units.flatMap((unit) => {
    if (!single.includes(unit)) return [unit];
    const row = byWord.get(unit.words[0] ?? "");
    if (!row?.meaningful) return [];
    return [{ ...unit, corrections: row.similar }];
  });
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

const phraseQuery = (text: string): SQL => sql`phraseto_tsquery('english', ${text})`;
/** Vocabulary terms are lexemes already: they must not be stemmed again. */
const lexemeQuery = (term: string): SQL => sql`plainto_tsquery('simple', ${term})`;
const anyOf = (queries: readonly SQL[]): SQL => sql`(${sql.join([...queries], sql` || `)})`;
const allOf = (queries: readonly SQL[]): SQL => sql`(${sql.join([...queries], sql` && `)})`;

function unitQuery(unit: Unit): SQL {
  return anyOf([
    phraseQuery(unit.words.join(" ")),
    ...unit.synonyms.map(phraseQuery),
    ...unit.corrections.map(lexemeQuery),
  ]);
}

export function buildTextQuery(units: readonly Unit[], words: readonly string[]): TextQuery {
  if (units.length === 0) {
    // Only stop words (or nothing): upstream requires at least one clause to match.
    return { matches: () => sql`false`, rank: () => sql`0` };
  }
  // Any unit, and for a multi-word term any of its words on their own as well.
  const any = anyOf(
    units.flatMap((unit) => [
      unitQuery(unit),
      ...(unit.words.length > 1 ? unit.words.map(phraseQuery) : []),
    ]),
  );
  const all = units.length > 1 ? allOf(units.map(unitQuery)) : null;
  const phrase = words.length > 1 ? phraseQuery(words.join(" ")) : null;
  const rankOf = (vector: SQL, query: SQL): SQL => sql`ts_rank(${WEIGHTS}, ${vector}, ${query})`;
  const gated = (vector: SQL, query: SQL | null, boost: number): SQL[] =>
    query === null
      ? []
      : [
          sql`case when ${vector} @@ ${query} then ${sql.raw(String(boost))} * ${rankOf(vector, query)} else 0 end`,
        ];
  return {
    matches: (vector) => sql`${vector} @@ ${any}`,
    rank: (vector) =>
      sql`(${sql.join(
        [
          rankOf(vector, any),
          ...gated(vector, all, ALL_BOOST),
          ...gated(vector, phrase, PHRASE_BOOST),
        ],
        sql` + `,
      )})`,
  };
}

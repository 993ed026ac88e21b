// Turns what a resident typed into "units": a word, or a phrase the thesaurus or a category name
// knows ("food bank", "special educational needs"). Each unit is what the search requires, in
// any of its forms: the words as typed (stemmed), their thesaurus terms, the categories they
// name, the halves of a run-together word ("foodbank"), or, for a word the content never uses,
// its likeliest corrections. One query to the database gathers everything this needs.
import { sql } from "drizzle-orm";
import { queryRows } from "../db/types.ts";
import type { Db } from "../db/types.ts";
import { quoted } from "./forms.ts";
import type { Candidate } from "./spelling.ts";
import { corrections } from "./spelling.ts";
import { textArray } from "./sql.ts";

/** Longest thesaurus term or category name looked for in a query, in words. */
const MAX_TERM_WORDS = 4;
/** Words past this are ignored: the query is at most 255 characters anyway. */
const MAX_WORDS = 32;
/** Trigram look-alikes fetched per unknown word, for the spelling rules to choose from. */
const LOOK_ALIKES = 12;
/** A run-together word is split only into pieces at least this long ("food|bank"). */
const MIN_PIECE = 3;
/** How much a unit weighs when nothing is known about its words. */
export const DEFAULT_IDF = 3;

/**
 * Something a unit may match: a stemmed phrase query, or the token of a category or place it
 * names (`category:food-banks`, `place:carshalton`).
 */
export type Part = { phrase: string | null; tokens: readonly string[] };
/** One form of a unit: every part is needed ("mental health + young people"). */
export type Alternative = readonly Part[];

export type Unit = {
  /** The query words it covers, as typed (folded). */
  words: readonly string[];
  alternatives: readonly Alternative[];
  /** A word residents add to any need ("support"): it ranks but is not required. */
  optional: boolean;
  /** Known to the content, the thesaurus or a category, or corrected: not a word from nowhere. */
  recognised: boolean;
  /** How rare the unit is among services: rarer words count for more. */
  idf: number;
  /** Vocabulary words put in place of a misspelt one. */
  corrections: readonly string[];
};

type WordInfo = {
  word: string;
  lexeme: string;
  stop: "drop" | "optional" | null;
  known: boolean;
  idf: number | null;
};
type ThesaurusMatch = { keys: string[]; target_keys: string[]; two_way: boolean };

/** What the database knows about a query's words and phrases. */
export type Analysis = {
  /** Stemmed phrase query of every n-gram looked up (and of the whole query). */
  ngrams: Readonly<Record<string, string>>;
  words: readonly WordInfo[];
  /** Vocabulary look-alikes of words the content never uses. */
  candidates: readonly (Candidate & { typed: string })[];
  /** Pieces of run-together words, and words run together, that the vocabulary has. */
  vocabulary: readonly { word: string; lexeme: string }[];
  thesaurus: readonly ThesaurusMatch[];
  /** Category tokens each key names (keys as `nameKey()` gives them). */
  names: Readonly<Record<string, readonly string[]>>;
  /** Place tokens each n-gram names, by its words ("carshalton beeches"). */
  places: Readonly<Record<string, readonly string[]>>;
};

/**
 * Lower-case words of letters and digits, folded as the index folds text: accents dropped,
 * hyphens between letters joined ("well-being" → "wellbeing"), possessive "'s" dropped.
 */
export function queryWords(text: string): string[] {
  const folded = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘]s\b/g, "")
    .replace(/(\p{L})-(?=\p{L})/gu, "$1");
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** The n-grams and pieces a query's analysis looks up. */
export function lookups(words: readonly string[]): { ngrams: string[]; pieces: string[] } {
  const ngrams = new Set<string>();
  const pieces = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= MAX_TERM_WORDS && start + length <= words.length; length++) {
      ngrams.add(words.slice(start, start + length).join(" "));
    }
    const word = words[start] ?? "";
    const next = words[start + 1];
    if (next !== undefined) pieces.add(word + next);
    for (let cut = MIN_PIECE; cut <= word.length - MIN_PIECE; cut++) {
      const [head, tail] = [word.slice(0, cut), word.slice(cut)];
      pieces.add(head).add(tail);
      ngrams.add(`${head} ${tail}`);
    }
  }
  if (words.length > 0) ngrams.add(words.join(" "));
  return { ngrams: [...ngrams], pieces: [...pieces] };
}

/**
 * One round trip: keys, stop words, vocabulary, look-alikes, thesaurus rows and categories,
 * gathered by the database function `search_analysis` (migration 0012), whose plan the session
 * keeps (decision 0040).
 */
export async function analyse(db: Db, words: readonly string[]): Promise<Analysis> {
  const { ngrams, pieces } = lookups(words);
  const [row] = await queryRows<{ analysis: Analysis }>(
    db,
    sql`select search_analysis(${textArray(ngrams)}, ${textArray(words)}, ${LOOK_ALIKES},
      ${textArray(pieces)}) as analysis`,
  );
  if (!row) throw new Error("The query analysis returned no row.");
  return row.analysis;
}

/** A key as names are looked up: any distance between words counts as adjacent. */
export const nameKey = (key: string): string => key.replace(/<\d+>/g, "<->");

const namedBy = (key: string, analysis: Analysis): readonly string[] =>
  analysis.names[nameKey(key)] ?? [];

/**
 * What a key stands for: the thesaurus terms it is equivalent to or expands to, and the
 * categories it names. `matched` is false when neither knows it.
 */
export function expand(
  key: string,
  analysis: Analysis,
): { alternatives: Alternative[]; matched: boolean } {
  const rows = analysis.thesaurus.filter((row) => row.keys.includes(key));
  const named = namedBy(key, analysis);
  if (rows.length === 0 && named.length === 0) return { alternatives: [], matched: false };
  const targets = new Set<string>();
  // A one-way row replaces the typed term unless some row keeps it.
  let keepOwn = rows.length === 0;
  for (const row of rows) {
    for (const target of row.target_keys) targets.add(target);
    if (row.two_way) keepOwn = true;
  }
  if (targets.has(key)) keepOwn = true;
  const alternatives: Alternative[] = [];
  if (keepOwn || named.length > 0) {
    alternatives.push([{ phrase: keepOwn ? key : null, tokens: named }]);
  }
  for (const target of targets) {
    if (target === key) continue;
    alternatives.push(
      target.split(" & ").map((phrase) => ({
        phrase,
        tokens: namedBy(phrase, analysis),
      })),
    );
  }
  return { alternatives, matched: true };
}

/** A query's words, and what its analysis says of them, as units are built from them. */
type Lookup = {
  words: readonly string[];
  analysis: Analysis;
  info: ReadonlyMap<string, WordInfo>;
  /** Each vocabulary word the analysis found, with its lexeme. */
  inVocabulary: ReadonlyMap<string, string>;
};

const keyOf = (lookup: Lookup, covered: readonly string[]): string =>
  lookup.analysis.ngrams[covered.join(" ")] ?? "";

/** The rarest of the words' weights, or the default when none is known. */
function idfOf(lookup: Lookup, covered: readonly string[]): number {
  const known = covered.flatMap((word) => {
    const idf = lookup.info.get(word)?.idf;
    return idf === null || idf === undefined ? [] : [idf];
  });
  return known.length > 0 ? Math.max(...known) : DEFAULT_IDF;
}

/** Greedy, longest known term first; every other word is a unit of its own. */
export function buildUnits(words: readonly string[], analysis: Analysis): Unit[] {
  const lookup: Lookup = {
    words,
    analysis,
    info: new Map(analysis.words.map((word) => [word.word, word])),
    inVocabulary: new Map(analysis.vocabulary.map((entry) => [entry.word, entry.lexeme])),
  };
  const units: Unit[] = [];
  let index = 0;
  while (index < words.length) {
    const unit =
      termUnit(lookup, index) ?? joinedUnit(lookup, index) ?? wordUnit(lookup, words[index] ?? "");
    if (unit) units.push(unit);
    index += unit?.words.length ?? 1;
  }
  // A search made only of optional words ("support group") requires them after all.
  return units.every((unit) => unit.optional)
    ? units.map((unit) => ({ ...unit, optional: false }))
    : units;
}

/** The longest term from `start` that the thesaurus, a category or a place knows, if any. */
function termUnit(lookup: Lookup, start: number): Unit | null {
  const { words, analysis, info } = lookup;
  for (let length = Math.min(MAX_TERM_WORDS, words.length - start); length >= 1; length--) {
    const covered = words.slice(start, start + length);
    const key = keyOf(lookup, covered);
    if (key === "") continue;
    const expanded = expand(key, analysis);
    const places = analysis.places[covered.join(" ")] ?? [];
    const matched = expanded.matched || places.length > 0;
    const alternatives =
      places.length === 0
        ? expanded.alternatives
        : [[{ phrase: key, tokens: places }], ...expanded.alternatives];
    if (matched && alternatives.length > 0) {
      const single = covered.length === 1 ? info.get(covered[0] ?? "") : undefined;
      if (single?.stop === "drop") return null;
      return {
        words: covered,
        alternatives,
        optional: single?.stop === "optional",
        recognised: true,
        idf: idfOf(lookup, covered),
        corrections: [],
      };
    }
  }
  return null;
}

/** Two words the content writes as one ("well being" → "wellbeing", "child care"). */
function joinedUnit(lookup: Lookup, start: number): Unit | null {
  const { words, analysis, info } = lookup;
  const [first, second] = [words[start], words[start + 1]];
  if (first === undefined || second === undefined) return null;
  const lexeme = lookup.inVocabulary.get(first + second);
  if (lexeme === undefined) return null;
  const pair = keyOf(lookup, [first, second]);
  const bothMeaningful = info.get(first)?.lexeme !== "" && info.get(second)?.lexeme !== "";
  const joined = quoted(lexeme);
  return {
    words: [first, second],
    alternatives: [
      [{ phrase: joined, tokens: namedBy(joined, analysis) }],
      ...(bothMeaningful && pair !== "" ? [[{ phrase: pair, tokens: [] }]] : []),
      ...expand(joined, analysis).alternatives,
    ],
    optional: false,
    recognised: true,
    idf: idfOf(lookup, [first, second]),
    corrections: [],
  };
}

/**
 * A word alone: as typed when the content uses it; otherwise its halves when the vocabulary has
 * both ("foodbank"), and its corrections; or, with neither, as typed and not recognised.
 */
function wordUnit(lookup: Lookup, word: string): Unit | null {
  const about = lookup.info.get(word);
  if (!about || about.lexeme === "" || about.stop === "drop") return null;
  const key = keyOf(lookup, [word]);
  const base = { words: [word], optional: about.stop === "optional", corrections: [] };
  if (about.known) {
    return {
      ...base,
      alternatives: [[{ phrase: key, tokens: [] }]],
      recognised: true,
      idf: about.idf ?? DEFAULT_IDF,
    };
  }
  const alternatives: Alternative[] = [];
  for (let cut = MIN_PIECE; cut <= word.length - MIN_PIECE; cut++) {
    const [head, tail] = [word.slice(0, cut), word.slice(cut)];
    const split = keyOf(lookup, [`${head} ${tail}`]);
    if (lookup.inVocabulary.has(head) && lookup.inVocabulary.has(tail) && split !== "") {
      alternatives.push([{ phrase: split, tokens: [] }]);
    }
  }
  const fixes = corrections(
    word,
    lookup.analysis.candidates.filter((candidate) => candidate.typed === word),
  );
  for (const fix of fixes) {
    const fixed = quoted(fix.lexeme);
    const expanded = expand(fixed, lookup.analysis).alternatives;
    alternatives.push(
      ...(expanded.some((alternative) => alternative[0]?.phrase === fixed)
        ? expanded
        : [[{ phrase: fixed, tokens: [] }], ...expanded]),
    );
  }
  if (alternatives.length === 0) {
    return {
      ...base,
      alternatives: [[{ phrase: key, tokens: [] }]],
      recognised: false,
      idf: DEFAULT_IDF,
    };
  }
  return {
    ...base,
    alternatives,
    recognised: true,
    idf: fixes.length > 0 ? Math.max(...fixes.map((fix) => fix.idf)) : DEFAULT_IDF,
    corrections: fixes.map((fix) => fix.word),
  };
}

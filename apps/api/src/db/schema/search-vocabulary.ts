// What a query's words are read with: the thesaurus, stop words, the vocabulary, the names of
// categories and places, and postcodes.
import { GEOCODE_PRECISIONS } from "@hub/api-client/values";
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  serial,
  text,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

/**
 * Search thesaurus (`src/search/data/thesaurus.txt`). A two-way row (`expands_to` null) makes its
 * terms equivalent; a one-way row makes a search for any of `terms` look for `expands_to`
 * instead. A target may join parts with `+` ("mental health + young people"): all are needed.
 * `keys` and `target_keys` are the terms as stemmed phrase queries (`search_keys()`), which is
 * how a query's words find their row whatever their inflection.
 */
export const synonyms = pgTable(
  "synonyms",
  {
    id: serial("id").primaryKey(),
    terms: text("terms").array().notNull(),
    expandsTo: text("expands_to").array(),
    keys: text("keys")
      .array()
      .generatedAlwaysAs(sql`search_keys(terms)`),
    targetKeys: text("target_keys")
      .array()
      .generatedAlwaysAs(sql`search_keys(coalesce(expands_to, terms))`),
    ...timestamps,
  },
  (t) => [index("synonyms_keys_index").using("gin", t.keys)],
);

/**
 * Words a search ignores (`drop`: "near", "local"), or does not require (`optional`: "support",
 * "services": they rank, but a service need not contain them). `src/search/data/stop-words.txt`.
 */
export const stopWords = pgTable(
  "stop_words",
  {
    word: text("word").primaryKey(),
    kind: text("kind", { enum: ["drop", "optional"] }).notNull(),
  },
  (t) => [check("stop_words_kind_check", sql`${t.kind} in ('drop', 'optional')`)],
);

/**
 * The vocabulary of the searchable text (services, organisations, events, pages): each word as
 * written (folded: lower case, no accents, hyphens joined), its stem, and how rare the stem is
 * among services (`idf`). Misspelt query words are corrected against it (trigram index), and
 * rare words weigh more in ranking. Rebuilt by `refreshSearchVocabulary()`.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    lexeme: text("lexeme").notNull(),
    idf: doublePrecision("idf").notNull(),
  },
  (t) => [
    index("search_words_word_trgm_index").using("gin", t.word.op("gin_trgm_ops")),
    index("search_words_lexeme_index").on(t.lexeme),
  ],
);

/**
 * Categories and places as a query may name them ("food bank", "mental health", "send",
 * "carshalton"): the stemmed phrase `key`, and the token (`category:<slug>`, `place:<name>`) the
 * services in that category or place carry in their search vector. Built by
 * `refreshSearchNames()` from category taxonomy names, the names of the category and persona
 * collections (which name their taxonomies) and the towns and areas of locations.
 */
export const searchNames = pgTable(
  "search_names",
  {
    key: text("key").notNull(),
    token: text("token").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.token] })],
);

/** Postcode centroids (districts, sectors and full postcodes) for "near a postcode" search. */
export const postcodes = pgTable(
  "postcodes",
  {
    /** Upper case, one space before the inward part: `SM1`, `SM1 4`, `SM1 4AA` (`DA14` ≠ `DA1 4`). */
    code: text("code").primaryKey(),
    kind: text("kind", { enum: GEOCODE_PRECISIONS }).notNull(),
    area: text("area"),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
  },
  (t) => [index("postcodes_kind_index").on(t.kind)],
);

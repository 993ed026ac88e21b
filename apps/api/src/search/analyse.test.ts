// Unit building on hand-made analyses (what the database would say about the words).
import { describe, expect, it } from "vitest";
import type { Analysis, Unit } from "./analyse.ts";
import { buildUnits, lookups, queryWords } from "./analyse.ts";

describe("queryWords", () => {
  const cases: [string, string[]][] = [
    ["Food Bank", ["food", "bank"]],
    ["well-being café", ["wellbeing", "cafe"]],
    ["Carers’ group, men's shed", ["carers", "group", "men", "shed"]],
    ["  over 60s  ", ["over", "60s"]],
  ];
  it.each(cases)("%s", (text, words) => {
    expect(queryWords(text)).toEqual(words);
  });
});

describe("lookups", () => {
  it("asks for every n-gram, the whole query, splits and joins", () => {
    const { ngrams, pieces } = lookups(["foodbank", "near"]);
    expect(ngrams).toEqual(
      expect.arrayContaining(["foodbank", "near", "foodbank near", "food bank"]),
    );
    expect(pieces).toEqual(expect.arrayContaining(["foodbanknear", "food", "bank"]));
  });
});

const word = (text: string, extra: Partial<Analysis["words"][number]> = {}) => ({
  word: text,
  lexeme: text.replace(/s$/, ""),
  stop: null,
  known: true,
  idf: 2,
  ...extra,
});

/** An analysis where every word is known and keys are the words quoted. */
function analysis(words: string[], extra: Partial<Analysis> = {}): Analysis {
  const ngrams: Record<string, string> = {};
  for (const ngram of lookups(words).ngrams) {
    ngrams[ngram] = ngram
      .split(" ")
      .map((part) => `'${part.replace(/s$/, "")}'`)
      .join(" <-> ");
  }
  return {
    ngrams,
    words: words.map((text) => word(text)),
    candidates: [],
    vocabulary: [],
    thesaurus: [],
    names: {},
    places: {},
    ...extra,
  };
}

const forms = (unit: Unit): string[] =>
  unit.alternatives.map((alternative) =>
    alternative
      .map((part) => [part.phrase ?? "", ...part.tokens].filter(Boolean).join("|"))
      .join(" & "),
  );

/** Each case: its name, the words, their analysis, and what the units must hold. */
const UNIT_CASES: [string, string[], (words: string[]) => Analysis, object[]][] = [
  [
    "a word of its own",
    ["yoga"],
    (w) => analysis(w),
    [{ words: ["yoga"], forms: ["'yoga'"], optional: false, recognised: true }],
  ],
  [
    "a two-way thesaurus term, longest first",
    ["food", "bank"],
    (w) =>
      analysis(w, {
        thesaurus: [
          {
            keys: ["'food' <-> 'bank'", "'foodbank'"],
            target_keys: ["'food' <-> 'bank'", "'foodbank'"],
            two_way: true,
          },
        ],
      }),
    [{ words: ["food", "bank"], forms: ["'food' <-> 'bank'", "'foodbank'"] }],
  ],
  [
    "a one-way row replaces the word",
    ["send"],
    (w) =>
      analysis(w, {
        thesaurus: [
          { keys: ["'send'"], target_keys: ["'sen'", "'special' <-> 'need'"], two_way: false },
        ],
      }),
    [{ words: ["send"], forms: ["'sen'", "'special' <-> 'need'"] }],
  ],
  [
    "a replaced word still names its category",
    ["send"],
    (w) =>
      analysis(w, {
        thesaurus: [{ keys: ["'send'"], target_keys: ["'sen'"], two_way: false }],
        names: { "'send'": ["category:send"] },
      }),
    [{ words: ["send"], forms: ["category:send", "'sen'"] }],
  ],
  [
    "a target of parts needs them all",
    ["camhs"],
    (w) =>
      analysis(w, {
        thesaurus: [
          {
            keys: ["'camh'"],
            target_keys: ["'mental' <-> 'health' & 'young' <-> 'peopl'"],
            two_way: false,
          },
        ],
        names: { "'mental' <-> 'health'": ["category:mental-health"] },
      }),
    [{ forms: ["'mental' <-> 'health'|category:mental-health & 'young' <-> 'peopl'"] }],
  ],
  [
    "a category name makes a unit",
    ["debt", "advice"],
    (w) => analysis(w, { names: { "'debt' <-> 'advice'": ["category:debt-advice"] } }),
    [{ words: ["debt", "advice"], forms: ["'debt' <-> 'advice'|category:debt-advice"] }],
  ],
  [
    "a place makes a unit by its words as written",
    ["yoga", "cheam"],
    (w) => analysis(w, { places: { cheam: ["place:cheam"] } }),
    [{ words: ["yoga"] }, { words: ["cheam"], forms: ["'cheam'|place:cheam"] }],
  ],
  [
    "dropped and optional words",
    ["autism", "support", "near"],
    (w) =>
      analysis(w, {
        words: [
          word("autism"),
          word("support", { stop: "optional" }),
          word("near", { stop: "drop" }),
        ],
      }),
    [
      { words: ["autism"], optional: false },
      { words: ["support"], optional: true },
    ],
  ],
  [
    "only optional words are required after all",
    ["support", "group"],
    (w) =>
      analysis(w, {
        words: [word("support", { stop: "optional" }), word("group", { stop: "optional" })],
      }),
    [
      { words: ["support"], optional: false },
      { words: ["group"], optional: false },
    ],
  ],
  [
    "two words the content writes as one",
    ["well", "being"],
    (w) =>
      analysis(w, {
        words: [word("well"), word("being", { lexeme: "" })],
        vocabulary: [{ word: "wellbeing", lexeme: "wellb" }],
      }),
    [{ words: ["well", "being"], forms: ["'wellb'"] }],
  ],
  [
    "a run-together word split into words the content uses",
    ["foodbanks"],
    (w) =>
      analysis(w, {
        words: [word("foodbanks", { known: false, idf: null })],
        vocabulary: [
          { word: "food", lexeme: "food" },
          { word: "banks", lexeme: "bank" },
        ],
      }),
    [{ words: ["foodbanks"], forms: ["'food' <-> 'bank'"], recognised: true }],
  ],
  [
    "a misspelt word by its corrections",
    ["councelling"],
    (w) =>
      analysis(w, {
        words: [word("councelling", { known: false, idf: null })],
        candidates: [
          { typed: "councelling", word: "council", lexeme: "council", idf: 1 },
          { typed: "councelling", word: "counselling", lexeme: "counsel", idf: 2 },
        ],
      }),
    [{ forms: ["'counsel'"], corrections: ["counselling"], recognised: true, idf: 2 }],
  ],
  [
    "a word from nowhere is not recognised",
    ["xqzv"],
    (w) => analysis(w, { words: [word("xqzv", { known: false, idf: null })] }),
    [{ words: ["xqzv"], recognised: false }],
  ],
];

describe("buildUnits", () => {
  it.each(UNIT_CASES)("%s", (_name, words, make, expected) => {
    const units = buildUnits(words, make(words)).map((unit) => ({ ...unit, forms: forms(unit) }));
    expect(units).toHaveLength(expected.length);
    expected.forEach((unit, i) => {
      expect(units[i]).toMatchObject(unit);
    });
  });
});

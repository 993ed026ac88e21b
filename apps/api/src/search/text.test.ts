// The tsquery text a query's units become (the SQL around it is exercised against real databases
// by the search and relevance suites).
import { describe, expect, it } from "vitest";
import type { Unit } from "./analyse.ts";
import { unitQuery, weighted } from "./forms.ts";
import { buildTextQuery, suggest } from "./text.ts";

const unit = (phrases: string[], extra: Partial<Unit> = {}): Unit => ({
  words: [phrases[0] ?? ""],
  alternatives: phrases.map((phrase) => [{ phrase, tokens: [] }]),
  optional: false,
  recognised: true,
  idf: 2,
  corrections: [],
  ...extra,
});

describe("weighted", () => {
  it.each([
    ["'food' <-> 'bank'", "A", "'food':A <-> 'bank':A"],
    ["'cost' <2> 'live'", "B", "'cost':B <2> 'live':B"],
    ["'o''brien'", "C", "'o''brien':C"],
  ] as const)("%s in %s", (phrase, weight, expected) => {
    expect(weighted(phrase, weight)).toBe(expected);
  });
});

describe("unitQuery", () => {
  it("joins forms with or, parts with and, tokens with their phrase", () => {
    expect(
      unitQuery({
        ...unit([]),
        alternatives: [
          [{ phrase: "'sen'", tokens: ["category:send"] }],
          [
            { phrase: "'mental' <-> 'health'", tokens: [] },
            { phrase: null, tokens: ["category:youth"] },
          ],
        ],
      }),
    ).toBe("(('sen' | 'category:send') | ('mental' <-> 'health' & 'category:youth'))");
  });
});

describe("buildTextQuery", () => {
  const cases: [string, Unit[], boolean][] = [
    ["two recognised units may broaden", [unit(["'debt'"]), unit(["'rent'"])], true],
    ["one unit may not", [unit(["'debt'"])], false],
    [
      "an optional unit does not count",
      [unit(["'debt'"]), unit(["'help'"], { optional: true })],
      false,
    ],
    [
      "an unknown word stops it",
      [unit(["'debt'"]), unit(["'xqzv'"], { recognised: false })],
      false,
    ],
  ];
  it.each(cases)("%s", (_name, units, canBroaden) => {
    expect(buildTextQuery(units, null).canBroaden).toBe(canBroaden);
  });
});

describe("all but one unit", () => {
  const [food, bank, rent] = [unit(["'food'"]), unit(["'bank'"]), unit(["'rent'"])];
  it.each<[string, Unit[], string | null]>([
    ["two units: either, not both", [food, bank], "(('bank' | 'food') & !('food' & 'bank'))"],
    [
      "three units: any two, not all three",
      [food, bank, rent],
      "((('bank' & 'rent') | ('food' & 'rent') | ('food' & 'bank')) & !('food' & 'bank' & 'rent'))",
    ],
    [
      "an optional unit is never the one that counts",
      [food, unit(["'help'"], { optional: true })],
      null,
    ],
    ["an unknown word: none", [food, unit(["'xqzv'"], { recognised: false })], null],
    ["six units: none", ["a", "b", "c", "d", "e", "f"].map((word) => unit([`'${word}'`])), null],
  ])("%s", (_name, units, expected) => {
    expect(buildTextQuery(units, null).tsquery("allButOne")).toBe(expected);
  });
});

describe("suggest", () => {
  it("replaces the words the content never uses with their nearest spelling", () => {
    const units = [
      unit(["'yoga'"], { words: ["yoga"] }),
      unit(["'wallingtn'"], { words: ["wallingtn"], recognised: false }),
    ];
    const analysis = {
      ngrams: {},
      words: [],
      candidates: [{ typed: "wallingtn", word: "wallington", lexeme: "wallington", idf: 3 }],
      vocabulary: [],
      thesaurus: [],
      names: {},
      places: {},
    };
    expect(suggest(["yoga", "wallingtn"], units, analysis)).toBe("yoga wallington");
    expect(suggest(["yoga"], units.slice(0, 1), analysis)).toBeNull();
  });
});

describe("soleTerms", () => {
  const alternatives: Unit["alternatives"] = [
    [{ phrase: "'sen'", tokens: ["category:send"] }],
    [{ phrase: "'o''brien'", tokens: [] }],
    [{ phrase: "'food' <-> 'bank'", tokens: ["category:food-banks"] }],
    [{ phrase: null, tokens: ["category:youth"] }],
    [
      { phrase: "'mental' <-> 'health'", tokens: [] },
      { phrase: "'young'", tokens: ["category:young-people"] },
    ],
    [{ phrase: "'sen'", tokens: [] }],
  ];
  it.each<[string, Unit[], string[]]>([
    [
      "one unit: each one-lexeme form and token of a one-part form, once",
      [{ ...unit([]), alternatives }],
      ["sen", "category:send", "o'brien", "category:food-banks", "category:youth"],
    ],
    ["two units: none (both are needed)", [unit(["'yoga'"]), unit(["'class'"])], []],
    [
      "an optional unit beside a required one: the required one's",
      [unit(["'yoga'"]), unit(["'support'"], { optional: true })],
      ["yoga"],
    ],
  ])("%s", (_name, units, expected) => {
    expect(buildTextQuery(units, null).soleTerms).toEqual(expected);
  });
});

import { describe, expect, it } from "vitest";
import type { Candidate } from "./spelling.ts";
import { allowedEdits, corrections, editDistance, suggestion } from "./spelling.ts";

describe("editDistance", () => {
  const cases: [string, string, number][] = [
    ["counselling", "counselling", 0],
    ["councelling", "counselling", 1],
    ["dementa", "dementia", 1],
    ["excercise", "exercise", 1],
    ["yogga", "yoga", 1],
    ["mentle", "mental", 2],
    ["dael", "deal", 1],
    ["deaf", "deal", 1],
    ["", "abc", 3],
  ];
  it.each(cases)("%s → %s is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe("allowedEdits", () => {
  it.each([
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
    [12, 2],
  ])("a word of %i letters may carry %i", (length, edits) => {
    expect(allowedEdits(length)).toBe(edits);
  });
});

const candidate = (word: string, idf: number, lexeme = word): Candidate => ({ word, lexeme, idf });

describe("corrections", () => {
  const cases: [string, string, Candidate[], string[]][] = [
    [
      "the nearest spelling, not a word that shares more letters",
      "councelling",
      [candidate("council", 1), candidate("counselling", 2, "counsel")],
      ["counselling"],
    ],
    [
      "the commoner of two equally near words first",
      "carrers",
      [candidate("careers", 3, "career"), candidate("carers", 1, "carer")],
      ["carers", "careers"],
    ],
    ["never a different first letter", "dealership", [candidate("leadership", 1)], []],
    [
      "never more edits than the length allows",
      "yoda",
      [candidate("yoga", 1), candidate("youth", 1)],
      ["yoga"],
    ],
    [
      "one word per stem",
      "swiming",
      [candidate("swimming", 1, "swim"), candidate("swims", 1, "swim")],
      ["swimming"],
    ],
    ["nothing for a word of two letters", "gp", [candidate("go", 1)], []],
  ];
  it.each(cases)("%s", (_name, word, candidates, expected) => {
    expect(corrections(word, candidates).map((fix) => fix.word)).toEqual(expected);
  });
});

describe("suggestion", () => {
  const cases: [string, string, Candidate[], string | null][] = [
    ["allows a different first letter", "hearning", [candidate("learning", 1)], "learning"],
    [
      "the nearest, then the commonest",
      "bening",
      [candidate("being", 2), candidate("benign", 1)],
      "benign",
    ],
    ["nothing near enough", "xqzv", [candidate("quiz", 1)], null],
  ];
  it.each(cases)("%s", (_name, word, candidates, expected) => {
    expect(suggestion(word, candidates)?.word ?? null).toBe(expected);
  });
});

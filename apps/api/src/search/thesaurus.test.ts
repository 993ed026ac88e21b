import { describe, expect, it } from "vitest";
import type { ThesaurusRow } from "./thesaurus.ts";
import { parseStopWords, parseThesaurus, readSearchData } from "./thesaurus.ts";

describe("parseThesaurus", () => {
  const cases: [string, string, ThesaurusRow[]][] = [
    [
      "a two-way row",
      "Foodbank, food bank",
      [{ terms: ["foodbank", "food bank"], expandsTo: null }],
    ],
    [
      "a one-way row",
      "gp surgery, doctors surgery => gp",
      [{ terms: ["gp surgery", "doctors surgery"], expandsTo: ["gp"] }],
    ],
    [
      "a target of parts",
      "camhs => mental health + young people",
      [{ terms: ["camhs"], expandsTo: ["mental health + young people"] }],
    ],
    [
      "a plus that ends a word is part of it",
      "lgbt, lgbtq+",
      [{ terms: ["lgbt", "lgbtq"], expandsTo: null }],
    ],
    [
      "comments, blank lines and spacing",
      "# money\n\n  debt ,  arrears  # owed",
      [{ terms: ["debt", "arrears"], expandsTo: null }],
    ],
    [
      "repeated terms once",
      "debt, debt, arrears",
      [{ terms: ["debt", "arrears"], expandsTo: null }],
    ],
  ];
  it.each(cases)("%s", (_name, text, rows) => {
    expect(parseThesaurus(text)).toEqual(rows);
  });

  it.each([
    ["a two-way row of one term", "debt"],
    ["two arrows", "a => b => c"],
    ["a side without terms", "a, b =>"],
  ])("rejects %s", (_name, text) => {
    expect(() => parseThesaurus(text)).toThrow(/line 1/);
  });
});

describe("parseStopWords", () => {
  it("reads dropped and optional words", () => {
    expect(parseStopWords("# x\nnear\nSupport ?\n\nnear")).toEqual([
      { word: "near", kind: "drop" },
      { word: "support", kind: "optional" },
    ]);
  });

  it("rejects more than a word", () => {
    expect(() => parseStopWords("near me")).toThrow(/line 1/);
  });
});

describe("the shipped data", () => {
  const { thesaurus, stopWords } = readSearchData();
  const allTerms = new Set(thesaurus.flatMap((row) => [...row.terms, ...(row.expandsTo ?? [])]));

  it.each([
    "sen",
    "send",
    "esol",
    "adhd",
    "camhs",
    "pip",
    "dla",
    "foodbank",
    "food bank",
    "gp",
    "doctor",
    "carer",
    "deaf",
  ])("knows %s", (term) => {
    expect(allTerms.has(term)).toBe(true);
  });

  it("never makes surgery on its own a doctor's", () => {
    const doctorRows = thesaurus.filter((row) => row.terms.includes("doctor"));
    expect(doctorRows.flatMap((row) => row.terms)).not.toContain("surgery");
  });

  it("makes residents' filler words optional, not required", () => {
    expect(stopWords).toEqual(
      expect.arrayContaining([
        { word: "near", kind: "drop" },
        { word: "support", kind: "optional" },
      ]),
    );
  });
});

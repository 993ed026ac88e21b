import { describe, expect, it } from "vitest";
import { buildSynonymMap, SYNONYM_PAIRS, synonymsOf, thesaurusRows } from "./synonyms.ts";

describe("synonyms", () => {
  const map = buildSynonymMap();

  it("has at least 30 distinct lower-case pairs", () => {
    const keys = SYNONYM_PAIRS.map(([a, b]) => [a, b].sort().join("|"));
    expect(new Set(keys).size).toBe(SYNONYM_PAIRS.length);
    expect(SYNONYM_PAIRS.length).toBeGreaterThanOrEqual(30);
    for (const [a, b] of SYNONYM_PAIRS) {
      expect(a).toBe(a.toLowerCase());
      expect(b).toBe(b.toLowerCase());
      expect(a).not.toBe(b);
    }
  });

  it("is symmetric", () => {
    for (const [term, others] of map) {
      for (const other of others) expect(map.get(other)?.has(term)).toBe(true);
    }
  });

  it.each([
    ["GP", ["doctor"]],
    ["doctor", ["gp", "surgery"]],
    ["therapy", ["counselling"]],
    ["food bank", ["food parcel", "foodbank"]],
    ["caregiver", ["carer"]],
    ["ESOL", ["english classes"]],
    ["english classes", ["english lessons", "esol"]],
    ["unknown", []],
  ])("finds the synonyms of %s", (term, expected) => {
    expect(synonymsOf(term)).toEqual(expected);
  });

  it("groups connected terms into thesaurus rows that partition every term", () => {
    const rows = thesaurusRows();
    const terms = rows.flat();
    expect(new Set(terms).size).toBe(terms.length);
    expect(new Set(terms)).toEqual(new Set(map.keys()));
    expect(rows).toContainEqual(["doctor", "gp", "surgery"]);
    expect(rows).toContainEqual(["english classes", "english lessons", "esol"]);
  });
});

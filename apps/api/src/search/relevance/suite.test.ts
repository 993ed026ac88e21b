// The suite's arithmetic and its concepts, on made-up services (no database).
import { describe, expect, it } from "vitest";
import type { Concept, ServiceProfile } from "./concepts.ts";
import {
  allOf,
  anyOf,
  category,
  categoryTree,
  eligible,
  inPlace,
  named,
  not,
  ofType,
  runBy,
  says,
  saysExactly,
} from "./concepts.ts";
import type { JudgedQuery } from "./queries.ts";
import { judgedQueries } from "./queries.ts";
import { judge, summarise, verdicts } from "./suite.ts";

const profile = (id: string, extra: Partial<ServiceProfile> = {}): ServiceProfile => ({
  id,
  name: `Service ${id}`,
  type: "service",
  intro: "",
  description: "",
  offerings: [],
  organisation: "Sutton Helpers",
  ownTaxonomies: new Set(),
  allTaxonomies: new Set(),
  eligibilities: new Set(),
  places: [],
  ...extra,
});

const FOOD_BANK = profile("a", {
  name: "Emergency Food Parcels",
  ownTaxonomies: new Set(["food-banks"]),
  allTaxonomies: new Set(["food-banks", "food-and-essentials"]),
  places: ["Hackbridge Hall, London Road, Wallington, SM6 7BJ"],
});
const SEND_FORUM = profile("b", {
  name: "Parent Forum",
  intro: "Support for families of children with SEND.",
  type: "group",
  eligibilities: new Set(["age-5-11"]),
  organisation: "Carshalton SEND Parents",
});
const NEWSLETTER = profile("c", { intro: "We send a newsletter every month." });

describe("concepts", () => {
  const cases: [string, Concept, ServiceProfile, boolean][] = [
    ["its own category", category("food-banks"), FOOD_BANK, true],
    ["a category above its own is not its own", category("food-and-essentials"), FOOD_BANK, false],
    [
      "a category tree includes what is below",
      categoryTree("food-and-essentials"),
      FOOD_BANK,
      true,
    ],
    ["an eligibility it states", eligible("age-5-11", "age-12-15"), SEND_FORUM, true],
    ["an eligibility it does not", eligible("age-65-79"), SEND_FORUM, false],
    ["what it says, in any case", says(/food parcels/), FOOD_BANK, true],
    ["an abbreviation in its case", saysExactly(/\bSEND\b/), SEND_FORUM, true],
    ["the word in another case is not it", saysExactly(/\bSEND\b/), NEWSLETTER, false],
    ["its name", named(/parcels/), FOOD_BANK, true],
    ["a place it runs at", inPlace("Wallington"), FOOD_BANK, true],
    ["a place only as part of a word", inPlace("Wall"), FOOD_BANK, false],
    ["who runs it", runBy(/send parents/), SEND_FORUM, true],
    ["its type", ofType("group", "club"), SEND_FORUM, true],
    ["any of two", anyOf(category("x"), named(/forum/)), SEND_FORUM, true],
    ["all of two", allOf(category("food-banks"), named(/forum/)), FOOD_BANK, false],
    ["not", not(named(/forum/)), FOOD_BANK, true],
  ];
  it.each(cases)("%s", (_name, concept, service, expected) => {
    expect(concept(service)).toBe(expected);
  });
});

describe("judge", () => {
  const profiles = [FOOD_BANK, SEND_FORUM, NEWSLETTER, profile("d", { name: "Food Larder" })];
  const food: JudgedQuery = { query: "food", kind: "need", relevant: says(/food/) };
  const nothing: JudgedQuery = { query: "skydiving", kind: "nothing", relevant: () => false };
  const cases: [string, JudgedQuery, string[], Record<string, unknown>][] = [
    [
      "every result relevant but one missed",
      food,
      ["a"],
      { precisionAt5: 1, firstRelevant: true, recall: 0.5, zeroWithRelevant: false },
    ],
    [
      "an irrelevant first result",
      food,
      ["b", "a", "d"],
      { precisionAt5: 1 / 2, firstRelevant: false, recall: 1 },
    ],
    [
      "nothing found though something was relevant",
      food,
      [],
      { precisionAt5: 0, firstRelevant: false, recall: 0, zeroWithRelevant: true },
    ],
    [
      "precision looks at as many results as there are relevant services",
      food,
      ["a", "b", "d", "c"],
      { precisionAt5: 1 / 2, recall: 1 },
    ],
    [
      "precision of fewer results is over those that came back",
      { ...food, relevant: says(/food|forum|send|service/) },
      ["a", "b"],
      { precisionAt5: 1, recall: 0.5 },
    ],
    [
      "a search meant to find nothing that found something",
      nothing,
      ["c"],
      { precisionAt5: null, recall: null, foundForNothing: true },
    ],
    ["a search meant to find nothing that did", nothing, [], { foundForNothing: false }],
  ];
  it.each(cases)("%s", (_name, judged, ids, expected) => {
    expect(judge(judged, profiles, { ids, total: ids.length })).toMatchObject(expected);
  });

  it("summarises over the searches that have relevant services", () => {
    const figures = [
      judge(food, profiles, { ids: ["a", "d"], total: 2 }),
      judge(food, profiles, { ids: ["b", "a"], total: 2 }),
      judge(nothing, profiles, { ids: ["c"], total: 1 }),
      judge({ query: "x", kind: "need", relevant: () => false }, profiles, { ids: [], total: 0 }),
    ];
    const summary = summarise(figures);
    expect(summary).toEqual({
      queries: 4,
      judged: 2,
      unjudged: 1,
      meanPrecisionAt5: 0.75,
      firstRelevantShare: 0.5,
      meanRecall: 0.75,
      zeroWithRelevant: 0,
      nothingQueries: 1,
      foundForNothing: 1,
    });
    expect(verdicts(summary)).toEqual({
      meanPrecisionAt5: false,
      firstRelevantShare: false,
      meanRecall: false,
      zeroWithRelevant: true,
      foundForNothing: false,
    });
  });
});

describe("the judged set", () => {
  it.each([["sutton"], ["bexley"]])("%s has at least 60 searches of every kind", (tenant) => {
    const queries = judgedQueries(tenant);
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(queries.map((query) => query.kind))).toEqual(
      new Set([
        "need",
        "abbreviation",
        "compound",
        "stem",
        "typo",
        "multi-word",
        "place",
        "organisation",
        "nothing",
      ]),
    );
    expect(new Set(queries.map((query) => query.query.toLowerCase())).size).toBe(queries.length);
  });
});

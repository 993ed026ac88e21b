// The shortcuts a search takes for a page give the answer ranking every match gives (decision
// 0032): a keyword's head rows ranked first, with the other rows read only when they could
// outscore the page, and a circle's services counted by their first point inside. Checked on
// Sutton's seed (PGlite, or PostgreSQL in the second half of `pnpm test`): small pages, which
// take the shortcuts, against one page holding every hit, which ranks every match.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadBoroughDataset } from "../seed/demo.ts";
import { NOW } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import { TOWN_HALL } from "../test/search-fixture.ts";

const WALLINGTON = { lat: 51.3603, lon: -0.1508 };
const WHOLE = 100;
const SMALL = 3;

let h: Harness;

beforeAll(async () => {
  h = await startHarness(loadBoroughDataset("sutton", { referenceDate: NOW }));
}, 120_000);

afterAll(async () => {
  await h.close();
});

type Found = { ids: string[]; total: number };

async function search(body: Record<string, unknown>): Promise<Found> {
  const response = await h.call("/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const found = response.body as { data: { id: string }[]; meta: { total: number } };
  return { ids: found.data.map((service) => service.id), total: found.meta.total };
}

/** The first pages of `SMALL`, each against the same slice of one page of every hit. */
async function expectPagesToSliceTheWhole(body: Record<string, unknown>): Promise<void> {
  const whole = await search({ ...body, per_page: WHOLE });
  expect(whole.total, "a search with a page of every hit").toBeLessThanOrEqual(WHOLE);
  expect(whole.total, "a search with more than one small page").toBeGreaterThan(SMALL);
  for (let page = 1; (page - 1) * SMALL < Math.min(whole.total, 5 * SMALL); page++) {
    const small = await search({ ...body, per_page: SMALL, page });
    expect(small).toEqual({
      ids: whole.ids.slice((page - 1) * SMALL, page * SMALL),
      total: whole.total,
    });
  }
}

describe("a keyword ranked head rows first", () => {
  it.each([
    "dementia",
    "carers",
    "food bank",
    "mental health",
    "mental health young people",
    "toddler group",
    "benefits",
    "councelling",
    "homeless",
    "english classes",
    "children",
    "older people",
  ])("%s: each small page is the slice of the whole ranking", async (query) => {
    await expectPagesToSliceTheWhole({ query });
  });

  it.each([
    ["within a radius", { query: "advice", location: TOWN_HALL, distance: 2 }],
    ["free only", { query: "support", is_free: true }],
    ["a word most services hold in their descriptions", { query: "free", wait_time: "month" }],
    ["with eligibilities", { query: "support", eligibilities: ["Carers", "65 - 79 years"] }],
    // Without a keyword, filters read their narrow rows; with eligibility, counted as ranked.
    ["eligibilities alone", { eligibilities: ["Carers", "65 - 79 years"], category: "carers" }],
    ["a category alone, free only", { category: "families", is_free: true }],
    [
      "a category alone, waiting a month at most",
      { category: "mental-health", wait_time: "month" },
    ],
  ])("%s: each small page is the slice of the whole ranking", async (_name, body) => {
    await expectPagesToSliceTheWhole(body);
  });
});

describe("the services matching all but one word, after those matching every word", () => {
  it.each([
    ["three words", { query: "emergency food parcels" }],
    ["two words and a generic one", { query: "walking groups for health" }],
    ["two words, free only", { query: "coffee morning", is_free: true }],
    ["two words within a radius", { query: "coffee morning", location: TOWN_HALL, distance: 3 }],
    [
      "two words within a radius, nearest first",
      { query: "coffee morning", location: TOWN_HALL, distance: 3, order: "distance" },
    ],
  ])("%s: pages run on across the boundary", async (_name, body) => {
    await expectPagesToSliceTheWhole(body);
  });
});

describe("a word one edit from the vocabulary, too short to share its trigrams", () => {
  it.each([
    ["food bnak", "food bank"],
    ["yoag", "yoga"],
    ["dbet advice", "debt advice"],
  ])("%s finds every service %s finds", async (typed, meant) => {
    const corrected = await search({ query: typed, per_page: WHOLE });
    const intended = await search({ query: meant, per_page: WHOLE });
    expect(intended.total).toBeGreaterThan(0);
    // A correction may take a second word as near ("dbet" is one edit from "diet" too), and a
    // corrected word is no longer part of a known phrase, so it can find more, never less.
    expect(corrected.ids).toEqual(expect.arrayContaining(intended.ids));
  });
});

describe("a misspelt word the content never uses, but the thesaurus does", () => {
  it.each([
    ["fodbank", "foodbank"],
    ["foodbnak", "foodbank"],
  ])("%s finds what %s finds", async (typed, meant) => {
    const corrected = await search({ query: typed, per_page: WHOLE });
    const intended = await search({ query: meant, per_page: WHOLE });
    expect(intended.total).toBeGreaterThan(0);
    expect(corrected.ids).toEqual(intended.ids);
  });
});

describe("a circle's services, counted by their first point inside", () => {
  it.each([
    ["a mile", { location: TOWN_HALL, distance: 1, order: "distance" }],
    ["a mile, free only", { location: WALLINGTON, distance: 1, order: "distance", is_free: true }],
    ["a mile, by relevance", { location: WALLINGTON, distance: 1 }],
  ])("%s: the total is the number of services listed", async (_name, body) => {
    const whole = await search({ ...body, per_page: WHOLE });
    expect(whole.total).toBeGreaterThan(0);
    expect(whole.total).toBeLessThanOrEqual(WHOLE);
    expect(new Set(whole.ids).size).toBe(whole.total);
  });
});

import { describe, expect, it } from "vitest";

import {
  SCALE_KEYWORDS,
  SCALE_POSTCODES,
  distinctCentres,
  scaleSearches,
  spreadPages,
} from "./pages.ts";

/** As many postcodes as the bench takes from the scaled API. */
const POSTCODES = Array.from({ length: SCALE_POSTCODES }, (_, index) => `SM${index + 1} 1EA`);

describe("scaleSearches", () => {
  const searches = scaleSearches(SCALE_KEYWORDS, POSTCODES);

  it.each(searches.map((search) => ({ name: search.name, search })))(
    "$name: every measured address is a different search, none of them warmed up",
    ({ search }) => {
      // The site keeps each answer for a minute: a repeat would measure the stored one.
      const searchesAsked = search.paths.map((path) => new URL(path, "http://site.test").search);
      expect(new Set(searchesAsked).size).toBe(search.paths.length);
      expect(search.paths.length).toBeGreaterThanOrEqual(60);
      expect(search.warmUp.filter((path) => search.paths.includes(path))).toEqual([]);
      expect(search.warmUp.length).toBeGreaterThan(0);
      // A narrowed search may have one page; a page past the last is a redirect, not a search.
      const narrowedPages = search.paths.filter(
        (path) => path.includes("page=") && /is_free|wait_time|distance=(?!1\b)/.test(path),
      );
      expect(narrowedPages).toEqual([]);
    },
  );

  it.each([
    {
      name: "results keyword",
      first: "/results?query=counselling",
      contains: "&is_free=true&wait_time=month",
    },
    {
      name: "results postcode",
      first: "/results?postcode=SM1%201EA&distance=1",
      contains: "&distance=10&order=distance&is_free=true",
    },
  ])(
    "$name starts with the plain search and refines it as residents do",
    ({ name, first, contains }) => {
      const search = searches.find((candidate) => candidate.name === name);
      expect(search?.paths[0]).toBe(first);
      expect(search?.paths.some((path) => path.endsWith(contains))).toBe(true);
    },
  );
});

describe("spreadPages", () => {
  it.each([
    { lastPage: 1, count: 32, pages: [1] },
    { lastPage: 3, count: 32, pages: [1, 2, 3] },
    { lastPage: 144, count: 4, pages: [1, 49, 96, 144] },
    { lastPage: 10, count: 1, pages: [1] },
  ])("$count of $lastPage pages: $pages", ({ lastPage, count, pages }) => {
    expect(spreadPages(lastPage, count)).toEqual(pages);
  });
});

describe("distinctCentres", () => {
  const at = (postcode: string, lat: number, lon: number) => ({ postcode, lat, lon });
  it.each([
    {
      name: "postcodes of one sector are one centre",
      centres: [
        at("CR4 4BQ", 51.38, -0.15),
        at("CR4 4TU", 51.38, -0.15),
        at("SM1 1EA", 51.36, -0.19),
      ],
      count: 8,
      chosen: ["CR4 4BQ", "SM1 1EA"],
    },
    {
      name: "no more than asked for, in order",
      centres: [at("A", 1, 1), at("B", 2, 2), at("C", 3, 3)],
      count: 2,
      chosen: ["A", "B"],
    },
    { name: "none", centres: [], count: 8, chosen: [] },
  ])("$name", ({ centres, count, chosen }) => {
    expect(distinctCentres(centres, count)).toEqual(chosen);
  });
});

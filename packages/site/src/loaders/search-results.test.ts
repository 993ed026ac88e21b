import { describe, expect, it } from "vitest";

import { paginated } from "../test/api-stub.ts";
import { searchResult } from "../test/search-stub.ts";
import { partialMatchesStart } from "./search-results.ts";

/** A page of `count` results, `perPage` a page, with the notes given. */
function resultsPage(count: number, page: number, perPage: number, fullMatches?: number) {
  const data = Array.from({ length: count }, (_, i) => searchResult({ slug: `service-${i}` }));
  return {
    ...paginated(data, page, 3, perPage),
    ...(fullMatches === undefined ? {} : { search: { full_matches: fullMatches } }),
  };
}

describe("where the services matching all but one word begin on a page", () => {
  it.each([
    { name: "an API that sends no boundary", count: 9, page: 1, fullMatches: undefined, at: null },
    { name: "inside the first page", count: 9, page: 1, fullMatches: 4, at: 4 },
    { name: "at the top of the first page", count: 9, page: 1, fullMatches: 0, at: 0 },
    { name: "at the top of the second page", count: 9, page: 2, fullMatches: 9, at: 0 },
    { name: "inside the second page", count: 9, page: 2, fullMatches: 11, at: 2 },
    { name: "on a later page", count: 9, page: 1, fullMatches: 12, at: null },
    { name: "on an earlier page", count: 9, page: 3, fullMatches: 5, at: null },
    { name: "after the last result of a short page", count: 5, page: 2, fullMatches: 14, at: null },
  ])("$name: $at", ({ count, page, fullMatches, at }) => {
    expect(partialMatchesStart(resultsPage(count, page, 9, fullMatches))).toBe(at);
  });
});

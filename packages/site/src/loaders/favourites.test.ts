import { describe, expect, it } from "vitest";

import { FAVOURITE_IDS_PER_REQUEST } from "../favourites/limits.ts";
import { FavouriteItemsQuerySchema, MAX_SHARED_IDS, sharedIds } from "./favourites.ts";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const many = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `${String(index).padStart(8, "0")}-0000-4000-8000-000000000000`,
  );

describe("the items route's query", () => {
  it.each([
    { query: {}, expected: { services: [], events: [] } },
    { query: { services: `${A},${B},${A}` }, expected: { services: [A, B], events: [] } },
    { query: { events: A }, expected: { services: [], events: [A] } },
    {
      query: { services: many(FAVOURITE_IDS_PER_REQUEST).join(",") },
      expected: { services: many(FAVOURITE_IDS_PER_REQUEST), events: [] },
    },
  ])("accepts $query", ({ query, expected }) => {
    expect(FavouriteItemsQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([
    { why: "a bad id", query: { services: `${A},not-an-id` } },
    {
      why: "more than one request's worth",
      query: { events: many(FAVOURITE_IDS_PER_REQUEST + 1).join(",") },
    },
    { why: "an unknown parameter", query: { ids: A } },
  ])("refuses $why", ({ query }) => {
    expect(FavouriteItemsQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe("a shared link's ids", () => {
  it.each([
    { params: {}, expected: { services: [], events: [] } },
    { params: { ids: `${A},junk,,${A}`, events: B }, expected: { services: [A], events: [B] } },
    { params: { ids: [A, B] }, expected: { services: [A, B], events: [] } },
  ])("reads $params", ({ params, expected }) => {
    expect(sharedIds(params)).toEqual(expected);
  });

  it("stops at the most a shared link may name", () => {
    expect(sharedIds({ ids: many(MAX_SHARED_IDS + 5).join(",") }).services).toHaveLength(
      MAX_SHARED_IDS,
    );
  });
});

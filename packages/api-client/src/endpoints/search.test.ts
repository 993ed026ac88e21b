import { describe } from "vitest";

import { itCallsEachEndpoint, page, pageOf, useApiServer } from "../../test/endpoints.ts";
import * as fx from "../../test/fixtures.ts";
import * as api from "./search.ts";

const context = useApiServer();

describe("search endpoints", () => {
  itCallsEachEndpoint(context, [
    [
      "searchServices",
      (c) =>
        api.searchServices(
          c,
          { query: "food", location: { lat: 51.36, lon: -0.19 }, order: "distance" },
          { page: 2, per_page: 9 },
        ),
      {
        method: "POST",
        path: "search",
        query: { page: "2", per_page: "9" },
        body: { query: "food", location: { lat: 51.36, lon: -0.19 }, order: "distance" },
      },
      page([fx.searchResult()]),
      pageOf([fx.searchResult()]),
    ],
    [
      "searchServices with this project's notes on the keyword",
      (c) => api.searchServices(c, { query: "councelling" }),
      { method: "POST", path: "search", body: { query: "councelling" } },
      { ...page([]), search: { broadened: false, did_you_mean: "counselling" } },
      { ...pageOf([]), search: { broadened: false, did_you_mean: "counselling" } },
    ],
    [
      "searchServices without paging",
      (c) => api.searchServices(c, { is_free: true }),
      { method: "POST", path: "search", body: { is_free: true } },
      page([]),
      pageOf([]),
    ],
    [
      "searchEvents",
      (c) =>
        api.searchEvents(c, { category: "sports", is_virtual: false }, { page: 1, per_page: 9 }),
      {
        method: "POST",
        path: "search/events",
        query: { page: "1", per_page: "9" },
        body: { category: "sports", is_virtual: false },
      },
      page([fx.event()]),
      pageOf([fx.event()]),
    ],
    [
      "searchPages",
      (c) => api.searchPages(c, { query: "bins" }, { page: 1, per_page: 12 }),
      {
        method: "POST",
        path: "search/pages",
        query: { page: "1", per_page: "12" },
        body: { query: "bins" },
      },
      page([fx.page()]),
      pageOf([fx.page()]),
    ],
    [
      "searchCategoryCollections",
      (c) => api.searchCategoryCollections(c, { category: "money" }, { page: 3 }),
      {
        method: "POST",
        path: "search/collections/categories",
        query: { page: "3" },
        body: { category: "money" },
      },
      page([fx.searchResult()]),
      pageOf([fx.searchResult()]),
    ],
    [
      "searchPersonaCollections",
      (c) => api.searchPersonaCollections(c, { persona: "carers" }),
      { method: "POST", path: "search/collections/personas", body: { persona: "carers" } },
      page([fx.searchResult()]),
      pageOf([fx.searchResult()]),
    ],
  ]);
});

import { describe } from "vitest";

import { itCallsEachEndpoint, page, pageOf, useApiServer } from "../../test/endpoints.ts";
import * as fx from "../../test/fixtures.ts";
import * as api from "./collections.ts";

const context = useApiServer();

describe("collection endpoints", () => {
  itCallsEachEndpoint(context, [
    [
      "getCategoryCollectionAll",
      (c) => api.getCategoryCollectionAll(c),
      { method: "GET", path: "collections/categories/all" },
      { data: [fx.category()] },
      { data: [fx.category()] },
    ],
    [
      "getCategoryCollectionAll with a query",
      (c) => api.getCategoryCollectionAll(c, { per_page: 100 }),
      { method: "GET", path: "collections/categories/all", query: { per_page: "100" } },
      page([fx.category()]),
      pageOf([fx.category()]),
    ],
    [
      "getCategory",
      (c) => api.getCategory(c, "category-1"),
      { method: "GET", path: "collections/categories/category-1", query: { per_page: "100" } },
      { data: fx.category() },
      fx.category(),
    ],
    [
      "getPersonaCollectionAll",
      (c) => api.getPersonaCollectionAll(c),
      { method: "GET", path: "collections/personas/all" },
      { data: [fx.persona()] },
      { data: [fx.persona()] },
    ],
    [
      "getPersona",
      (c) => api.getPersona(c, fx.id(151)),
      { method: "GET", path: `collections/personas/${fx.id(151)}`, query: { per_page: "100" } },
      { data: fx.persona() },
      fx.persona(),
    ],
    [
      "getEventCollections",
      (c) => api.getEventCollections(c),
      { method: "GET", path: "collections/organisation-events" },
      page([fx.eventCollection()]),
      pageOf([fx.eventCollection()]),
    ],
  ]);
});

import { describe } from "vitest";

import { itCallsEachEndpoint, useApiServer } from "../../test/endpoints.ts";
import * as fx from "../../test/fixtures.ts";
import * as api from "./pages.ts";

const context = useApiServer();

describe("page endpoints", () => {
  itCallsEachEndpoint(context, [
    [
      "getPages",
      (c) =>
        api.getPages(c, {
          filter: { id: [fx.id(1001), fx.id(1002)] },
          include: ["landingPageAncestors"],
        }),
      {
        method: "GET",
        path: "pages",
        query: { "filter[id]": `${fx.id(1001)},${fx.id(1002)}`, include: "landingPageAncestors" },
      },
      { data: [fx.page()] },
      [fx.page()],
    ],
    [
      "getPages of a type",
      (c) => api.getPages(c, { filter: { page_type: "landing" } }),
      { method: "GET", path: "pages", query: { "filter[page_type]": "landing" } },
      { data: [] },
      [],
    ],
    [
      "getPage",
      (c) => api.getPage(c, "page-1"),
      { method: "GET", path: "pages/page-1" },
      { data: fx.pageDetail() },
      fx.pageDetail(),
    ],
  ]);
});

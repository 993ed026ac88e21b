import { describe, expect, it } from "vitest";

import { itCallsEachEndpoint, page, pageOf, useApiServer } from "../../test/endpoints.ts";
import * as fx from "../../test/fixtures.ts";
import * as api from "./organisations.ts";

const context = useApiServer();

describe("organisation endpoints", () => {
  itCallsEachEndpoint(context, [
    [
      "getOrganisations",
      (c) => api.getOrganisations(c, { filter: { name: "advice" }, sort: "name" }),
      { method: "GET", path: "organisations", query: { "filter[name]": "advice", sort: "name" } },
      page([fx.organisation()]),
      pageOf([fx.organisation()]),
    ],
    [
      "getOrganisationsByIds",
      (c) => api.getOrganisationsByIds(c, [fx.id(202), fx.id(201), fx.id(299)]),
      {
        method: "GET",
        path: "organisations",
        query: { "filter[id]": `${fx.id(201)},${fx.id(202)},${fx.id(299)}`, per_page: "100" },
      },
      page([fx.organisation(1), fx.organisation(2)]),
      [fx.organisation(2), fx.organisation(1)],
    ],
    [
      "getOrganisation",
      (c) => api.getOrganisation(c, "organisation-1"),
      { method: "GET", path: "organisations/organisation-1" },
      { data: fx.organisation() },
      fx.organisation(),
    ],
  ]);

  it("makes no request for no organisations", async () => {
    await expect(api.getOrganisationsByIds(context.client, [])).resolves.toEqual([]);
    expect(context.server.requests).toHaveLength(0);
  });
});

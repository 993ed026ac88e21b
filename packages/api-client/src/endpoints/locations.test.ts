import { describe, expect, it } from "vitest";

import { itCallsEachEndpoint, page, pageOf, useApiServer } from "../../test/endpoints.ts";
import * as fx from "../../test/fixtures.ts";
import type { Reply } from "../../test/server.ts";
import * as api from "./locations.ts";

const context = useApiServer();

describe("location endpoints", () => {
  itCallsEachEndpoint(context, [
    [
      "getServiceLocations",
      (c) =>
        api.getServiceLocations(c, { filter: { service_id: fx.id(601) }, include: ["location"] }),
      {
        method: "GET",
        path: "service-locations",
        query: { "filter[service_id]": fx.id(601), include: "location" },
      },
      page([fx.serviceLocation()]),
      pageOf([fx.serviceLocation()]),
    ],
    [
      "getLocations",
      (c) => api.getLocations(c, { filter: { postcode: "SM1" }, sort: "city" }),
      { method: "GET", path: "locations", query: { "filter[postcode]": "SM1", sort: "city" } },
      page([fx.location()]),
      pageOf([fx.location()]),
    ],
    [
      "getLocation",
      (c) => api.getLocation(c, fx.id(401)),
      { method: "GET", path: `locations/${fx.id(401)}` },
      { data: fx.location() },
      fx.location(),
    ],
  ]);
});

describe("service locations by service id", () => {
  it("makes no request for no services", async () => {
    await expect(api.getServiceLocationsByServiceIds(context.client, [])).resolves.toEqual([]);
    expect(context.server.requests).toHaveLength(0);
  });

  it.each([[2]])("follows %i pages", async (pages) => {
    const { server, client } = context;
    server.reply((request): Reply => {
      const current = Number(request.query.page);
      return { body: fx.paginated([fx.serviceLocation(current)], current, pages) };
    });
    const locations = await api.getServiceLocationsByServiceIds(client, [fx.id(602), fx.id(601)]);
    expect(locations.map((location) => location.id)).toEqual([fx.id(501), fx.id(502)]);
    expect(server.requests.map((request) => request.query)).toEqual([
      {
        "filter[service_id]": `${fx.id(601)},${fx.id(602)}`,
        include: "location",
        page: "1",
        per_page: "100",
      },
      {
        "filter[service_id]": `${fx.id(601)},${fx.id(602)}`,
        include: "location",
        page: "2",
        per_page: "100",
      },
    ]);
  });
});

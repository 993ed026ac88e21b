import { describe, expect, it } from "vitest";

import { itCallsEachEndpoint, page, pageOf, useApiServer } from "../../test/endpoints.ts";
import * as fx from "../../test/fixtures.ts";
import * as api from "./services.ts";

const context = useApiServer();

describe("service endpoints", () => {
  itCallsEachEndpoint(context, [
    [
      "getServices",
      (c) =>
        api.getServices(c, {
          filter: { organisation_id: fx.id(201), "tags.slug": "free" },
          include: ["organisation"],
          sort: ["-score", "name"],
          per_page: 9,
        }),
      {
        method: "GET",
        path: "services",
        query: {
          "filter[organisation_id]": fx.id(201),
          "filter[tags.slug]": "free",
          include: "organisation",
          sort: "-score,name",
          per_page: "9",
        },
      },
      page([fx.service()]),
      pageOf([fx.service()]),
    ],
    [
      "getServicesByIds keeps the asked order",
      (c) => api.getServicesByIds(c, [fx.id(602), fx.id(601)]),
      {
        method: "GET",
        path: "services",
        query: { "filter[id]": `${fx.id(601)},${fx.id(602)}`, per_page: "100" },
      },
      page([fx.service(1), fx.service(2)]),
      [fx.service(2), fx.service(1)],
    ],
    [
      "getService",
      (c) => api.getService(c, "service-1", { include: ["organisation"] }),
      { method: "GET", path: "services/service-1", query: { include: "organisation" } },
      { data: { ...fx.service(), organisation: fx.organisation() } },
      { ...fx.service(), organisation: fx.organisation() },
    ],
    [
      "getService by an odd slug",
      (c) => api.getService(c, "a b/c"),
      { method: "GET", path: "services/a%20b%2Fc" },
      { data: fx.service() },
      fx.service(),
    ],
    [
      "getRelatedServices",
      (c) => api.getRelatedServices(c, "service-1", { per_page: 3 }),
      { method: "GET", path: "services/service-1/related", query: { per_page: "3" } },
      page([fx.service(2)]),
      pageOf([fx.service(2)]),
    ],
    [
      "getRelatedServices near a location",
      (c) =>
        api.getRelatedServices(c, "service-1", {
          location: { lat: 51.36, lon: -0.19 },
          include: ["organisation"],
        }),
      {
        method: "GET",
        path: "services/service-1/related",
        query: { "location[lat]": "51.36", "location[lon]": "-0.19", include: "organisation" },
      },
      page([]),
      pageOf([]),
    ],
  ]);
});

describe("services by id", () => {
  it("makes no request for no saved services", async () => {
    await expect(api.getServicesByIds(context.client, [])).resolves.toEqual([]);
    expect(context.server.requests).toHaveLength(0);
  });

  it.each([
    [150, 2],
    [100, 1],
  ])("%i saved services are fetched in %i request(s)", async (count, requests) => {
    const { server, client } = context;
    const many = Array.from({ length: count }, (_, index) => fx.id(10_000 + index));
    server.reply(() => ({ body: page([]) }));
    await api.getServicesByIds(client, many);
    expect(server.requests).toHaveLength(requests);
    const asked = server.requests.flatMap(
      (request) => request.query["filter[id]"]?.split(",") ?? [],
    );
    expect(asked.sort()).toEqual([...many].sort());
  });
});

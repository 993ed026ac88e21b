import { describe } from "vitest";

import { itCallsEachEndpoint, page, pageOf, useApiServer } from "../../test/endpoints.ts";
import * as fx from "../../test/fixtures.ts";
import * as api from "./events.ts";

const context = useApiServer();

describe("event endpoints", () => {
  itCallsEachEndpoint(context, [
    [
      "getEvents",
      (c) =>
        api.getEvents(c, {
          filter: { homepage: true, collections: [fx.id(171)], ends_after: "2024-09-01" },
          include: ["organisation"],
          sort: "-start_date",
        }),
      {
        method: "GET",
        path: "organisation-events",
        query: {
          "filter[homepage]": "true",
          "filter[collections]": fx.id(171),
          "filter[ends_after]": "2024-09-01",
          include: "organisation",
          sort: "-start_date",
        },
      },
      page([fx.event()]),
      pageOf([fx.event()]),
    ],
    [
      "getEvent",
      (c) => api.getEvent(c, "event-1", { include: ["organisation", "location"] }),
      {
        method: "GET",
        path: "organisation-events/event-1",
        query: { include: "organisation,location" },
      },
      { data: fx.event() },
      fx.event(),
    ],
  ]);
});

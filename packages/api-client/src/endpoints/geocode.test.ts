import { describe } from "vitest";

import { itCallsEachEndpoint, useApiServer } from "../../test/endpoints.ts";
import * as api from "./geocode.ts";

const context = useApiServer();

const geocoded = {
  postcode: "SM1 1AA",
  outward_code: "SM1",
  precision: "postcode",
  location: { lat: 51.36, lon: -0.19 },
};

describe("geocode endpoint", () => {
  itCallsEachEndpoint(context, [
    [
      "geocodePostcode",
      (c) => api.geocodePostcode(c, "SM1 1AA"),
      { method: "GET", path: "geocode", query: { postcode: "SM1 1AA" } },
      { data: geocoded },
      geocoded,
    ],
  ]);
});

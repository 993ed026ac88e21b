import { describe } from "vitest";

import { itCallsEachEndpoint, useApiServer } from "../../test/endpoints.ts";
import * as fx from "../../test/fixtures.ts";
import * as api from "./settings.ts";

const context = useApiServer();

describe("settings endpoint", () => {
  itCallsEachEndpoint(context, [
    [
      "getSettings",
      (c) => api.getSettings(c),
      { method: "GET", path: "settings" },
      { data: fx.settings() },
      fx.settings(),
    ],
  ]);
});

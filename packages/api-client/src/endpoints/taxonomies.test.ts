import { describe } from "vitest";

import { itCallsEachEndpoint, useApiServer } from "../../test/endpoints.ts";
import * as fx from "../../test/fixtures.ts";
import * as api from "./taxonomies.ts";

const context = useApiServer();

describe("taxonomy endpoints", () => {
  itCallsEachEndpoint(context, [
    [
      "getOrganisationTaxonomy",
      (c) => api.getOrganisationTaxonomy(c, "referee-1"),
      { method: "GET", path: "taxonomies/organisations/referee-1" },
      { data: fx.taxonomyOrganisation() },
      fx.taxonomyOrganisation(),
    ],
    [
      "getEligibilityTaxonomies",
      (c) => api.getEligibilityTaxonomies(c),
      { method: "GET", path: "taxonomies/service-eligibilities" },
      { data: [fx.taxonomyTree()] },
      [fx.taxonomyTree()],
    ],
  ]);
});

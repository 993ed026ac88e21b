// `POST /search`'s `organisation_id` (contract §5.13, decision 0078) over HTTP against PGlite
// seeded with the search fixture: the same services as the list endpoint's filter, narrowed by
// open now with its left-out count. Response bodies are untyped JSON:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument */
import { describe, expect, it } from "vitest";

import { IDS } from "../test/fixture.ts";
import { searchDataset } from "../test/search-fixture.ts";
import { slugs } from "../test/harness.ts";
import { harnessForFile } from "../test/harness-for-file.ts";

const h = harnessForFile(searchDataset());

const post = (path: string, body: unknown) => h.post(path, body);

describe("POST /search organisation_id (this project's extension)", () => {
  /** An organisation's active services, as the list endpoint gives them. */
  const listed = async (ids: readonly string[]) =>
    slugs((await h.call(`/services?filter[organisation_id]=${ids.join(",")}&per_page=100`)).body);
  const organisations = [[IDS.orgAlpha], [IDS.orgBeta], [IDS.orgAlpha, IDS.orgGamma]];

  it.each(organisations)("lists the services the list endpoint does (%s)", async (...ids) => {
    const expected = await listed(ids);
    const { status, body } = await post("/search", {
      organisation_id: ids.join(","),
      per_page: 100,
    });
    expect(status).toBe(200);
    expect(expected.length).toBeGreaterThan(0);
    expect(slugs(body).sort()).toEqual(expected.sort());
  });

  it.each(organisations)(
    "open now counts what it left out for want of hours (%s)",
    async (...ids) => {
      // The fixture's clock is a Tuesday at 10:30, when every service giving hours is open.
      const [theirs, open] = await Promise.all([
        listed(ids),
        post("/search", { open_now: true, per_page: 100 }),
      ]);
      const openAnywhere = slugs(open.body);
      const { body } = await post("/search", {
        organisation_id: ids.join(","),
        open_now: true,
        per_page: 100,
      });
      expect(slugs(body).sort()).toEqual(
        theirs.filter((slug) => openAnywhere.includes(slug)).sort(),
      );
      expect(body.search.without_hours).toBe(
        theirs.filter((slug) => !openAnywhere.includes(slug)).length,
      );
    },
  );

  it("an id of no organisation, or not an id, matches nothing", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const { status, body } = await post("/search", { organisation_id: id });
      expect(status).toBe(200);
      expect(body.meta.total).toBe(0);
    }
  });
});

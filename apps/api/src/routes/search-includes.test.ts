// `include=organisation` on the service searches (contract §5.12): each result carries its
// organisation as `GET /organisations/{id}` gives it, so the website needs no second request.
// Response bodies are untyped JSON, read freely:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment */
import { ServiceSearchResponseSchema } from "@hub/api-client/schemas";
import { describe, expect, it } from "vitest";

import { searchDataset } from "../test/search-fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";

const h = harnessForFile(searchDataset());

const SEARCHES: [string, Record<string, unknown>][] = [
  ["/search", { is_free: true }],
  ["/search", { query: "debt advice" }],
  ["/search/collections/categories", { category: "money" }],
  ["/search/collections/personas", { persona: "young-people" }],
];

describe("include=organisation on the service searches", () => {
  it.each(SEARCHES)("%s %j embeds each result's organisation", async (path, body) => {
    const { status, body: result } = await h.post(`${path}?include=organisation`, body);
    expect(status).toBe(200);
    expect(result.data.length).toBeGreaterThan(0);
    ServiceSearchResponseSchema.parse(result);
    for (const service of result.data) {
      const { body: organisation } = await h.call(`/organisations/${service.organisation_id}`);
      expect(service.organisation).toEqual(organisation.data);
    }
  });

  it.each(SEARCHES)("%s %j embeds nothing unasked, as upstream", async (path, body) => {
    const { status, body: result } = await h.post(path, body);
    expect(status).toBe(200);
    expect(result.data.length).toBeGreaterThan(0);
    for (const service of result.data) expect(service).not.toHaveProperty("organisation");
  });

  it("refuses any other include, as the list endpoints do", async () => {
    const { status, body } = await h.post("/search?include=organisation,services", {
      is_free: true,
    });
    expect(status).toBe(400);
    expect(body.message).toBe(
      "Requested include(s) `services` are not allowed. Allowed include(s) are `organisation`.",
    );
  });
});

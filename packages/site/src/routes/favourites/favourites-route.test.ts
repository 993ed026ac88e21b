import { afterEach, describe, expect, it, vi } from "vitest";

import { buildService } from "@hub/api-client/testing";

import { paginated, stubSite } from "../../test/api-stub.ts";
import type { StubResponse } from "../../test/api-stub.ts";
import { createFavouritesRoute } from "./favourites-route.tsx";

const saved = buildService({ name: "Food Bank" });

function itemsOf(answer: StubResponse) {
  const { site } = stubSite(() => answer);
  return createFavouritesRoute(site).GET(
    new Request(`https://hub.test/favourites/items?services=${saved.id}`),
  );
}

describe("GET /favourites/items", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers the saved cards", async () => {
    const response = await itemsOf({ body: paginated([saved]) });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { name: string }[] };
    expect(data.map((item) => item.name)).toEqual(["Food Bank"]);
  });

  it("refuses ids that are not a list of ids", async () => {
    const { site } = stubSite(() => ({ body: paginated([]) }));
    const response = await createFavouritesRoute(site).GET(
      new Request("https://hub.test/favourites/items?services=nope"),
    );
    expect(response.status).toBe(400);
  });

  // As a page the API failed: limited (with the API's wait), unavailable, or broken.
  it.each([
    [
      "the API limits the visitor",
      { status: 429, body: {}, headers: { "retry-after": "30" } },
      429,
      "30",
    ],
    ["the API is unavailable", { status: 503, body: {} }, 503, "60"],
    ["the API fails", { status: 500, body: {} }, 503, "60"],
    ["the API answers something else", { body: { data: "not a page" } }, 500, null],
  ] as const)("when %s, answers %i", async (_case, answer, status, retryAfter) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await itemsOf(answer);
    expect(response.status).toBe(status);
    expect(response.headers.get("retry-after")).toBe(retryAfter);
  });
});

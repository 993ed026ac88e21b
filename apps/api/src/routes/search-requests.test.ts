// What `POST /search` refuses, and how it pages, over HTTP against PGlite seeded with the search
// fixture (`test/search-fixture.ts`). Response bodies are untyped JSON, read freely:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument */
import { describe, expect, it } from "vitest";

import { ALL_ACTIVE, searchDataset } from "../test/search-fixture.ts";
import { slugs } from "../test/harness.ts";
import { harnessForFile } from "../test/harness-for-file.ts";

const h = harnessForFile(searchDataset());

const post = (path: string, body: unknown) => h.post(path, body);

describe("POST /search validation", () => {
  const cases: [string, unknown, Record<string, string[]>][] = [
    [
      "an empty body",
      {},
      {
        is_free: [
          "The is free field is required when none of query / category / persona / wait time / location / eligibilities are present.",
        ],
      },
    ],
    [
      "a short query",
      { query: "ab" },
      { query: ["The query field must be at least 3 characters."] },
    ],
    [
      "a query of spaces",
      { query: "   ", is_free: true },
      { query: ["The query field must be a string."] },
    ],
    [
      "a long query",
      { query: "a".repeat(256) },
      { query: ["The query field must not be greater than 255 characters."] },
    ],
    [
      "distance order without a location",
      { query: "debt", order: "distance" },
      { location: ["The location field is required when order is distance."] },
    ],
    [
      "an unknown order",
      { query: "debt", order: "name" },
      { order: ["The selected order is invalid."] },
    ],
    [
      "a bad wait time",
      { wait_time: "day" },
      { wait_time: ["The selected wait time is invalid."] },
    ],
    [
      "a latitude out of range",
      { location: { lat: 91, lon: 0 } },
      { "location.lat": ["The location.lat field must be between -90 and 90."] },
    ],
    [
      "a negative distance",
      { is_free: true, distance: -1 },
      { distance: ["The distance field must be at least 0."] },
    ],
    [
      "a non-boolean is_free",
      { is_free: "yes" },
      { is_free: ["The is free field must be true or false."] },
    ],
    [
      "eligibilities that are not a list",
      { eligibilities: "Homeless" },
      { eligibilities: ["The eligibilities field must be an array."] },
    ],
    [
      "page 0 in the body",
      { is_free: true, page: 0 },
      { page: ["The page field must be at least 1."] },
    ],
    [
      "open now given as false, and nothing else",
      { open_now: false },
      {
        is_free: [
          "The is free field is required when none of query / category / persona / wait time / location / eligibilities are present.",
        ],
      },
    ],
    ...[7, ""].map((organisationId): [string, unknown, Record<string, string[]>] => [
      `an organisation_id of ${JSON.stringify(organisationId)}`,
      { organisation_id: organisationId },
      { organisation_id: ["The organisation id field must be a string."] },
    ]),
    ...[
      "2026-11-24 10:30",
      "2026-11-24T10:30:00Z",
      "2026-02-30T10:00",
      "2026-11-24T24:00",
      "0000-01-01T00:00",
      1_764_000_000,
    ].map((openAt): [string, unknown, Record<string, string[]>] => [
      `open at ${JSON.stringify(openAt)}`,
      { open_at: openAt },
      { open_at: ["The open at field must match the format Y-m-d\\TH:i."] },
    ]),
  ];
  it.each(cases)("%s → 422", async (_name, body, errors) => {
    const { status, body: result } = await post("/search", body);
    expect(status).toBe(422);
    expect(result).toEqual({ message: Object.values(errors)[0]?.[0], errors });
  });

  it("treats a body that is not JSON as empty", async () => {
    const { status, body } = await h.call("/search", { method: "POST", body: "nonsense" });
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(["is_free"]);
  });
});

describe("POST /search pagination", () => {
  const cases: [
    string,
    string,
    Record<string, unknown>,
    { slugs: number; page: number; perPage: number; total: number },
  ][] = [
    [
      "per_page in the body",
      "/search",
      { is_free: true, per_page: 3 },
      { slugs: 3, page: 1, perPage: 3, total: 10 },
    ],
    [
      "page and per_page in the query",
      "/search?page=4&per_page=3",
      { is_free: true },
      { slugs: 1, page: 4, perPage: 3, total: 10 },
    ],
    [
      "the body wins over the query",
      "/search?per_page=3",
      { is_free: true, per_page: 4 },
      { slugs: 4, page: 1, perPage: 4, total: 10 },
    ],
    [
      "a page past the end",
      "/search",
      { is_free: true, page: 9 },
      { slugs: 0, page: 9, perPage: 25, total: 10 },
    ],
    [
      "per_page above 100 is clamped",
      "/search",
      { is_free: true, per_page: 500 },
      { slugs: 10, page: 1, perPage: 100, total: 10 },
    ],
    [
      "no match at all",
      "/search",
      { category: "nope" },
      { slugs: 0, page: 1, perPage: 25, total: 0 },
    ],
  ];
  it.each(cases)("%s", async (_name, path, body, expected) => {
    const { status, body: result } = await post(path, body);
    expect(status).toBe(200);
    expect(result.data).toHaveLength(expected.slugs);
    expect(result.meta).toMatchObject({
      current_page: expected.page,
      per_page: expected.perPage,
      total: expected.total,
    });
  });

  it("pages do not overlap and cover every hit", async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) =>
        slugs((await post("/search", { is_free: true, page, per_page: 3 })).body),
      ),
    );
    const all = pages.flat();
    expect(new Set(all).size).toBe(10);
    expect(all.sort()).toEqual(ALL_ACTIVE.filter((s) => s !== "counselling-service"));
  });

  it("keeps the query string in the links", async () => {
    const { body } = await post("/search?per_page=3", { is_free: true });
    expect(body.links.next).toBe("http://localhost/sutton/core/v1/search?per_page=3&page=2");
  });
});

// The collection, event and page searches over HTTP against PGlite seeded with the search fixture
// (`test/search-fixture.ts`). Response bodies are untyped JSON, read freely:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument */
import { describe, expect, it } from "vitest";

import { LIBRARY, TOWN_HALL, searchDataset } from "../test/search-fixture.ts";
import { slugs } from "../test/harness.ts";
import { harnessForFile } from "../test/harness-for-file.ts";

const h = harnessForFile(searchDataset());

const post = (path: string, body: unknown) => h.post(path, body);

describe("POST /search/collections/*", () => {
  const cases: [string, Record<string, unknown>, number, unknown][] = [
    [
      "/search/collections/categories",
      { category: "money" },
      200,
      // More shared taxonomies first, then the quality multiplier.
      ["debt-advice", "money-matters", "housing-help", "benefits-clinic"],
    ],
    [
      "/search/collections/categories",
      { category: "money", per_page: 1, page: 2 },
      200,
      ["money-matters"],
    ],
    ["/search/collections/personas", { persona: "young-people" }, 200, ["football-club"]],
    [
      "/search/collections/categories",
      { category: "young-people" },
      422,
      { category: ["The category field must be a valid category collection."] },
    ],
    [
      "/search/collections/personas",
      { persona: "money" },
      422,
      { persona: ["The persona field must be a valid persona collection."] },
    ],
    ["/search/collections/personas", {}, 422, { persona: ["The persona field is required."] }],
  ];
  it.each(cases)("POST %s %j", async (path, body, status, expected) => {
    const result = await post(path, body);
    expect(result.status).toBe(status);
    if (status === 200) expect(slugs(result.body)).toEqual(expected);
    else expect(result.body.errors).toEqual(expected);
  });
});

describe("POST /search/events", () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    // The clock says 24 November 2026: past-fair ended yesterday.
    ["ends today or later by default", {}, ["today-talk", "online-workshop", "football-festival"]],
    ["ends before a date (the floor goes)", { ends_before: "2026-11-24" }, ["past-fair"]],
    [
      "ends before a date and time",
      { ends_before: "2026-11-24T12:00" },
      ["past-fair", "today-talk"],
    ],
    ["starts after", { starts_after: "2026-11-30" }, ["online-workshop", "football-festival"]],
    ["starts after a time", { starts_after: "2026-12-05 13:00:00" }, ["football-festival"]],
    ["virtual", { is_virtual: true }, ["online-workshop"]],
    ["in person", { is_virtual: false }, ["today-talk", "football-festival"]],
    ["wheelchair access", { has_wheelchair_access: true }, ["today-talk"]],
    ["an induction loop", { has_induction_loop: true }, ["football-festival"]],
    [
      "no accessible toilet (virtual never matches)",
      { has_accessible_toilet: false },
      ["football-festival"],
    ],
    ["paid events", { is_free: false }, []],
    ["a category", { category: "sport-events" }, ["football-festival"]],
    ["an unknown category", { category: "nope" }, []],
    ["a query", { query: "football" }, ["football-festival"]],
    ["a query on the organisation name", { query: "beta trust" }, ["today-talk"]],
    ["a typo", { query: "festivel" }, ["football-festival"]],
    [
      "near the town hall",
      { location: TOWN_HALL, distance: 1 },
      ["today-talk", "football-festival"],
    ],
    ["by distance", { location: LIBRARY, order: "distance" }, ["football-festival", "today-talk"]],
    ["by end date", { order: "end_date" }, ["today-talk", "online-workshop", "football-festival"]],
    ["by start date", { order: "start_date", per_page: 1, page: 2 }, ["online-workshop"]],
  ];
  it.each(cases)("%s", async (_name, body, expected) => {
    const { status, body: result } = await post("/search/events", body);
    expect(status).toBe(200);
    expect(slugs(result)).toEqual(expected);
  });

  const invalid: [string, Record<string, unknown>, Record<string, string[]>][] = [
    [
      "a date that is not one",
      { starts_after: "next week" },
      { starts_after: ["The starts after field must be a valid date."] },
    ],
    [
      "an impossible date",
      { ends_before: "2026-02-30" },
      { ends_before: ["The ends before field must be a valid date."] },
    ],
    [
      "distance order without a location",
      { order: "distance" },
      { location: ["The location field is required when order is distance."] },
    ],
    [
      "a short query",
      { query: "ab" },
      { query: ["The query field must be at least 3 characters."] },
    ],
  ];
  it.each(invalid)("%s → 422", async (_name, body, errors) => {
    const { status, body: result } = await post("/search/events", body);
    expect(status).toBe(422);
    expect(result.errors).toEqual(errors);
  });
});

describe("POST /search/events: happening now, and happening at a time (§5.15)", () => {
  // Today Talk is on 24 November 10:00–12:00; Football Festival from 5 December 14:00 to
  // 6 December 12:00, through midnight; Past Fair from 20 November 10:00 to 23 November 12:00.
  const cases: [string, Record<string, unknown>, string[]][] = [
    ["now (the clock says 10:30 on 24 November)", { happening_now: true }, ["today-talk"]],
    ["now, as a string", { happening_now: "1" }, ["today-talk"]],
    [
      "not now: no filter",
      { happening_now: false },
      ["today-talk", "online-workshop", "football-festival"],
    ],
    ["the minute it starts", { happening_at: "2026-11-24T10:00" }, ["today-talk"]],
    ["the minute before", { happening_at: "2026-11-24T09:59" }, []],
    ["the minute it ends", { happening_at: "2026-11-24T12:00" }, ["today-talk"]],
    ["the minute after", { happening_at: "2026-11-24T12:01" }, []],
    [
      "the last minute of its first day",
      { happening_at: "2026-12-05T23:59" },
      ["football-festival"],
    ],
    ["midnight, into its second day", { happening_at: "2026-12-06T00:00" }, ["football-festival"]],
    ["its second morning", { happening_at: "2026-12-06T09:00" }, ["football-festival"]],
    ["after it", { happening_at: "2026-12-06T12:01" }, []],
    ["the night before it", { happening_at: "2026-12-04T23:59" }, []],
    // The floor of "ends today or later" holds, until `ends_before` lifts it.
    ["a night within an event that has ended", { happening_at: "2026-11-21T03:00" }, []],
    [
      "the same, with ends before",
      { happening_at: "2026-11-21T03:00", ends_before: "2026-11-30" },
      ["past-fair"],
    ],
    [
      "with another filter",
      { happening_at: "2026-11-30T11:00", is_virtual: true },
      ["online-workshop"],
    ],
    ["with a filter it fails", { happening_at: "2026-11-30T11:00", is_virtual: false }, []],
    [
      "a moment wins over now",
      { happening_at: "2026-11-30T11:00", happening_now: true },
      ["online-workshop"],
    ],
  ];
  it.each(cases)("%s", async (_name, body, expected) => {
    const { status, body: result } = await post("/search/events", body);
    expect(status).toBe(200);
    expect(slugs(result)).toEqual(expected);
  });

  const format = "The happening at field must match the format Y-m-d\\TH:i.";
  const invalid: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ["a day that is not one", { happening_at: "2026-02-30T10:00" }, { happening_at: [format] }],
    ["a time that is not one", { happening_at: "2026-12-06T24:00" }, { happening_at: [format] }],
    ["a date alone", { happening_at: "2026-12-06" }, { happening_at: [format] }],
    ["a space for the T", { happening_at: "2026-12-06 10:00" }, { happening_at: [format] }],
    ["words", { happening_at: "tomorrow at ten" }, { happening_at: [format] }],
    ["a number", { happening_at: 202612061000 }, { happening_at: [format] }],
    ["a year out of range", { happening_at: "3000-01-01T10:00" }, { happening_at: [format] }],
    [
      "now that is not true or false",
      { happening_now: "yes" },
      { happening_now: ["The happening now field must be true or false."] },
    ],
  ];
  it.each(invalid)("%s → 422", async (_name, body, errors) => {
    const { status, body: result } = await post("/search/events", body);
    expect(status).toBe(422);
    expect(result.errors).toEqual(errors);
  });
});

describe("POST /search/pages", () => {
  const cases: [string, string[]][] = [
    ["energy bills", ["energy-bills"]],
    ["warm", ["warm-spaces"]],
    // Disabled pages are never found.
    ["draft page", []],
    // A landing page is found by the collections it links.
    ["young people", ["cost-of-living"]],
    ["cost of living", ["cost-of-living"]],
    ["welcome", ["about-the-hub", "energy-bills", "warm-spaces"]],
  ];
  it.each(cases)("%s", async (query, expected) => {
    const { status, body } = await post("/search/pages", { query });
    expect(status).toBe(200);
    const found = slugs(body);
    expect(query === "welcome" ? found.sort() : found).toEqual(expected);
  });

  it("returns the list shape without relations", async () => {
    const { body } = await post("/search/pages", { query: "warm spaces" });
    expect(body.data[0]).not.toHaveProperty("parent");
    expect(body.data[0]).not.toHaveProperty("content");
  });

  it("requires a query", async () => {
    const { status, body } = await post("/search/pages", {});
    expect(status).toBe(422);
    expect(body).toEqual({
      message: "The query field is required.",
      errors: { query: ["The query field is required."] },
    });
  });
});

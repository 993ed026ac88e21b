// The search endpoints over HTTP against PGlite seeded with the search fixture
// (`test/search-fixture.ts`): the fixture borough plus a few services written for search.
// Response bodies are untyped JSON, checked against the api-client schemas first:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument */
import {
  EventSearchResponseSchema,
  PageSearchResponseSchema,
  ServiceSearchResponseSchema,
} from "@hub/api-client/schemas";
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { expectContract } from "../test/contract.ts";
import { IDS } from "../test/fixture.ts";
import { ALL_ACTIVE, LIBRARY, TOWN_HALL, searchDataset } from "../test/search-fixture.ts";
import { slugs } from "../test/harness.ts";
import { harnessForFile } from "../test/harness-for-file.ts";

const h = harnessForFile(searchDataset());

const post = (path: string, body: unknown) => h.post(path, body);

describe("responses match the api-client schemas", () => {
  const cases: [string, unknown, z.ZodType][] = [
    ["/search", { query: "debt advice" }, ServiceSearchResponseSchema],
    ["/search", { location: TOWN_HALL, order: "distance" }, ServiceSearchResponseSchema],
    ["/search/collections/categories", { category: "money" }, ServiceSearchResponseSchema],
    ["/search/collections/personas", { persona: "young-people" }, ServiceSearchResponseSchema],
    ["/search/events", {}, EventSearchResponseSchema],
    ["/search/pages", { query: "energy" }, PageSearchResponseSchema],
  ];
  it.each(cases)("POST %s %j", async (path, body, schema) => {
    const response = await post(path, body);
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThan(0);
    expectContract(schema, response.body);
  });

  it("embeds every service location with its location", async () => {
    const { body } = await post("/search", { query: "debt advice" });
    const debt = body.data.find((item: { slug: string }) => item.slug === "debt-advice");
    expect(
      debt.service_locations.map((item: { location: { id: string } }) => item.location.id),
    ).toEqual([IDS.library, IDS.townHall]);
    expect(debt).not.toHaveProperty("organisation");
  });
});

describe("POST /search filters", () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ["free services", { is_free: true }, ALL_ACTIVE.filter((s) => s !== "counselling-service")],
    ["paid services", { is_free: false }, ["counselling-service"]],
    ["a wait of at most two weeks", { wait_time: "two_weeks" }, ["debt-advice"]],
    ["a wait of at most a month", { wait_time: "month" }, ["counselling-service", "debt-advice"]],
    [
      "any wait time (none never matches)",
      { wait_time: "longer" },
      ["counselling-service", "debt-advice", "doctor-drop-in"],
    ],
    [
      "a category",
      { category: "money" },
      ["benefits-clinic", "debt-advice", "housing-help", "money-matters"],
    ],
    [
      "categories, unknown slugs ignored",
      { category: "money,nope" },
      ["benefits-clinic", "debt-advice", "housing-help", "money-matters"],
    ],
    ["only unknown categories", { category: "nope" }, []],
    ["a persona", { persona: "young-people" }, ["football-club"]],
    ["a category and a persona", { category: "money", persona: "young-people" }, []],
    [
      "a category and a price",
      { category: "money", is_free: true, wait_time: "one_week" },
      ["debt-advice"],
    ],
    [
      "within 5 miles by default",
      { location: LIBRARY },
      ["debt-advice", "football-club", "housing-help", "money-matters", "sutton-foodbank"],
    ],
    [
      "distance 0 means 5 miles",
      { location: LIBRARY, distance: 0 },
      ["debt-advice", "football-club", "housing-help", "money-matters", "sutton-foodbank"],
    ],
    [
      "within 10 miles",
      { location: LIBRARY, distance: 10 },
      [
        "counselling-service",
        "debt-advice",
        "football-club",
        "housing-help",
        "money-matters",
        "sutton-foodbank",
      ],
    ],
    ["within a mile", { location: { lat: 51.357, lon: -0.217 }, distance: 1 }, ["sutton-foodbank"]],
    [
      "a query and a radius",
      { query: "debt", location: LIBRARY, distance: 1 },
      ["debt-advice", "housing-help", "money-matters"],
    ],
    [
      "unknown keys are ignored",
      { is_free: false, postcode: "SM1 1EA", polygon: [] },
      ["counselling-service"],
    ],
    [
      "open now, as upstream's frontend sends it when not asked for, is ignored",
      { is_free: false, open_now: "" },
      ["counselling-service"],
    ],
  ];
  it.each(cases)("%s", async (_name, body, expected) => {
    const { status, body: result } = await post("/search", body);
    expect(status).toBe(200);
    expect(slugs(result).sort()).toEqual(expected);
  });
});

describe("POST /search open now and open at (this project's extension)", () => {
  // The fixture's clock is Tuesday 24 November 2026, 10:30 in London. Three services give hours:
  // debt-advice (Tuesdays 9–5 at the town hall, closed 24–26 December; Thursdays 1–3 at the
  // library), housing-help (fortnightly Tuesdays 9–11) and money-matters (second and fourth
  // Tuesdays 10–4). The rest give none.
  const WITH_HOURS = ["debt-advice", "housing-help", "money-matters"];
  const cases: [string, Record<string, unknown>, string[]][] = [
    ["open now", { open_now: true }, WITH_HOURS],
    ["open now, as a string", { open_now: "true" }, WITH_HOURS],
    ["open at a Thursday afternoon", { open_at: "2026-11-26T14:00" }, ["debt-advice"]],
    ["open at a Tuesday before nine", { open_at: "2026-11-24T08:59" }, []],
    [
      "open at the last minute of a Tuesday's hours",
      { open_at: "2026-11-24T16:59" },
      ["debt-advice"],
    ],
    [
      "on Christmas Eve, where one place is closed",
      { open_at: "2026-12-24T14:00" },
      ["debt-advice"],
    ],
    ["on Christmas Eve morning", { open_at: "2026-12-24T10:00" }, []],
    ["open now and a keyword", { open_now: true, query: "debt" }, WITH_HOURS],
    ["open now within a mile", { open_now: true, location: LIBRARY, distance: 1 }, WITH_HOURS],
    [
      "open now, nearest first",
      { open_now: true, location: LIBRARY, distance: 1, order: "distance" },
      WITH_HOURS,
    ],
    ["open now beside another filter", { open_now: true, is_free: false }, []],
  ];
  /** What the search matches without being asked to be open. */
  async function matchedAnyway(body: Record<string, unknown>): Promise<string[]> {
    const { open_now: _now, open_at: _at, ...rest } = body;
    if (Object.keys(rest).length === 0) return ALL_ACTIVE;
    return slugs((await post("/search", { ...rest, per_page: 100 })).body);
  }

  it.each(cases)("%s", async (_name, body, expected) => {
    const open = await post("/search", { ...body, per_page: 100 });
    expect(open.status).toBe(200);
    expect(slugs(open.body).sort()).toEqual(expected);
    // What matched everything else but gives no hours is counted, not shown.
    const unhoured = (await matchedAnyway(body)).filter((slug) => !WITH_HOURS.includes(slug));
    expect(open.body.search.without_hours).toBe(unhoured.length);
    expect(open.body.meta.total).toBe(expected.length);
  });

  it("says nothing of hours when not asked to be open", async () => {
    const { body } = await post("/search", { query: "debt" });
    expect(body.search).not.toHaveProperty("without_hours");
  });
});

describe("POST /search eligibilities (the Type All rule)", () => {
  const cases: [string, string[], string[]][] = [
    // debt-advice is for 16–18s and homeless people; every other service is unrestricted.
    [
      "an option it lacks in a type it restricts",
      ["12 - 15 years"],
      ALL_ACTIVE.filter((s) => s !== "debt-advice"),
    ],
    ["an option it has", ["16 - 18 years"], ALL_ACTIVE],
    [
      "options of two types, one of them lacking",
      ["Homeless", "12 - 15 years"],
      ALL_ACTIVE.filter((s) => s !== "debt-advice"),
    ],
    ["options of two types, both had", ["homeless", "16 - 18 years"], ALL_ACTIVE],
    ["two options of one type, one had", ["12 - 15 years", "16 - 18 years"], ALL_ACTIVE],
    ["a name that is no option", ["Not an option"], ALL_ACTIVE],
  ];
  it.each(cases)("%s", async (_name, eligibilities, expected) => {
    const { status, body } = await post("/search", { eligibilities, per_page: 100 });
    expect(status).toBe(200);
    expect(slugs(body).sort()).toEqual(expected);
  });

  it("ranks an explicit match above unrestricted services", async () => {
    const { body } = await post("/search", { eligibilities: ["16 - 18 years"] });
    expect(slugs(body)[0]).toBe("debt-advice");
  });
});

describe("POST /search ranking", () => {
  const cases: [string, string, string, string][] = [
    ["a name match beats a description match", "debt", "debt-advice", "wellbeing-cafe"],
    ["the phrase beats the words apart", "debt advice", "family-hub", "tenants-forum"],
    [
      "an intro or taxonomy match beats a description match",
      "debt",
      "housing-help",
      "wellbeing-cafe",
    ],
    ["a higher quality score wins a tie", "debt", "money-matters", "housing-help"],
  ];
  it.each(cases)("%s (%s)", async (_name, query, first, second) => {
    const order = slugs((await post("/search", { query })).body);
    expect(order).toContain(first);
    expect(order).toContain(second);
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(second));
  });

  it("requires every word", async () => {
    const order = slugs((await post("/search", { query: "advice rent" })).body);
    expect(order).toContain("tenants-forum");
    expect(order).not.toContain("family-hub");
  });

  it("with no service matching every word, takes any word, most words first", async () => {
    const order = slugs((await post("/search", { query: "football rent debt" })).body);
    // tenants-forum has rent and debt; football-club only football.
    expect(order).toContain("football-club");
    expect(order.indexOf("tenants-forum")).toBeLessThan(order.indexOf("football-club"));
  });

  it("puts the best match first", async () => {
    expect(slugs((await post("/search", { query: "Debt Advice" })).body)[0]).toBe("debt-advice");
  });

  it("never returns an inactive service", async () => {
    expect(slugs((await post("/search", { query: "closed service" })).body)).not.toContain(
      "closed-service",
    );
  });
});

describe("POST /search typos and synonyms", () => {
  const cases: [string, string, string][] = [
    ["a misspelt word", "fodbank", "sutton-foodbank"],
    ["American spelling", "counseling", "counselling-service"],
    ["a misspelt word among others", "emergancy food", "sutton-foodbank"],
    ["a synonym", "the gp", "doctor-drop-in"],
    ["a multi-word synonym", "food bank", "sutton-foodbank"],
    ["a synonym of a word in the intro", "talking counsellor", "counselling-service"],
    ["arrears for debt", "arrears", "debt-advice"],
  ];
  it.each(cases)("%s: %s", async (_name, query, expected) => {
    const { status, body } = await post("/search", { query });
    expect(status).toBe(200);
    expect(slugs(body)[0]).toBe(expected);
  });

  it("matches nothing for stop words only", async () => {
    const { status, body } = await post("/search", { query: "the and of" });
    expect(status).toBe(200);
    expect(body.meta.total).toBe(0);
  });
});

describe("POST /search notes on the keyword (this project's extension)", () => {
  const cases: [
    string,
    Record<string, unknown>,
    { broadened: boolean; did_you_mean: string | null; full_matches?: number },
  ][] = [
    [
      "a search that matched every word",
      { query: "debt" },
      { broadened: false, did_you_mean: null },
    ],
    ["a search without a keyword", { is_free: true }, { broadened: false, did_you_mean: null }],
    [
      "no service had every word, so any word was enough",
      { query: "football rent debt" },
      { broadened: true, did_you_mean: null },
    ],
    [
      "three services had every word, and services with all but one follow them",
      { query: "rent debt" },
      { broadened: false, did_you_mean: null, full_matches: 3 },
    ],
    [
      "nothing matched, but a respelling does",
      { query: "kounselling" },
      { broadened: false, did_you_mean: "counselling" },
    ],
    [
      "nothing matched, and the respelling finds nothing under the same filters",
      { query: "kounselling", is_free: true },
      { broadened: false, did_you_mean: null },
    ],
  ];
  it.each(cases)("%s", async (_name, body, notes) => {
    const { status, body: response } = await post("/search", body);
    expect(status).toBe(200);
    expect(response.search).toEqual(notes);
  });

  it("list the services with every word before those with all but one", async () => {
    const { body } = await post("/search", { query: "rent debt" });
    const found = body as {
      data: { slug: string }[];
      meta: { total: number };
      search: { full_matches: number };
    };
    const at = (slug: string) => found.data.findIndex((service) => service.slug === slug);
    const boundary = found.search.full_matches;
    expect(found.meta.total).toBe(found.data.length);
    // Rent and debt in its introduction; the other two speak of debt alone.
    expect(at("tenants-forum")).toBeLessThan(boundary);
    expect(at("family-hub")).toBeGreaterThanOrEqual(boundary);
    expect(at("wellbeing-cafe")).toBeGreaterThanOrEqual(boundary);
  });

  it("are left out of the collection searches, as upstream sends them", async () => {
    const { body } = await post("/search/collections/categories", { category: "money" });
    expect(body).not.toHaveProperty("search");
  });
});

describe("POST /search by distance", () => {
  it("orders by the nearest service location, then relevance", async () => {
    const { body } = await post("/search", { location: LIBRARY, order: "distance" });
    // Three services meet at the library: quality decides among them.
    expect(slugs(body)).toEqual([
      "debt-advice",
      "housing-help",
      "football-club",
      "money-matters",
      "sutton-foodbank",
    ]);
  });

  it("sorts each service's locations nearest first", async () => {
    const { body } = await post("/search", {
      location: TOWN_HALL,
      order: "distance",
      query: "debt",
    });
    const debt = body.data.find((item: { slug: string }) => item.slug === "debt-advice");
    expect(debt.service_locations.map((item: { location_id: string }) => item.location_id)).toEqual(
      [IDS.townHall, IDS.library],
    );
  });

  it("keeps relevance order unless asked", async () => {
    const { body } = await post("/search", { location: LIBRARY, query: "debt" });
    expect(slugs(body)[0]).toBe("debt-advice");
  });
});

// The search endpoints over HTTP against PGlite seeded with the fixture borough plus a few services
// written for search: a typo target, synonyms, ranking pairs and locations at known distances.
// Response bodies are untyped JSON, checked against the api-client schemas first:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument */
import {
  EventSearchResponseSchema,
  PageSearchResponseSchema,
  ServiceSearchResponseSchema,
} from "@hub/api-client/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { readSearchData } from "../search/thesaurus.ts";
import type {
  BoroughDataset,
  SeedLocation,
  SeedService,
  SeedServiceLocation,
} from "../seed/content/types.ts";
import { expectContract } from "../test/contract.ts";
import { IDS, fixtureDataset, id } from "../test/fixture.ts";
import type { CallResult, Harness } from "../test/harness.ts";
import { slugs, startHarness } from "../test/harness.ts";

const TOWN_HALL = { lat: 51.3618, lon: -0.1945 };
const LIBRARY = { lat: 51.3655, lon: -0.1932 };

const SEARCH_IDS = {
  cheam: id(900),
  kingston: id(901),
  foodbank: id(910),
  counselling: id(911),
  doctor: id(912),
  cafe: id(913),
  familyHub: id(914),
  tenants: id(915),
} as const;

function searchDataset(): BoroughDataset {
  const dataset = fixtureDataset();
  const template = dataset.services.find((service) => service.id === IDS.housingHelp);
  const place = dataset.locations[0];
  if (!template || !place) throw new Error("The fixture changed: no housing-help or location.");
  const service = (n: string, slug: string, name: string, extra: Partial<SeedService>) =>
    ({
      ...template,
      id: n,
      slug,
      name,
      intro: `${name}.`,
      description: "Open to everyone in the borough.",
      category_taxonomy_ids: [],
      tag_ids: [],
      score: 0,
      ...extra,
    }) satisfies SeedService;
  const location = (n: string, line1: string, lat: number, lon: number): SeedLocation => ({
    ...place,
    id: n,
    address_line_1: line1,
    lat,
    lon,
    has_wheelchair_access: false,
    has_accessible_toilet: false,
  });
  const at = (n: string, serviceId: string, locationId: string): SeedServiceLocation => ({
    id: n,
    service_id: serviceId,
    location_id: locationId,
    image_file_id: null,
    name: null,
    regular_opening_hours: [],
    holiday_opening_hours: [],
    created_at: template.created_at,
    updated_at: template.updated_at,
  });
  dataset.locations.push(
    // About 1.7 km from the library, and about 9 km (5.6 miles) away.
    location(SEARCH_IDS.cheam, "Cheam Village Hall", 51.357, -0.217),
    location(SEARCH_IDS.kingston, "Kingston Guildhall", 51.4123, -0.3007),
  );
  dataset.services.push(
    service(SEARCH_IDS.foodbank, "sutton-foodbank", "Sutton Foodbank", {
      organisation_id: IDS.orgGamma,
      intro: "Emergency food parcels.",
      score: 2,
    }),
    service(SEARCH_IDS.counselling, "counselling-service", "Counselling Service", {
      organisation_id: IDS.orgBeta,
      intro: "Talking therapy for adults.",
      wait_time: "month",
      is_free: false,
    }),
    service(SEARCH_IDS.doctor, "doctor-drop-in", "Doctor Drop-in", {
      organisation_id: IDS.orgAlpha,
      intro: "See a nurse without an appointment.",
      wait_time: "longer",
    }),
    service(SEARCH_IDS.cafe, "wellbeing-cafe", "Wellbeing Cafe", {
      description: "A chat and a cuppa; we signpost to debt support too.",
    }),
    service(SEARCH_IDS.familyHub, "family-hub", "Family Hub", {
      intro: "Free debt advice for families.",
    }),
    service(SEARCH_IDS.tenants, "tenants-forum", "Tenants Forum", {
      intro: "Advice about rent and debt.",
    }),
  );
  dataset.service_locations.push(
    at(id(920), SEARCH_IDS.foodbank, SEARCH_IDS.cheam),
    at(id(921), SEARCH_IDS.counselling, SEARCH_IDS.kingston),
  );
  Object.assign(dataset, readSearchData());
  return dataset;
}

let h: Harness;

beforeAll(async () => {
  h = await startHarness(searchDataset());
}, 60_000);

afterAll(async () => {
  await h.close();
});

const post = (path: string, body: unknown): Promise<CallResult> =>
  h.call(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** Every active service, as a search with no narrowing criterion returns them. */
const ALL_ACTIVE = [
  "benefits-clinic",
  "counselling-service",
  "debt-advice",
  "doctor-drop-in",
  "family-hub",
  "football-club",
  "housing-help",
  "money-matters",
  "sutton-foodbank",
  "tenants-forum",
  "wellbeing-cafe",
];

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
      { is_free: false, postcode: "SM1 1EA", open_now: true },
      ["counselling-service"],
    ],
  ];
  it.each(cases)("%s", async (_name, body, expected) => {
    const { status, body: result } = await post("/search", body);
    expect(status).toBe(200);
    expect(slugs(result).sort()).toEqual(expected);
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
    { broadened: boolean; did_you_mean: string | null },
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

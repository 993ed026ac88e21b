// The feed's query parameters and envelope, over HTTP against the hand-made fixture borough whose
// every row is known: which services each filter keeps, how pages are numbered, and what a bad
// value gets. Response bodies are untyped JSON, read freely:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import type { CallResult, Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";

const FEED = "http://localhost/sutton/oruk";

let h: Harness;
const feed = (path: string, init?: RequestInit): Promise<CallResult> => h.call(FEED + path, init);
const ids = (body: { contents: { id: string }[] }): string[] =>
  body.contents.map((item) => item.id).sort();

beforeAll(async () => {
  h = await startHarness(fixtureDataset());
}, 60_000);

afterAll(async () => {
  await h.close();
});

const ACTIVE = [
  IDS.debtAdvice,
  IDS.housingHelp,
  IDS.benefitsClinic,
  IDS.moneyMatters,
  IDS.footballClub,
];

describe("GET /services filters", () => {
  const cases: [string, string[]][] = [
    ["", ACTIVE],
    [`?taxonomy_term_id=${IDS.football}`, [IDS.footballClub]],
    [`?taxonomy_term_id=${IDS.debt}`, [IDS.debtAdvice, IDS.housingHelp, IDS.moneyMatters]],
    [`?taxonomy_term_id=${IDS.homeless}`, [IDS.debtAdvice]],
    [`?taxonomy_term_id=${IDS.citizensAdvice}`, []],
    [`?taxonomy_id=${IDS.rootCategory}`, ACTIVE],
    [`?taxonomy_id=${IDS.rootEligibility}`, [IDS.debtAdvice]],
    [`?taxonomy_id=${IDS.rootOrganisation}`, []],
    [`?organization_id=${IDS.orgBeta}`, [IDS.housingHelp, IDS.moneyMatters]],
    ["?modified_after=2026-10-15", [IDS.housingHelp]],
    [
      "?modified_after=2026-10-01T12:00:00Z",
      [IDS.debtAdvice, IDS.housingHelp, IDS.moneyMatters, IDS.footballClub],
    ],
    ["?minimum_age=16", [IDS.debtAdvice]],
    ["?minimum_age=17", []],
    ["?maximum_age=18", [IDS.debtAdvice]],
    ["?maximum_age=17", []],
    ["?minimum_age=10&maximum_age=20", [IDS.debtAdvice]],
    ["?search=football", [IDS.footballClub]],
    ["?search=FOOTBALL%20club", [IDS.footballClub]],
    [`?search=football&taxonomy_term_id=${IDS.debt}`, []],
    ["?search=", ACTIVE],
    ["?search=zzzqqqxxy", []],
    ["?unknown_parameter=1", ACTIVE],
  ];
  it.each(cases)("/services%s lists exactly its active services", async (query, expected) => {
    const { status, body } = await feed(`/services${query}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([...expected].sort());
    expect(body.total_items).toBe(expected.length);
  });

  it("finds a service by a word of its category through the site's search", async () => {
    const { body } = await feed("/services?search=debt");
    expect(ids(body)).toContain(IDS.debtAdvice);
    expect(ids(body)).not.toContain(IDS.footballClub);
    expect(ids(body)).not.toContain(IDS.closedService);
  });

  it("filters service_at_locations by their service", async () => {
    const { body } = await feed(`/service_at_locations?taxonomy_term_id=${IDS.debt}`);
    expect(ids(body)).toEqual(
      [IDS.slDebtTownHall, IDS.slDebtLibrary, IDS.slHousingLibrary, IDS.slMoneyTownHall].sort(),
    );
  });
});

describe("day, times and places", () => {
  // The fixture's rules: debt advice Tuesday 9–17, the 1st of the month 10–12 and Thursday 13–15;
  // housing help fortnightly from Tuesday 10 November, 9–11; money matters the 2nd and 4th
  // Tuesdays, 10–16; the football club has no hours.
  const services: [string, string[]][] = [
    ["?day=TU", [IDS.debtAdvice, IDS.housingHelp, IDS.moneyMatters]],
    ["?day=tuesday", [IDS.debtAdvice, IDS.housingHelp, IDS.moneyMatters]],
    ["?day=TH", [IDS.debtAdvice]],
    ["?day=MO", []],
    ["?start_time=10:00", [IDS.debtAdvice, IDS.moneyMatters]],
    ["?end_time=12:00:00", [IDS.debtAdvice, IDS.housingHelp]],
    // Every condition holds of one rule: no Tuesday rule opens at 10:00 but money matters'.
    ["?day=TU&start_time=10:00", [IDS.moneyMatters]],
    ["?day=TH&start_time=13:00&end_time=15:00", [IDS.debtAdvice]],
    ["?day=TH&end_time=14:00", []],
    [`?day=TU&taxonomy_term_id=${IDS.homeless}`, [IDS.debtAdvice]],
  ];
  it.each(services)("/services%s", async (query, expected) => {
    const { status, body } = await feed(`/services${query}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([...expected].sort());
  });

  const places: [string, string[]][] = [
    // A place's own rules, not its service's other places'.
    ["?day=TH", [IDS.slDebtLibrary]],
    ["?day=TU&end_time=17:00", [IDS.slDebtTownHall, IDS.slHousingLibrary, IDS.slMoneyTownHall]],
    // SM1 1EA's centroid, as the API places it, is about 110 m from the town hall and 310 m
    // from the library.
    ["?postcode=SM1%201EA&proximity=200", [IDS.slDebtTownHall, IDS.slMoneyTownHall]],
    ["?postcode=sm11ea&proximity=200&day=TU", [IDS.slDebtTownHall, IDS.slMoneyTownHall]],
    ["?postcode=SM1%201EA&proximity=200&day=TH", []],
    [
      "?postcode=SM1%201EA&proximity=1000",
      [
        IDS.slDebtTownHall,
        IDS.slDebtLibrary,
        IDS.slFootball,
        IDS.slHousingLibrary,
        IDS.slMoneyTownHall,
      ],
    ],
    // No service areas: a postcode without a distance filters nothing.
    [
      "?postcode=SM1%201EA",
      [
        IDS.slDebtTownHall,
        IDS.slDebtLibrary,
        IDS.slFootball,
        IDS.slHousingLibrary,
        IDS.slMoneyTownHall,
      ],
    ],
  ];
  it.each(places)("/service_at_locations%s", async (query, expected) => {
    const { status, body } = await feed(`/service_at_locations${query}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([...expected].sort());
  });
});

describe("the page envelope", () => {
  const cases: [string, object, number][] = [
    [
      "?per_page=2",
      {
        total_items: 5,
        total_pages: 3,
        page_number: 1,
        size: 2,
        first_page: true,
        last_page: false,
        empty: false,
      },
      2,
    ],
    [
      "?per_page=2&page=2",
      {
        total_items: 5,
        total_pages: 3,
        page_number: 2,
        size: 2,
        first_page: false,
        last_page: false,
        empty: false,
      },
      2,
    ],
    [
      "?per_page=2&page=3",
      {
        total_items: 5,
        total_pages: 3,
        page_number: 3,
        size: 2,
        first_page: false,
        last_page: true,
        empty: false,
      },
      1,
    ],
    [
      "?page=99",
      {
        total_items: 5,
        total_pages: 1,
        page_number: 99,
        size: 50,
        first_page: false,
        last_page: true,
        empty: true,
      },
      0,
    ],
    [
      "?search=zzzqqqxxy",
      {
        total_items: 0,
        total_pages: 0,
        page_number: 1,
        size: 50,
        first_page: true,
        last_page: true,
        empty: true,
      },
      0,
    ],
  ];
  it.each(cases)("/services%s", async (query, envelope, count) => {
    const { status, body } = await feed(`/services${query}`);
    expect(status).toBe(200);
    expect(body).toMatchObject(envelope);
    expect(body.contents).toHaveLength(count);
  });

  it("walks every service once across pages, in name order", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => feed(`/services?per_page=2&page=${page}`)),
    );
    const walked = pages.flatMap(({ body }) =>
      body.contents.map((item: { id: string }) => item.id),
    );
    expect([...walked].sort()).toEqual([...ACTIVE].sort());
    const { body } = await feed("/services");
    expect(walked).toEqual(body.contents.map((item: { id: string }) => item.id));
  });
});

describe("bad parameters are a 400 naming the parameter, never a 500", () => {
  const cases: [string, string][] = [
    ["/services?page=0", "page"],
    ["/services?page=-1", "page"],
    ["/services?page=abc", "page"],
    ["/services?page=1.5", "page"],
    ["/services?page=9999999999", "page"],
    ["/services?per_page=0", "per_page"],
    ["/services?per_page=201", "per_page"],
    ["/services?per_page=ten", "per_page"],
    ["/services?minimum_age=old", "minimum_age"],
    ["/services?maximum_age=-3", "maximum_age"],
    ["/services?taxonomy_term_id=debt", "taxonomy_term_id"],
    ["/services?taxonomy_id=1", "taxonomy_id"],
    ["/services?organization_id=alpha-org", "organization_id"],
    ["/services?modified_after=yesterday", "modified_after"],
    ["/services?modified_after=2026-13-45", "modified_after"],
    [`/services?search=${"a".repeat(201)}`, "search"],
    ["/services?day=Funday", "day"],
    ["/services?day=", "day"],
    ["/services?start_time=25:00", "start_time"],
    ["/services?end_time=9am", "end_time"],
    ["/service_at_locations?per_page=x", "per_page"],
    ["/service_at_locations?postcode=not%20a%20postcode", "postcode"],
    ["/service_at_locations?postcode=ZZ9%209ZZ&proximity=500", "postcode"],
    ["/service_at_locations?postcode=SM1%201EA&proximity=far", "proximity"],
    ["/service_at_locations?postcode=SM1%201EA&proximity=0", "proximity"],
    ["/service_at_locations?proximity=500", "proximity"],
    ["/taxonomies?page=x", "page"],
    ["/taxonomy_terms?per_page=1000", "per_page"],
  ];
  it.each(cases)("%s → 400 about %s", async (path, parameter) => {
    const { status, body, headers } = await feed(path);
    expect(status).toBe(400);
    expect(headers.get("content-type")).toContain("application/json");
    expect(body.message).toContain(`The ${parameter} parameter is invalid`);
  });
});

describe("unknown records are a JSON 404", () => {
  const cases: string[] = [
    `/services/${IDS.closedService}`,
    `/services/${IDS.orgAlpha}`,
    "/services/debt-advice",
    "/services/not-a-uuid",
    `/service_at_locations/${IDS.debtAdvice}`,
    "/service_at_locations/town-hall",
    `/taxonomies/${IDS.debt}`,
    "/taxonomies/category",
    `/taxonomy_terms/${IDS.rootCategory}`,
    "/taxonomy_terms/debt",
  ];
  it.each(cases)("GET %s → 404", async (path) => {
    const { status, body } = await feed(path);
    expect(status).toBe(404);
    expect(body.message).toMatch(/^No \w+ has this id\.$/);
  });
});

describe("the feed as HTTP", () => {
  it.each(["", "/"])("answers its metadata at /sutton/oruk%s", async (slash) => {
    const { status, body } = await feed(slash);
    expect(status).toBe(200);
    expect(body).toEqual({
      version: "HSDS-UK-3.0",
      profile: "https://github.com/openreferral/uk-profile",
      openapi_url: "http://localhost/sutton/oruk/openapi.json",
    });
  });

  it("names the public URL in its metadata when the API has one", async () => {
    const app = createApp({ tenants: [h.tenant], publicUrl: "https://api.example.org/" });
    const response = await app.request(`${FEED}/`);
    expect(await response.json()).toMatchObject({
      openapi_url: "https://api.example.org/sutton/oruk/openapi.json",
    });
  });

  it("lets any origin read it", async () => {
    const { headers } = await feed("/services", {
      headers: { origin: "https://elsewhere.example" },
    });
    expect(headers.get("access-control-allow-origin")).toBe("*");
    const preflight = await feed("/services", {
      method: "OPTIONS",
      headers: { origin: "https://elsewhere.example", "access-control-request-method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET,HEAD,OPTIONS");
  });

  it("is read-only", async () => {
    const { status } = await feed("/services", { method: "POST" });
    expect(status).toBe(404);
  });

  it("serves its OpenAPI document: the profile's, with this feed as its server", async () => {
    const { status, body } = await feed("/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.0.0");
    expect(body.servers).toEqual([{ url: "http://localhost/sutton/oruk" }]);
    expect(body.info.description).toContain("BSD 3-Clause");
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(["/", "/services", "/services/{id}", "/taxonomy_terms/{id}"]),
    );
    const listed = body.paths["/services"].get.parameters.map((p: { $ref: string }) => p.$ref);
    expect(listed).toContain("#/components/parameters/modified_after");
    expect(listed).toContain("#/components/parameters/day");
    expect(listed).not.toContain("#/components/parameters/postcode");
    const placeListed = body.paths["/service_at_locations"].get.parameters.map(
      (p: { $ref: string }) => p.$ref,
    );
    expect(placeListed).toContain("#/components/parameters/proximity");
    // Named by the profile, not read by this feed.
    expect(Object.keys(body.components.parameters)).not.toContain("minimal");
  });
});

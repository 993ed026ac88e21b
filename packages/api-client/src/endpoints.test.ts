import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import * as fx from "../test/fixtures.ts";
import { startServer } from "../test/server.ts";
import type { Reply, TestServer } from "../test/server.ts";
import { createApiClient } from "./client.ts";
import type { ApiClient } from "./client.ts";
import * as api from "./endpoints.ts";

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startServer();
  client = createApiClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

type Expected = { method: string; path: string; query?: Record<string, string>; body?: unknown };
type Case = [
  name: string,
  call: (client: ApiClient) => Promise<unknown>,
  expected: Expected,
  reply: unknown,
  result: unknown,
];

const ids = [fx.id(602), fx.id(601)];
const page = <T>(items: T[]) => fx.paginated(items);
const pageOf = <T>(items: T[]) => {
  const { data, links, meta } = fx.paginated(items);
  return { data, links, meta };
};

const referralBody = {
  service_id: fx.id(601),
  name: "Jane Doe",
  email: null,
  phone: "07700900123",
  other_contact: null,
  postcode_outward_code: "SM1",
  comments: null,
  referral_consented: true as const,
  feedback_consented: false,
};
const feedbackBody = {
  url: "https://hub.example.org/a",
  feedback: "Typo",
  name: null,
  email: null,
  phone: null,
};
const signUpBody = {
  user: {
    first_name: "Ann",
    last_name: "Lee",
    email: "ann@example.org",
    phone: "07700900123",
    password: "Str0ng!pass",
  },
  organisation: { id: fx.id(201) },
};

const geocoded = {
  postcode: "SM1 1AA",
  outward_code: "SM1",
  precision: "postcode",
  location: { lat: 51.36, lon: -0.19 },
};

const cases: Case[] = [
  // Collections
  [
    "getCategoryCollectionAll",
    (c) => api.getCategoryCollectionAll(c),
    { method: "GET", path: "collections/categories/all" },
    { data: [fx.category()] },
    { data: [fx.category()] },
  ],
  [
    "getCategoryCollectionAll with a query",
    (c) => api.getCategoryCollectionAll(c, { per_page: 100 }),
    { method: "GET", path: "collections/categories/all", query: { per_page: "100" } },
    page([fx.category()]),
    pageOf([fx.category()]),
  ],
  [
    "getCategory",
    (c) => api.getCategory(c, "category-1"),
    { method: "GET", path: "collections/categories/category-1", query: { per_page: "100" } },
    { data: fx.category() },
    fx.category(),
  ],
  [
    "getPersonaCollectionAll",
    (c) => api.getPersonaCollectionAll(c),
    { method: "GET", path: "collections/personas/all" },
    { data: [fx.persona()] },
    { data: [fx.persona()] },
  ],
  [
    "getPersona",
    (c) => api.getPersona(c, fx.id(151)),
    { method: "GET", path: `collections/personas/${fx.id(151)}`, query: { per_page: "100" } },
    { data: fx.persona() },
    fx.persona(),
  ],
  [
    "getEventCollections",
    (c) => api.getEventCollections(c),
    { method: "GET", path: "collections/organisation-events" },
    page([fx.eventCollection()]),
    pageOf([fx.eventCollection()]),
  ],
  // Settings
  [
    "getSettings",
    (c) => api.getSettings(c),
    { method: "GET", path: "settings" },
    { data: fx.settings() },
    fx.settings(),
  ],
  // Search
  [
    "searchServices",
    (c) =>
      api.searchServices(
        c,
        { query: "food", location: { lat: 51.36, lon: -0.19 }, order: "distance" },
        { page: 2, per_page: 9 },
      ),
    {
      method: "POST",
      path: "search",
      query: { page: "2", per_page: "9" },
      body: { query: "food", location: { lat: 51.36, lon: -0.19 }, order: "distance" },
    },
    page([fx.searchResult()]),
    pageOf([fx.searchResult()]),
  ],
  [
    "searchServices with this project's notes on the keyword",
    (c) => api.searchServices(c, { query: "councelling" }),
    { method: "POST", path: "search", body: { query: "councelling" } },
    { ...page([]), search: { broadened: false, did_you_mean: "counselling" } },
    { ...pageOf([]), search: { broadened: false, did_you_mean: "counselling" } },
  ],
  [
    "searchServices without paging",
    (c) => api.searchServices(c, { is_free: true }),
    { method: "POST", path: "search", body: { is_free: true } },
    page([]),
    pageOf([]),
  ],
  [
    "searchEvents",
    (c) => api.searchEvents(c, { category: "sports", is_virtual: false }, { page: 1, per_page: 9 }),
    {
      method: "POST",
      path: "search/events",
      query: { page: "1", per_page: "9" },
      body: { category: "sports", is_virtual: false },
    },
    page([fx.event()]),
    pageOf([fx.event()]),
  ],
  [
    "searchPages",
    (c) => api.searchPages(c, { query: "bins" }, { page: 1, per_page: 12 }),
    {
      method: "POST",
      path: "search/pages",
      query: { page: "1", per_page: "12" },
      body: { query: "bins" },
    },
    page([fx.page()]),
    pageOf([fx.page()]),
  ],
  [
    "searchCategoryCollections",
    (c) => api.searchCategoryCollections(c, { category: "money" }, { page: 3 }),
    {
      method: "POST",
      path: "search/collections/categories",
      query: { page: "3" },
      body: { category: "money" },
    },
    page([fx.searchResult()]),
    pageOf([fx.searchResult()]),
  ],
  [
    "searchPersonaCollections",
    (c) => api.searchPersonaCollections(c, { persona: "carers" }),
    { method: "POST", path: "search/collections/personas", body: { persona: "carers" } },
    page([fx.searchResult()]),
    pageOf([fx.searchResult()]),
  ],
  // Services
  [
    "getServices",
    (c) =>
      api.getServices(c, {
        filter: { organisation_id: fx.id(201), "tags.slug": "free" },
        include: ["organisation"],
        sort: ["-score", "name"],
        per_page: 9,
      }),
    {
      method: "GET",
      path: "services",
      query: {
        "filter[organisation_id]": fx.id(201),
        "filter[tags.slug]": "free",
        include: "organisation",
        sort: "-score,name",
        per_page: "9",
      },
    },
    page([fx.service()]),
    pageOf([fx.service()]),
  ],
  [
    "getServicesByIds keeps the asked order",
    (c) => api.getServicesByIds(c, ids),
    {
      method: "GET",
      path: "services",
      query: { "filter[id]": `${fx.id(601)},${fx.id(602)}`, per_page: "100" },
    },
    page([fx.service(1), fx.service(2)]),
    [fx.service(2), fx.service(1)],
  ],
  [
    "getService",
    (c) => api.getService(c, "service-1", { include: ["organisation"] }),
    { method: "GET", path: "services/service-1", query: { include: "organisation" } },
    { data: { ...fx.service(), organisation: fx.organisation() } },
    { ...fx.service(), organisation: fx.organisation() },
  ],
  [
    "getService by an odd slug",
    (c) => api.getService(c, "a b/c"),
    { method: "GET", path: "services/a%20b%2Fc" },
    { data: fx.service() },
    fx.service(),
  ],
  [
    "getRelatedServices",
    (c) => api.getRelatedServices(c, "service-1", { per_page: 3 }),
    { method: "GET", path: "services/service-1/related", query: { per_page: "3" } },
    page([fx.service(2)]),
    pageOf([fx.service(2)]),
  ],
  [
    "getRelatedServices near a location",
    (c) =>
      api.getRelatedServices(c, "service-1", {
        location: { lat: 51.36, lon: -0.19 },
        include: ["organisation"],
      }),
    {
      method: "GET",
      path: "services/service-1/related",
      query: { "location[lat]": "51.36", "location[lon]": "-0.19", include: "organisation" },
    },
    page([]),
    pageOf([]),
  ],
  // Service locations and locations
  [
    "getServiceLocations",
    (c) =>
      api.getServiceLocations(c, { filter: { service_id: fx.id(601) }, include: ["location"] }),
    {
      method: "GET",
      path: "service-locations",
      query: { "filter[service_id]": fx.id(601), include: "location" },
    },
    page([fx.serviceLocation()]),
    pageOf([fx.serviceLocation()]),
  ],
  [
    "getLocations",
    (c) => api.getLocations(c, { filter: { postcode: "SM1" }, sort: "city" }),
    { method: "GET", path: "locations", query: { "filter[postcode]": "SM1", sort: "city" } },
    page([fx.location()]),
    pageOf([fx.location()]),
  ],
  [
    "getLocation",
    (c) => api.getLocation(c, fx.id(401)),
    { method: "GET", path: `locations/${fx.id(401)}` },
    { data: fx.location() },
    fx.location(),
  ],
  // Organisations
  [
    "getOrganisations",
    (c) => api.getOrganisations(c, { filter: { name: "advice" }, sort: "name" }),
    { method: "GET", path: "organisations", query: { "filter[name]": "advice", sort: "name" } },
    page([fx.organisation()]),
    pageOf([fx.organisation()]),
  ],
  [
    "getOrganisationsByIds",
    (c) => api.getOrganisationsByIds(c, [fx.id(202), fx.id(201), fx.id(299)]),
    {
      method: "GET",
      path: "organisations",
      query: { "filter[id]": `${fx.id(201)},${fx.id(202)},${fx.id(299)}`, per_page: "100" },
    },
    page([fx.organisation(1), fx.organisation(2)]),
    [fx.organisation(2), fx.organisation(1)],
  ],
  [
    "getOrganisation",
    (c) => api.getOrganisation(c, "organisation-1"),
    { method: "GET", path: "organisations/organisation-1" },
    { data: fx.organisation() },
    fx.organisation(),
  ],
  // Events
  [
    "getEvents",
    (c) =>
      api.getEvents(c, {
        filter: { homepage: true, collections: [fx.id(171)], ends_after: "2024-09-01" },
        include: ["organisation"],
        sort: "-start_date",
      }),
    {
      method: "GET",
      path: "organisation-events",
      query: {
        "filter[homepage]": "true",
        "filter[collections]": fx.id(171),
        "filter[ends_after]": "2024-09-01",
        include: "organisation",
        sort: "-start_date",
      },
    },
    page([fx.event()]),
    pageOf([fx.event()]),
  ],
  [
    "getEvent",
    (c) => api.getEvent(c, "event-1", { include: ["organisation", "location"] }),
    {
      method: "GET",
      path: "organisation-events/event-1",
      query: { include: "organisation,location" },
    },
    { data: fx.event() },
    fx.event(),
  ],
  // Pages
  [
    "getPages",
    (c) =>
      api.getPages(c, {
        filter: { id: [fx.id(1001), fx.id(1002)] },
        include: ["landingPageAncestors"],
      }),
    {
      method: "GET",
      path: "pages",
      query: { "filter[id]": `${fx.id(1001)},${fx.id(1002)}`, include: "landingPageAncestors" },
    },
    { data: [fx.page()] },
    [fx.page()],
  ],
  [
    "getPages of a type",
    (c) => api.getPages(c, { filter: { page_type: "landing" } }),
    { method: "GET", path: "pages", query: { "filter[page_type]": "landing" } },
    { data: [] },
    [],
  ],
  [
    "getPage",
    (c) => api.getPage(c, "page-1"),
    { method: "GET", path: "pages/page-1" },
    { data: fx.pageDetail() },
    fx.pageDetail(),
  ],
  // Taxonomies and tags
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
  // Writes
  [
    "createReferral",
    (c) => api.createReferral(c, referralBody),
    { method: "POST", path: "referrals", body: referralBody },
    { data: fx.referral() },
    fx.referral(),
  ],
  [
    "createPageFeedback",
    (c) => api.createPageFeedback(c, feedbackBody),
    { method: "POST", path: "page-feedbacks", body: feedbackBody },
    { data: fx.pageFeedback() },
    fx.pageFeedback(),
  ],
  [
    "createOrganisationSignUp",
    (c) => api.createOrganisationSignUp(c, signUpBody),
    { method: "POST", path: "organisation-sign-up-forms", body: signUpBody },
    fx.signUpReceived(),
    fx.signUpReceived(),
  ],
  // Extension
  [
    "geocodePostcode",
    (c) => api.geocodePostcode(c, "SM1 1AA"),
    { method: "GET", path: "geocode", query: { postcode: "SM1 1AA" } },
    { data: geocoded },
    geocoded,
  ],
];

describe("endpoints", () => {
  it.each(cases)("%s", async (_name, call, expected, reply, result) => {
    server.reply(() => ({ status: expected.method === "POST" ? 201 : 200, body: reply }));
    await expect(call(client)).resolves.toEqual(result);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe(expected.method);
    expect(request?.path).toBe(`/core/v1/${expected.path}`);
    expect(request?.query).toEqual(expected.query ?? {});
    expect(request?.body).toEqual(expected.body);
  });
});

describe("batched endpoints", () => {
  it.each([
    ["services, none saved", (c: ApiClient) => api.getServicesByIds(c, [])],
    ["organisations, none", (c: ApiClient) => api.getOrganisationsByIds(c, [])],
    ["service locations, none", (c: ApiClient) => api.getServiceLocationsByServiceIds(c, [])],
  ])("%s → no request", async (_name, call) => {
    await expect(call(client)).resolves.toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    [150, 2],
    [100, 1],
  ])("%i saved services are fetched in %i request(s)", async (count, requests) => {
    const many = Array.from({ length: count }, (_, index) => fx.id(10_000 + index));
    server.reply(() => ({ body: page([]) }));
    await api.getServicesByIds(client, many);
    expect(server.requests).toHaveLength(requests);
    const asked = server.requests.flatMap(
      (request) => request.query["filter[id]"]?.split(",") ?? [],
    );
    expect(asked.sort()).toEqual([...many].sort());
  });

  it.each([[2]])("service locations follow %i pages", async (pages) => {
    server.reply((request): Reply => {
      const current = Number(request.query.page);
      return { body: fx.paginated([fx.serviceLocation(current)], current, pages) };
    });
    const locations = await api.getServiceLocationsByServiceIds(client, [fx.id(602), fx.id(601)]);
    expect(locations.map((location) => location.id)).toEqual([fx.id(501), fx.id(502)]);
    expect(server.requests.map((request) => request.query)).toEqual([
      {
        "filter[service_id]": `${fx.id(601)},${fx.id(602)}`,
        include: "location",
        page: "1",
        per_page: "100",
      },
      {
        "filter[service_id]": `${fx.id(601)},${fx.id(602)}`,
        include: "location",
        page: "2",
        per_page: "100",
      },
    ]);
  });
});

const base = "https://api.example.org/core/v1";

describe("URL builders", () => {
  it.each([
    [
      "serviceLogoUrl",
      api.serviceLogoUrl(base, "s-1", {
        extension: "png",
        maxDimension: 150,
        version: "2024-08-09T09:43:26+0000",
      }),
      `${base}/services/s-1/logo.png?max_dimension=150&v=2024-08-09T09%3A43%3A26%2B0000`,
    ],
    [
      "serviceGalleryItemUrl",
      api.serviceGalleryItemUrl(base, "s-1", "f-1", { maxDimension: 350 }),
      `${base}/services/s-1/gallery-items/f-1?max_dimension=350`,
    ],
    [
      "organisationLogoUrl",
      api.organisationLogoUrl(base, "o-1", { extension: "png" }),
      `${base}/organisations/o-1/logo.png`,
    ],
    [
      "eventImageUrl",
      api.eventImageUrl(base, "e-1", { maxDimension: 1000 }),
      `${base}/organisation-events/e-1/image?max_dimension=1000`,
    ],
    [
      "categoryImageUrl",
      api.categoryImageUrl(base, "c-1", { extension: "svg" }),
      `${base}/collections/categories/c-1/image.svg`,
    ],
    [
      "personaImageUrl",
      api.personaImageUrl(base, "p-1", { extension: "png", maxDimension: 240 }),
      `${base}/collections/personas/p-1/image.png?max_dimension=240`,
    ],
    ["locationImageUrl", api.locationImageUrl(base, "l-1"), `${base}/locations/l-1/image`],
    [
      "serviceLocationImageUrl",
      api.serviceLocationImageUrl(base, "sl-1", { extension: "png", maxDimension: 250 }),
      `${base}/service-locations/sl-1/image.png?max_dimension=250`,
    ],
    [
      "pageImageUrl",
      api.pageImageUrl(base, "pg-1", { extension: "jpg", maxDimension: 600 }),
      `${base}/pages/pg-1/image.jpg?max_dimension=600`,
    ],
    [
      "bannerImageUrl",
      api.bannerImageUrl(base, { extension: "png" }),
      `${base}/settings/banner-image.png`,
    ],
    ["apiSitemapUrl", api.apiSitemapUrl(base), "https://api.example.org/sitemap"],
    [
      "apiSitemapUrl with a trailing slash",
      api.apiSitemapUrl(`${base}/`),
      "https://api.example.org/sitemap",
    ],
    [
      "apiSitemapUrl of a prefixed API",
      api.apiSitemapUrl("http://localhost:4000/sutton/core/v1"),
      "http://localhost:4000/sutton/sitemap",
    ],
    [
      "eventIcsUrl",
      api.eventIcsUrl(base, "event-1"),
      `${base}/organisation-events/event-1/event.ics`,
    ],
  ])("%s", (_name, url, expected) => {
    expect(url).toBe(expected);
  });

  it.each([0, 1001, 1.5, -1])("rejects max_dimension %d", (maxDimension) => {
    expect(() => api.serviceLogoUrl(base, "s-1", { maxDimension })).toThrow(RangeError);
  });
});

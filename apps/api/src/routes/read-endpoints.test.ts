// Every public read endpoint over HTTP (`app.request`) against a fresh PGlite database seeded
// with the hand-made fixture borough, whose rows are all known.
// Response bodies are untyped JSON, checked against the api-client schemas in the first block
// and read freely in the others:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument */
import {
  CollectionCategoryAllResponseSchema,
  CollectionCategoryPaginatedResponseSchema,
  CollectionCategoryResponseSchema,
  CollectionOrganisationEventAllResponseSchema,
  CollectionOrganisationEventPaginatedResponseSchema,
  CollectionOrganisationEventResponseSchema,
  CollectionPersonaAllResponseSchema,
  CollectionPersonaPaginatedResponseSchema,
  CollectionPersonaResponseSchema,
  ErrorResponseSchema,
  LocationPaginatedResponseSchema,
  LocationResponseSchema,
  OrganisationEventPaginatedResponseSchema,
  OrganisationEventResponseSchema,
  OrganisationPaginatedResponseSchema,
  OrganisationResponseSchema,
  PageDetailResponseSchema,
  PageListResponseSchema,
  ServiceLocationPaginatedResponseSchema,
  ServiceLocationResponseSchema,
  ServicePaginatedResponseSchema,
  ServiceResponseSchema,
  SettingsResponseSchema,
  TagListResponseSchema,
  TaxonomyCategoryListResponseSchema,
  TaxonomyCategoryResponseSchema,
  TaxonomyOrganisationListResponseSchema,
  TaxonomyOrganisationResponseSchema,
} from "@hub/api-client/schemas";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createApp } from "../app.ts";
import { expectContract } from "../test/contract.ts";
import { IDS, NOW, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { BASE, startHarness } from "../test/harness.ts";

let h: Harness;

beforeAll(async () => {
  h = await startHarness(fixtureDataset());
}, 60_000);

afterAll(async () => {
  await h.close();
});

const slugs = (body: { data: { slug: string }[] }): string[] => body.data.map((item) => item.slug);

describe("envelopes match the api-client schemas", () => {
  const cases: [string, z.ZodType][] = [
    ["/collections/categories", CollectionCategoryPaginatedResponseSchema],
    ["/collections/categories/index", CollectionCategoryPaginatedResponseSchema],
    ["/collections/categories/all", CollectionCategoryAllResponseSchema],
    ["/collections/categories/money", CollectionCategoryResponseSchema],
    ["/collections/personas", CollectionPersonaPaginatedResponseSchema],
    ["/collections/personas/all", CollectionPersonaAllResponseSchema],
    ["/collections/personas/young-people", CollectionPersonaResponseSchema],
    ["/collections/organisation-events", CollectionOrganisationEventPaginatedResponseSchema],
    ["/collections/organisation-events/all", CollectionOrganisationEventAllResponseSchema],
    ["/collections/organisation-events/sport-events", CollectionOrganisationEventResponseSchema],
    ["/services?include=organisation", ServicePaginatedResponseSchema],
    ["/services/index?per_page=2", ServicePaginatedResponseSchema],
    ["/services/debt-advice?include=organisation", ServiceResponseSchema],
    ["/services/debt-advice/related?include=organisation", ServicePaginatedResponseSchema],
    ["/organisations", OrganisationPaginatedResponseSchema],
    ["/organisations/alpha-org", OrganisationResponseSchema],
    ["/organisation-events?include=organisation", OrganisationEventPaginatedResponseSchema],
    [
      "/organisation-events/football-festival?include=organisation,location",
      OrganisationEventResponseSchema,
    ],
    ["/locations", LocationPaginatedResponseSchema],
    [`/locations/${IDS.townHall}`, LocationResponseSchema],
    ["/service-locations?include=location", ServiceLocationPaginatedResponseSchema],
    [`/service-locations/${IDS.slDebtTownHall}?include=location`, ServiceLocationResponseSchema],
    ["/pages?include=parent,children,ancestors,landingPageAncestors", PageListResponseSchema],
    ["/pages/cost-of-living", PageDetailResponseSchema],
    ["/pages/warm-spaces", PageDetailResponseSchema],
    ["/settings", SettingsResponseSchema],
    ["/taxonomies/categories", TaxonomyCategoryListResponseSchema],
    ["/taxonomies/categories/index", TaxonomyCategoryListResponseSchema],
    ["/taxonomies/categories/advice", TaxonomyCategoryResponseSchema],
    ["/taxonomies/organisations", TaxonomyOrganisationListResponseSchema],
    ["/taxonomies/organisations/citizens-advice", TaxonomyOrganisationResponseSchema],
    ["/taxonomies/service-eligibilities", TaxonomyCategoryListResponseSchema],
    ["/taxonomies/service-eligibilities/age-group", TaxonomyCategoryResponseSchema],
    ["/tags", TagListResponseSchema],
    ["/nope", ErrorResponseSchema],
  ];
  it.each(cases)("GET %s", async (path, schema) => {
    const { status, body } = await h.call(path);
    expect(status).toBe(path === "/nope" ? 404 : 200);
    expectContract(schema, body);
  });
});

describe("filters", () => {
  const cases: [string, string[]][] = [
    // Services: guests only ever see active ones.
    [
      "/services",
      ["benefits-clinic", "debt-advice", "football-club", "housing-help", "money-matters"],
    ],
    [`/services?filter[id]=${IDS.debtAdvice},${IDS.housingHelp}`, ["debt-advice", "housing-help"]],
    [`/services?filter[id]=${IDS.closedService}`, []],
    ["/services?filter[id]=not-a-uuid", []],
    [`/services?filter[organisation_id]=${IDS.orgBeta}`, ["housing-help", "money-matters"]],
    ["/services?filter[name]=money", ["money-matters"]],
    ["/services?filter[name]=CLUB,debt", ["debt-advice", "football-club"]],
    ["/services?filter[name]=100%25", []],
    ["/services?filter[organisation_name]=beta", ["housing-help", "money-matters"]],
    ["/services?filter[organisation_name]=beta,gamma", []],
    ["/services?filter[status]=inactive", []],
    ["/services?filter[referral_method]=internal,external", ["benefits-clinic", "debt-advice"]],
    ["/services?filter[tags.slug]=youth", ["football-club", "housing-help"]],
    ["/services?filter[has_permission]=true", []],
    [
      "/services?filter[name]=",
      ["benefits-clinic", "debt-advice", "football-club", "housing-help", "money-matters"],
    ],
    // Organisations.
    ["/organisations?filter[name]=trust", ["beta-trust"]],
    [`/organisations?filter[id]=${IDS.orgAlpha},${IDS.orgGamma}`, ["alpha-org", "gamma"]],
    ["/organisations?filter[has_permission]=1", []],
    // Events: floored at "ends today or later" (24 November 2026) whatever the filter.
    ["/organisation-events", ["today-talk", "online-workshop", "football-festival"]],
    [`/organisation-events?filter[id]=${IDS.eventPast}`, []],
    [`/organisation-events?filter[organisation_id]=${IDS.orgGamma}`, ["online-workshop"]],
    ["/organisation-events?filter[homepage]=true", ["today-talk"]],
    ["/organisation-events?filter[homepage]=1", ["today-talk"]],
    ["/organisation-events?filter[homepage]=false", ["online-workshop", "football-festival"]],
    ["/organisation-events?filter[title]=festival", ["football-festival"]],
    [
      "/organisation-events?filter[starts_after]=2026-11-30",
      ["online-workshop", "football-festival"],
    ],
    ["/organisation-events?filter[starts_before]=2026-11-30", ["today-talk", "online-workshop"]],
    ["/organisation-events?filter[ends_before]=2026-11-24", ["today-talk"]],
    ["/organisation-events?filter[ends_after]=2026-12-01", ["football-festival"]],
    [
      "/organisation-events?filter[ends_after]=2026-01-01",
      ["today-talk", "online-workshop", "football-festival"],
    ],
    ["/organisation-events?filter[starts_after]=not-a-date", []],
    ["/organisation-events?filter[has_wheelchair_access]=true", ["today-talk"]],
    ["/organisation-events?filter[has_wheelchair_access]=false", ["football-festival"]],
    ["/organisation-events?filter[has_induction_loop]=true", ["football-festival"]],
    ["/organisation-events?filter[has_accessible_toilet]=1", ["today-talk"]],
    [`/organisation-events?filter[collections]=${IDS.eventCategorySport}`, ["football-festival"]],
    // Collections list disabled ones too.
    ["/collections/categories", ["money", "hidden"]],
    [`/collections/categories?filter[id]=${IDS.categoryHidden}`, ["hidden"]],
    ["/collections/personas", ["young-people"]],
    // Pages: enabled only, tree order.
    ["/pages", ["cost-of-living", "energy-bills", "warm-spaces", "about-the-hub"]],
    ["/pages?filter[page_type]=landing", ["cost-of-living"]],
    [`/pages?filter[landing_page]=${IDS.pageLanding}`, ["energy-bills", "warm-spaces"]],
    [`/pages?filter[parent_id]=${IDS.pageLanding}`, ["energy-bills"]],
    ["/pages?filter[title]=BILLS", ["energy-bills"]],
    [`/pages?filter[id]=${IDS.pageAbout},${IDS.pageInfoDisabled}`, ["about-the-hub"]],
  ];
  it.each(cases)("GET %s", async (path, expected) => {
    const { status, body } = await h.call(path);
    expect(status).toBe(200);
    expect(slugs(body)).toEqual(expected);
  });

  const locationCases: [string, string[]][] = [
    ["/locations", [IDS.library, IDS.townHall]],
    ["/locations?filter[address_line_1]=civic", [IDS.townHall]],
    ["/locations?filter[postcode]=sm1", [IDS.library, IDS.townHall]],
    [`/locations?filter[id]=${IDS.library}`, [IDS.library]],
    ["/locations?filter[city]=Bexley", []],
    [
      "/service-locations",
      [
        IDS.slHousingLibrary,
        IDS.slDebtLibrary,
        IDS.slMoneyTownHall,
        IDS.slDebtTownHall,
        IDS.slFootball,
      ],
    ],
    [
      `/service-locations?filter[service_id]=${IDS.debtAdvice}`,
      [IDS.slDebtLibrary, IDS.slDebtTownHall],
    ],
    [`/service-locations?filter[id]=${IDS.slFootball}`, [IDS.slFootball]],
  ];
  it.each(locationCases)("GET %s", async (path, expected) => {
    const { status, body } = await h.call(path);
    expect(status).toBe(200);
    expect(body.data.map((item: { id: string }) => item.id)).toEqual(expected);
  });
});

describe("sorts", () => {
  const cases: [string, string[]][] = [
    [
      "/services?sort=-name",
      ["money-matters", "housing-help", "football-club", "debt-advice", "benefits-clinic"],
    ],
    [
      "/services?sort=organisation_name",
      ["debt-advice", "housing-help", "money-matters", "benefits-clinic", "football-club"],
    ],
    [
      "/services?sort=-score",
      ["debt-advice", "money-matters", "housing-help", "benefits-clinic", "football-club"],
    ],
    [
      "/services?sort=last_modified_at",
      ["benefits-clinic", "debt-advice", "football-club", "money-matters", "housing-help"],
    ],
    [
      "/services?sort=referral_method,-name",
      ["benefits-clinic", "debt-advice", "money-matters", "housing-help", "football-club"],
    ],
    ["/organisations?sort=-name", ["gamma", "beta-trust", "alpha-org"]],
    [
      "/organisation-events?sort=-start_date",
      ["football-festival", "online-workshop", "today-talk"],
    ],
    ["/organisation-events?sort=title", ["football-festival", "online-workshop", "today-talk"]],
    ["/organisation-events?sort=-end_date", ["football-festival", "online-workshop", "today-talk"]],
    ["/pages?sort=title", ["about-the-hub", "cost-of-living", "energy-bills", "warm-spaces"]],
    ["/pages?sort=-title", ["warm-spaces", "energy-bills", "cost-of-living", "about-the-hub"]],
  ];
  it.each(cases)("GET %s", async (path, expected) => {
    const { status, body } = await h.call(path);
    expect(status).toBe(200);
    expect(slugs(body)).toEqual(expected);
  });

  it("sorts locations by an address field, descending", async () => {
    const { body } = await h.call("/locations?sort=-address_line_1");
    expect(body.data.map((item: { id: string }) => item.id)).toEqual([IDS.townHall, IDS.library]);
  });
});

describe("includes", () => {
  const cases: [string, string, boolean][] = [
    ["/services", "organisation", false],
    ["/services?include=organisation", "organisation", true],
    ["/services/debt-advice", "organisation", false],
    ["/services/debt-advice?include=organisation", "organisation", true],
    ["/organisation-events", "organisation", false],
    ["/organisation-events?include=organisation", "organisation", true],
    ["/organisation-events/today-talk?include=location", "location", true],
    ["/organisation-events/today-talk", "location", false],
    ["/service-locations", "location", false],
    ["/service-locations?include=location", "location", true],
    ["/pages", "parent", true],
    ["/pages", "children", false],
    ["/pages?include=children", "children", true],
    ["/pages?include=ancestors", "ancestors", true],
    ["/pages", "landing_page", false],
    ["/pages?include=landingPageAncestors", "landing_page", true],
    ["/pages", "content", false],
  ];
  it.each(cases)("GET %s → %s present: %s", async (path, key, present) => {
    const { status, body } = await h.call(path);
    expect(status).toBe(200);
    const items: Record<string, unknown>[] = Array.isArray(body.data) ? body.data : [body.data];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(key in item).toBe(present);
  });

  it("embeds the organisation of each service", async () => {
    const { body } = await h.call(`/services?include=organisation&filter[id]=${IDS.debtAdvice}`);
    expect(body.data[0].organisation).toMatchObject({ id: IDS.orgAlpha, slug: "alpha-org" });
  });

  it("gives a page's relations in the tree", async () => {
    const { body } = await h.call(
      `/pages?filter[id]=${IDS.pageGrandchild},${IDS.pageLanding}&include=children,ancestors,landingPageAncestors`,
    );
    const [landing, grandchild] = body.data;
    expect(landing.parent).toBeNull();
    expect(landing.landing_page).toBeNull();
    expect(slugs({ data: landing.children })).toEqual(["energy-bills", "draft-page"]);
    expect(grandchild.parent.slug).toBe("energy-bills");
    expect(slugs({ data: grandchild.ancestors })).toEqual(["cost-of-living", "energy-bills"]);
    expect(grandchild.landing_page.slug).toBe("cost-of-living");
  });
});

describe("pagination", () => {
  type Expected = { page: number; perPage: number; from: number | null; to: number | null };
  const cases: [string, Expected & { last: number; count: number; total: number }][] = [
    ["/services", { page: 1, perPage: 25, from: 1, to: 5, last: 1, count: 5, total: 5 }],
    ["/services?per_page=2", { page: 1, perPage: 2, from: 1, to: 2, last: 3, count: 2, total: 5 }],
    [
      "/services?per_page=2&page=3",
      { page: 3, perPage: 2, from: 5, to: 5, last: 3, count: 1, total: 5 },
    ],
    [
      "/services?per_page=2&page=4",
      { page: 4, perPage: 2, from: null, to: null, last: 3, count: 0, total: 5 },
    ],
    ["/services?per_page=0", { page: 1, perPage: 1, from: 1, to: 1, last: 5, count: 1, total: 5 }],
    ["/services?per_page=-3", { page: 1, perPage: 1, from: 1, to: 1, last: 5, count: 1, total: 5 }],
    [
      "/services?per_page=1000",
      { page: 1, perPage: 100, from: 1, to: 5, last: 1, count: 5, total: 5 },
    ],
    [
      "/services?per_page=abc&page=abc",
      { page: 1, perPage: 25, from: 1, to: 5, last: 1, count: 5, total: 5 },
    ],
    ["/services?page=0", { page: 1, perPage: 25, from: 1, to: 5, last: 1, count: 5, total: 5 }],
    [
      "/services?filter[status]=inactive",
      { page: 1, perPage: 25, from: null, to: null, last: 1, count: 0, total: 0 },
    ],
  ];
  it.each(cases)("GET %s", async (path, expected) => {
    const { body } = await h.call(path);
    expect(body.data).toHaveLength(expected.count);
    expect(body.meta).toMatchObject({
      current_page: expected.page,
      per_page: expected.perPage,
      from: expected.from,
      to: expected.to,
      last_page: expected.last,
      total: expected.total,
      path: `${BASE}/services`,
    });
  });

  it("builds links that keep the query and replace the page", async () => {
    const { body } = await h.call("/services?per_page=2&page=2&sort=-name");
    const url = (page: number) => `${BASE}/services?per_page=2&sort=-name&page=${page}`;
    expect(body.links).toEqual({ first: url(1), last: url(3), prev: url(1), next: url(3) });
    expect(body.meta.links).toEqual([
      { url: url(1), label: "&laquo; Previous", active: false },
      { url: url(1), label: "1", active: false },
      { url: url(2), label: "2", active: true },
      { url: url(3), label: "3", active: false },
      { url: url(3), label: "Next &raquo;", active: false },
    ]);
  });

  it("has no previous link on the first page and no next link on the last", async () => {
    const { body } = await h.call("/services?per_page=5");
    expect(body.links.prev).toBeNull();
    expect(body.links.next).toBeNull();
  });

  it("reads page and per_page from the body of POST /index", async () => {
    const { body } = await h.call("/services/index?filter[organisation_id]=" + IDS.orgBeta, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ page: 2, per_page: 1 }),
    });
    expect(slugs(body)).toEqual(["money-matters"]);
    expect(body.meta).toMatchObject({ current_page: 2, per_page: 1, total: 2 });
  });

  it("paginates related services", async () => {
    const { body } = await h.call("/services/debt-advice/related?per_page=1&page=2");
    expect(slugs(body)).toEqual(["housing-help"]);
    expect(body.meta).toMatchObject({ total: 3, last_page: 3, from: 2, to: 2 });
  });

  it("counts related services past the last page", async () => {
    const { body } = await h.call("/services/debt-advice/related?per_page=1&page=9");
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: 3, last_page: 3, from: null });
  });
});

describe("id-or-slug binding", () => {
  const cases: [string, string, string][] = [
    ["/services/", IDS.debtAdvice, "debt-advice"],
    ["/organisations/", IDS.orgAlpha, "alpha-org"],
    ["/organisation-events/", IDS.eventToday, "today-talk"],
    ["/pages/", IDS.pageInfo, "energy-bills"],
    ["/collections/categories/", IDS.categoryMoney, "money"],
    ["/collections/personas/", IDS.personaYoung, "young-people"],
    ["/collections/organisation-events/", IDS.eventCategorySport, "sport-events"],
    ["/taxonomies/categories/", IDS.advice, "advice"],
    ["/taxonomies/organisations/", IDS.citizensAdvice, "citizens-advice"],
    ["/taxonomies/service-eligibilities/", IDS.ageGroup, "age-group"],
  ];
  it.each(cases)("%s{id} and %s{slug} are the same resource", async (prefix, id, slug) => {
    const [byId, bySlug] = await Promise.all([h.call(prefix + id), h.call(prefix + slug)]);
    expect(byId.status).toBe(200);
    expect(byId.body.data.id).toBe(id);
    expect(bySlug.body).toEqual(byId.body);
  });

  const missing: [string, string][] = [
    ["/services/no-such-service", ""],
    [`/services/${IDS.orgAlpha}`, ""],
    ["/organisations/no-such-org", ""],
    ["/organisation-events/no-such-event", ""],
    ["/pages/no-such-page", ""],
    ["/collections/categories/young-people", ""],
    ["/collections/personas/money", ""],
    ["/taxonomies/categories/age-group", ""],
    ["/taxonomies/service-eligibilities/advice", ""],
    ["/taxonomies/organisations/advice", ""],
    ["/locations/not-a-uuid", "No query results for model [App\\Models\\Location] not-a-uuid"],
    [
      `/locations/${IDS.debtAdvice}`,
      `No query results for model [App\\Models\\Location] ${IDS.debtAdvice}`,
    ],
    [
      "/service-locations/town-hall",
      "No query results for model [App\\Models\\ServiceLocation] town-hall",
    ],
    ["/services/no-such-service/related", ""],
  ];
  it.each(missing)("GET %s → 404 %j", async (path, message) => {
    const { status, body } = await h.call(path);
    expect(status).toBe(404);
    expect(body).toEqual({ message });
  });
});

describe("disallowed filters, sorts and includes", () => {
  const cases: [string, string][] = [
    [
      "/services?filter[bogus]=1&filter[other]=2",
      "Requested filter(s) `bogus, other` are not allowed. Allowed filter(s) are `id, organisation_id, name, organisation_name, status, referral_method, tags.slug, has_permission`.",
    ],
    [
      "/services?sort=-bogus",
      "Requested sort(s) `bogus` is not allowed. Allowed sort(s) are `name, organisation_name, status, referral_method, score, last_modified_at`.",
    ],
    [
      "/services?include=organisation,tags",
      "Requested include(s) `tags` are not allowed. Allowed include(s) are `organisation`.",
    ],
    [
      "/services/debt-advice?include=location",
      "Requested include(s) `location` are not allowed. Allowed include(s) are `organisation`.",
    ],
    [
      "/organisations?filter[slug]=x",
      "Requested filter(s) `slug` are not allowed. Allowed filter(s) are `id, name, has_permission`.",
    ],
    [
      "/organisations?sort=created_at",
      "Requested sort(s) `created_at` is not allowed. Allowed sort(s) are `name`.",
    ],
    [
      "/organisation-events?include=location",
      "Requested include(s) `location` are not allowed. Allowed include(s) are `organisation`.",
    ],
    [
      "/organisation-events?sort=created_at",
      "Requested sort(s) `created_at` is not allowed. Allowed sort(s) are `start_date, end_date, title`.",
    ],
    [
      "/locations?filter[lat]=51",
      "Requested filter(s) `lat` are not allowed. Allowed filter(s) are `id, address_line_1, address_line_2, address_line_3, city, county, postcode, country`.",
    ],
    [
      "/service-locations?filter[location_id]=x",
      "Requested filter(s) `location_id` are not allowed. Allowed filter(s) are `id, service_id`.",
    ],
    [
      "/service-locations?include=service",
      "Requested include(s) `service` are not allowed. Allowed include(s) are `location`.",
    ],
    [
      "/pages?include=content",
      "Requested include(s) `content` are not allowed. Allowed include(s) are `parent, children, ancestors, landingPageAncestors`.",
    ],
    [
      "/collections/categories?filter[slug]=money",
      "Requested filter(s) `slug` are not allowed. Allowed filter(s) are `id`.",
    ],
  ];
  it.each(cases)("GET %s → 400", async (path, message) => {
    const { status, body } = await h.call(path);
    expect(status).toBe(400);
    expect(body).toEqual({ message });
  });

  const ignored: string[] = [
    "/collections/categories?sort=-name&include=taxonomies",
    "/organisations?include=services",
    "/service-locations?sort=-name",
    "/taxonomies/categories?filter[name]=x&sort=name",
    "/tags?filter[slug]=x",
  ];
  it.each(ignored)("GET %s ignores what the endpoint does not declare", async (path) => {
    expect((await h.call(path)).status).toBe(200);
  });
});

describe("guest visibility", () => {
  it("shows an inactive service on its own page", async () => {
    const { status, body } = await h.call("/services/closed-service");
    expect(status).toBe(200);
    expect(body.data.status).toBe("inactive");
  });

  it("refuses a disabled page with 403", async () => {
    const { status, body } = await h.call("/pages/draft-page");
    expect(status).toBe(403);
    expect(body).toEqual({ message: "This action is unauthorized." });
  });

  it("returns a past event on its own page", async () => {
    const { status, body } = await h.call("/organisation-events/past-fair");
    expect(status).toBe(200);
    expect(body.data.end_date).toBe("2026-11-23");
  });

  it("lists locations of inactive services' service locations too", async () => {
    const { body } = await h.call(`/service-locations?filter[service_id]=${IDS.footballClub}`);
    expect(body.data).toHaveLength(1);
  });

  it("floors events at the London date of the request", async () => {
    // 23:59 on Monday 23 November: an event that ended that day is still listed.
    const app = createApp({
      tenants: [h.tenant],
      clock: () => new Date("2026-11-23T23:59:00Z"),
    });
    const response = await app.request(`${BASE}/organisation-events?filter[id]=${IDS.eventPast}`);
    const body = (await response.json()) as { data: { slug: string }[] };
    expect(slugs(body)).toEqual(["past-fair"]);
  });
});

describe("resource details", () => {
  it("renders a service with its relations", async () => {
    const { body } = await h.call("/services/debt-advice");
    const service = body.data;
    expect(service).toMatchObject({
      has_logo: true,
      image: {
        id: IDS.fileLogo,
        url: `${BASE}/images/${IDS.fileLogo}.svg`,
        mime_type: "image/svg+xml",
        alt_text: "Debt Advice logo",
      },
      useful_infos: [
        { title: "First", description: "Call first.", order: 1 },
        { title: "Second", description: "Bring ID.", order: 2 },
      ],
      offerings: [{ offering: "Budgeting", order: 1 }],
      social_medias: [{ type: "facebook", url: "https://facebook.com/debtadvice" }],
      gallery_items: [
        {
          file_id: IDS.fileGallery,
          url: `${BASE}/services/${IDS.debtAdvice}/gallery-items/${IDS.fileGallery}`,
          alt_text: "A drop-in session",
        },
      ],
      tags: [{ slug: "family", label: "Family" }],
      eligibility_types: { custom: { age_group: "Adults only" } },
      score: 5,
      ends_at: null,
      last_modified_at: "2026-10-01T12:00:00+0000",
    });
    // The eligibility tree's order: type (Age Group before Housing), then option.
    expect(service.eligibility_types.taxonomies).toEqual([IDS.age16to18, IDS.homeless]);
    expect(service.category_taxonomies.map((t: { slug: string }) => t.slug)).toEqual([
      "advice",
      "debt",
      "housing",
      "benefits",
    ]);
  });

  it("renders a top-level category taxonomy with no parent", async () => {
    const { body } = await h.call("/services/football-club");
    expect(body.data.category_taxonomies).toMatchObject([
      { slug: "sport", parent_id: null },
      { slug: "football", parent_id: IDS.sport },
    ]);
  });

  it("renders a persona with its own key order", async () => {
    const { body } = await h.call("/collections/personas/young-people");
    expect(Object.keys(body.data)).toEqual([
      "id",
      "slug",
      "name",
      "intro",
      "subtitle",
      "order",
      "enabled",
      "homepage",
      "sideboxes",
      "image",
      "category_taxonomies",
      "created_at",
      "updated_at",
    ]);
  });

  it("renders an event category without homepage", async () => {
    const { body } = await h.call("/collections/organisation-events/sport-events");
    expect("homepage" in body.data).toBe(false);
    expect(body.data.image_file_id).toBeNull();
  });

  it("renders a category with its image and side boxes", async () => {
    const { body } = await h.call("/collections/categories/money");
    expect(body.data).toMatchObject({
      image_file_id: IDS.fileCategory,
      image: { url: `${BASE}/images/${IDS.fileCategory}.svg` },
      sideboxes: [{ title: "Need help now?", content: "Call **111**." }],
      homepage: true,
    });
    expect(body.data.category_taxonomies.map((t: { slug: string }) => t.slug)).toEqual([
      "debt",
      "benefits",
    ]);
  });

  it("renders an event with calendar links in UTC", async () => {
    const { body } = await h.call("/organisation-events/football-festival?include=location");
    const event = body.data;
    expect(event.location.id).toBe(IDS.library);
    expect(event.apple_calendar_link).toBe(
      `${BASE}/organisation-events/${IDS.eventFuture}/event.ics`,
    );
    const google = new URL(event.google_calendar_link);
    expect(google.searchParams.get("dates")).toBe("20261205T140000Z/20261206T120000Z");
    expect(google.searchParams.get("text")).toBe("Football Festival");
    expect(google.searchParams.get("location")).toContain("Central Library, St Nicholas Way");
    const microsoft = new URL(event.microsoft_calendar_link);
    expect(microsoft.searchParams.get("startdt")).toBe("2026-12-05T14:00:00+0000");
  });

  it("renders a virtual event without a location", async () => {
    const { body } = await h.call("/organisation-events/online-workshop?include=location");
    expect(body.data).toMatchObject({ is_virtual: true, location_id: null });
    expect("location" in body.data).toBe(false);
    expect(new URL(body.data.google_calendar_link).searchParams.get("location")).toBe("");
  });

  it("renders a landing page with its collections", async () => {
    const { body } = await h.call("/pages/cost-of-living");
    const page = body.data;
    expect(page.content.introduction.content[0].value).toBe("Help with the cost of living.");
    expect(page.parent).toBeNull();
    expect(page.ancestors).toEqual([]);
    expect(page.landing_page).toBeNull();
    expect(slugs({ data: page.children })).toEqual(["energy-bills", "draft-page"]);
    expect(page.children.map((child: { order: number }) => child.order)).toEqual([0, 1]);
    expect(slugs({ data: page.collection_categories })).toEqual(["money"]);
    expect(slugs({ data: page.collection_personas })).toEqual(["young-people"]);
  });

  it("gives settings with has_image instead of the image id", async () => {
    const { body } = await h.call("/settings");
    expect(body.data.cms.frontend.banner).toEqual({
      title: "Winter",
      content: null,
      button_text: null,
      button_url: null,
      has_image: true,
    });
  });

  it("nests category taxonomies under null top-level parents", async () => {
    const { body } = await h.call("/taxonomies/categories");
    expect(body.data.map((t: { slug: string }) => t.slug)).toEqual(["lga-standards", "sport"]);
    expect(body.data.every((t: { parent_id: string | null }) => t.parent_id === null)).toBe(true);
    const advice = body.data[0].children[0].children[0];
    expect(advice.slug).toBe("advice");
    expect(advice.children.map((t: { slug: string }) => t.slug)).toEqual([
      "debt",
      "housing",
      "benefits",
    ]);
  });

  it("keeps the root as parent of eligibility types", async () => {
    const { body } = await h.call("/taxonomies/service-eligibilities");
    expect(body.data.map((t: { parent_id: string }) => t.parent_id)).toEqual([
      IDS.rootEligibility,
      IDS.rootEligibility,
    ]);
    expect(body.data[0].children.map((t: { name: string }) => t.name)).toEqual([
      "12 - 15 years",
      "16 - 18 years",
    ]);
  });
});

describe("service locations: opening hours at Tuesday 24 November 2026, 10:30", () => {
  const cases: [string, boolean, { date: string; start_time: string; end_time: string } | null][] =
    [
      [
        IDS.slDebtTownHall,
        true,
        { date: "2026-11-24", start_time: "09:00:00", end_time: "17:00:00" },
      ],
      [
        IDS.slDebtLibrary,
        false,
        { date: "2026-11-26", start_time: "13:00:00", end_time: "15:00:00" },
      ],
      [
        IDS.slHousingLibrary,
        true,
        { date: "2026-11-24", start_time: "09:00:00", end_time: "11:00:00" },
      ],
      [
        IDS.slMoneyTownHall,
        true,
        { date: "2026-11-24", start_time: "10:00:00", end_time: "16:00:00" },
      ],
      [IDS.slFootball, false, null],
    ];
  it.each(cases)("%s open now: %s", async (id, open, next) => {
    const { body } = await h.call(`/service-locations/${id}`);
    expect(body.data.is_open_now).toBe(open);
    expect(body.data.next_occurs).toEqual(next);
  });

  it("lists hours that tie on weekday and time by occurrence, in the list and by id", async () => {
    const occurrences = (hours: { occurrence_of_month?: number }[]) =>
      hours.map((hour) => hour.occurrence_of_month);
    const one = await h.call(`/service-locations/${IDS.slMoneyTownHall}`);
    const list = await h.call(`/service-locations?filter[id]=${IDS.slMoneyTownHall}`);
    expect(occurrences(one.body.data.regular_opening_hours)).toEqual([2, 4]);
    expect(occurrences(list.body.data[0].regular_opening_hours)).toEqual([2, 4]);
  });

  it("outputs only the field that anchors each frequency", async () => {
    const { body } = await h.call(`/service-locations/${IDS.slDebtTownHall}`);
    expect(body.data.regular_opening_hours).toEqual([
      { frequency: "weekly", weekday: 2, opens_at: "09:00:00", closes_at: "17:00:00" },
      { frequency: "monthly", day_of_month: 1, opens_at: "10:00:00", closes_at: "12:00:00" },
    ]);
    expect(body.data.holiday_opening_hours).toEqual([
      {
        is_closed: true,
        starts_at: "2026-12-24",
        ends_at: "2026-12-26",
        opens_at: "00:00:00",
        closes_at: "00:00:00",
      },
    ]);
  });
});

describe("related services", () => {
  const cases: [string, string[]][] = [
    ["/services/debt-advice/related", ["benefits-clinic", "housing-help", "money-matters"]],
    [
      "/services/debt-advice/related?location[lat]=51.3618&location[lon]=-0.1945",
      ["money-matters", "housing-help", "benefits-clinic"],
    ],
    [
      "/services/debt-advice/related?location[lat]=51.3655&location[lon]=-0.1932",
      ["housing-help", "money-matters", "benefits-clinic"],
    ],
    [
      "/services/debt-advice/related?location[lat]=north&location[lon]=-0.1932",
      ["benefits-clinic", "housing-help", "money-matters"],
    ],
    ["/services/football-club/related", []],
    [
      "/services/closed-service/related",
      ["debt-advice", "benefits-clinic", "housing-help", "money-matters"],
    ],
  ];
  it.each(cases)("GET %s", async (path, expected) => {
    const { status, body } = await h.call(path);
    expect(status).toBe(200);
    expect(slugs(body)).toEqual(expected);
  });
});

describe("HTTP behaviour", () => {
  it("answers CORS preflights for any origin", async () => {
    const response = await h.app.request(`${BASE}/services`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://www.example.org",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, x-custom",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toMatch(
      /^content-type, ?x-custom$/,
    );
  });

  it("sends CORS headers on responses, errors included", async () => {
    for (const path of ["/services", "/services/nope"]) {
      const { headers } = await h.call(path, { headers: { Origin: "https://www.example.org" } });
      expect(headers.get("access-control-allow-origin")).toBe("*");
    }
  });

  it("limits requests per client with Laravel's headers", async () => {
    const app = createApp({ tenants: [h.tenant], clock: () => NOW, rateLimit: 2 });
    const responses = [];
    for (let index = 0; index < 3; index += 1) {
      responses.push(await app.request(`${BASE}/tags`));
    }
    const [first, second, third] = responses;
    expect(first?.headers.get("x-ratelimit-limit")).toBe("2");
    expect(first?.headers.get("x-ratelimit-remaining")).toBe("1");
    expect(second?.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(third?.status).toBe(429);
    expect(await third?.json()).toEqual({ message: "Too Many Attempts." });
    expect(Number(third?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(third?.headers.get("x-ratelimit-remaining")).toBe("0");
    // The limiter runs on the wall clock, not the pinned request clock.
    expect(Number(third?.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
  });

  it("refuses a body over the limit with 413", async () => {
    const app = createApp({ tenants: [h.tenant], bodyLimit: 64 });
    const response = await app.request(`${BASE}/services/index`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ page: 1, padding: "x".repeat(200) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ message: "The request body is too large." });
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", ""])(
    "refuses a %j body with 415",
    async (type) => {
      const body = "page=1";
      const { status, body: answer } = await h.call("/page-feedbacks", {
        method: "POST",
        headers: { ...(type ? { "Content-Type": type } : {}), "Content-Length": `${body.length}` },
        body,
      });
      expect(status).toBe(415);
      expect(answer).toEqual({
        message: "The request body must be JSON (Content-Type: application/json).",
      });
    },
  );

  it.each(["/services/%00", "/services?filter[organisation_id]=%00"])(
    "refuses a null byte in %s with 400",
    async (path) => {
      const { status, body } = await h.call(path);
      expect(status).toBe(400);
      expect(body).toEqual({ message: "The address contains a null character (%00)." });
    },
  );

  it("answers a page far past the end with an empty list", async () => {
    const { status, body } = await h.call("/services?page=99999999999999999999");
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it("still takes a bodiless POST /index", async () => {
    const { status } = await h.call("/services/index", { method: "POST" });
    expect(status).toBe(200);
  });

  it("ignores a trailing slash, as Laravel does", async () => {
    const { status, body } = await h.call("/services/?per_page=1");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
  });

  it("answers unknown routes and tenants with a JSON 404", async () => {
    const { status, body } = await h.call("http://localhost/bexley/core/v1/services");
    expect(status).toBe(404);
    expect(body).toEqual({ message: "The route bexley/core/v1/services could not be found." });
  });

  it("hides the details of an unexpected error and logs no query string", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const app = createApp({
      tenants: [h.tenant],
      logger,
      routes: [
        (core) =>
          core.get("/boom", () => {
            throw new Error("secret detail");
          }),
      ],
    });
    const response = await app.request(`${BASE}/boom?filter[postcode]=SM1%201EA`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "Server Error" });
    expect(lines.join("")).toContain('"path":"/sutton/core/v1/boom"');
    expect(lines.join("")).not.toContain("SM1");
  });

  it("reports health", async () => {
    const { status, body } = await h.call("http://localhost/health");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", tenants: ["sutton"] });
  });

  it("builds absolute URLs from the public URL when one is set", async () => {
    const app = createApp({ tenants: [h.tenant], publicUrl: "https://api.hub.example.org" });
    const response = await app.request(`${BASE}/services?per_page=1`);
    const body = (await response.json()) as { meta: { path: string }; data: { image: unknown }[] };
    expect(body.meta.path).toBe("https://api.hub.example.org/sutton/core/v1/services");
  });
});

describe("sitemap", () => {
  it("lists the website's pages", async () => {
    const { status, headers, body } = await h.call("http://localhost/sutton/sitemap");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/xml");
    const locs = [...(body as string).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      "http://localhost/",
      "http://localhost/about",
      "http://localhost/contact",
      "http://localhost/get-involved",
      "http://localhost/privacy-policy",
      "http://localhost/terms-and-conditions",
      "http://localhost/services/benefits-clinic",
      "http://localhost/services/debt-advice",
      "http://localhost/services/football-club",
      "http://localhost/services/housing-help",
      "http://localhost/services/money-matters",
      "http://localhost/organisations/alpha-org",
      "http://localhost/organisations/beta-trust",
      "http://localhost/organisations/gamma",
      `http://localhost/results?category=${IDS.categoryMoney}`,
      `http://localhost/results?persona=${IDS.personaYoung}`,
      `http://localhost/results?category=${IDS.categoryHidden}`,
      "http://localhost/pages/cost-of-living",
      "http://localhost/pages/energy-bills",
      "http://localhost/pages/warm-spaces",
      "http://localhost/pages/about-the-hub",
    ]);
    expect(body).toContain("<lastmod>2026-11-10T10:30:00+00:00</lastmod>");
    expect(body).toContain("<changefreq>monthly</changefreq><priority>0.5</priority>");
  });

  it("points at the website host, without api.", async () => {
    const app = createApp({ tenants: [h.tenant], publicUrl: "https://api.hub.example.org" });
    const text = await (await app.request("http://localhost/sutton/sitemap")).text();
    expect(text).toContain("<loc>https://hub.example.org/services/debt-advice</loc>");
  });
});

// The list endpoints' filters, sorts, includes and pages over HTTP (`app.request`), and the ones
// they refuse, against a fresh PGlite database seeded with the hand-made fixture borough, whose
// rows are all known. Response bodies are untyped JSON, read freely:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument */
import { describe, expect, it } from "vitest";

import { IDS, fixtureDataset } from "../test/fixture.ts";
import { BASE, slugs } from "../test/harness.ts";
import { harnessForFile } from "../test/harness-for-file.ts";

const h = harnessForFile(fixtureDataset());

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

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
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { expectContract } from "../test/contract.ts";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import { BASE, slugs } from "../test/harness.ts";
import { harnessForFile } from "../test/harness-for-file.ts";

const h = harnessForFile(fixtureDataset());

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

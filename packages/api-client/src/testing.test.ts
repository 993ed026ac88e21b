import { describe, expect, it } from "vitest";

import { CollectionCategorySchema } from "./schemas/categories.ts";
import { ServiceSearchResponseSchema } from "./schemas/search.ts";
import {
  buildCategory,
  buildEvent,
  buildEventCollection,
  buildLocation,
  buildOrganisation,
  buildPage,
  buildPageDetail,
  buildPageListItem,
  buildPersona,
  buildSearchResult,
  buildService,
  buildServiceLocation,
  buildSettings,
  buildTaxonomy,
  FIXTURE_API_BASE,
  fixtureId,
  paginated,
} from "./testing.ts";

describe("fixture builders", () => {
  it.each([
    {
      name: "organisation",
      built: buildOrganisation({ name: "Mind" }),
      field: "name",
      value: "Mind",
    },
    { name: "service", built: buildService({ slug: "choir" }), field: "slug", value: "choir" },
    {
      name: "location",
      built: buildLocation({ postcode: "DA5 2AX" }),
      field: "postcode",
      value: "DA5 2AX",
    },
    { name: "event", built: buildEvent({ title: "Quiz" }), field: "title", value: "Quiz" },
    {
      name: "event collection",
      built: buildEventCollection({ slug: "sport" }),
      field: "slug",
      value: "sport",
    },
    { name: "category", built: buildCategory({ order: 4 }), field: "order", value: 4 },
    { name: "persona", built: buildPersona({ homepage: false }), field: "homepage", value: false },
    {
      name: "page list item",
      built: buildPageListItem({ page_type: "information" }),
      field: "page_type",
      value: "information",
    },
    {
      name: "page",
      built: buildPage({ excerpt: "In short" }),
      field: "excerpt",
      value: "In short",
    },
    { name: "page detail", built: buildPageDetail({ children: [] }), field: "children", value: [] },
    {
      name: "taxonomy",
      built: buildTaxonomy({ name: "Language" }),
      field: "name",
      value: "Language",
    },
  ])("$name: contract-valid, with the override applied", ({ built, field, value }) => {
    expect(built).toHaveProperty(field, value);
    expect(built).toHaveProperty("created_at", "2026-05-01T10:00:00+0000");
  });

  it("refuses a body the contract does not allow", () => {
    expect(() => buildCategory({ slug: 5 as unknown as string })).toThrow(/slug/);
  });

  it("gives every built resource its own id", () => {
    const ids = [buildService().id, buildService().id, fixtureId()];
    expect(new Set(ids).size).toBe(3);
  });

  it("links an event's calendar file to its own id", () => {
    const event = buildEvent({ id: "00000000-0000-4000-8000-0000000000ee" });
    expect(event.apple_calendar_link).toBe(
      `${FIXTURE_API_BASE}/organisation-events/00000000-0000-4000-8000-0000000000ee/event.ics`,
    );
  });

  it("places a service at a location, with the location embedded", () => {
    const place = buildLocation();
    const at = buildServiceLocation("00000000-0000-4000-8000-0000000000aa", place);
    expect(at).toMatchObject({ location_id: place.id, location: place });
  });

  it.each([
    [0, []],
    [2, ["SM1 1JZ", "SM1 1JZ"]],
  ])("a search hit at %i places", (places, postcodes) => {
    const hit = buildSearchResult({ name: "Choir" }, places);
    expect(hit.name).toBe("Choir");
    expect(hit.service_locations.map((at) => at.location.postcode)).toEqual(postcodes);
  });

  it("settings carry every CMS page", () => {
    expect(Object.keys(buildSettings().cms.frontend)).toEqual(
      expect.arrayContaining(["global", "home", "about", "contact", "favourites", "banner"]),
    );
  });
});

describe("paginated", () => {
  it.each([
    { data: [], page: 1, lastPage: 1, from: null, to: null, total: 0 },
    { data: [1, 2], page: 3, lastPage: 3, from: 1, to: 2, total: 52 },
  ])(
    "page $page of $lastPage with $data.length items",
    ({ data, page, lastPage, from, to, total }) => {
      const body = paginated(data, page, lastPage);
      expect(body.meta).toMatchObject({ current_page: page, last_page: lastPage, from, to, total });
    },
  );

  it("wraps built resources in a body the paginated schema accepts", () => {
    const body = paginated([buildSearchResult()]);
    expect(ServiceSearchResponseSchema.safeParse(body).success).toBe(true);
    expect(CollectionCategorySchema.safeParse(buildCategory()).success).toBe(true);
  });
});

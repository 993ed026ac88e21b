import { describe, expect, it } from "vitest";
import {
  EventSearchRequestSchema,
  PageSearchRequestSchema,
  ServiceSearchRequestSchema,
} from "@hub/api-client/schemas";

import { SEARCH_REVALIDATE_SECONDS } from "../site.ts";
import { eligibilityTree, organisation, paginated, stubSite } from "../test/api-stub.ts";
import { searchResult } from "../test/search-stub.ts";
import { eligibilityFilters, selectedEligibilityNames } from "./search-filters.ts";
import {
  hasSearchCriteria,
  KEYWORD_MAX_LENGTH,
  keywordError,
  parseResultsCriteria,
  searchHref,
} from "./search-criteria.ts";
import { resultLocations } from "./search-results.ts";
import { runServiceSearch, serviceSearchRequest } from "./search.ts";

const centre = { postcode: "SM1 1JZ", lat: 51.36, lon: -0.19 };

describe("search loader", () => {
  it.each([
    {
      params: {},
      expected: {
        query: "",
        postcode: "",
        distance: 1,
        isFree: false,
        waitTime: null,
        order: "relevance",
        page: 1,
        view: "grid",
      },
      searches: false,
    },
    {
      params: {
        query: " food ",
        distance: "10",
        is_free: "true",
        wait_time: "month",
        order: "distance",
        page: "3",
        view: "map",
      },
      expected: {
        query: "food",
        distance: 10,
        isFree: true,
        waitTime: "month",
        order: "distance",
        page: 3,
        view: "map",
      },
      searches: true,
    },
    {
      params: {
        distance: "4",
        is_free: "yes",
        wait_time: "soon",
        order: "name",
        page: "-2",
        view: "table",
      },
      expected: {
        distance: 1,
        isFree: false,
        waitTime: null,
        order: "relevance",
        page: 1,
        view: "grid",
      },
      searches: false,
    },
    {
      params: { age: "age-0-4,age-19-25" },
      expected: {
        eligibility: {
          age: ["age-0-4", "age-19-25"],
          income: [],
          disability: [],
          language: [],
          gender: [],
          ethnicity: [],
          housing: [],
        },
      },
      searches: true,
    },
    {
      params: { postcode: ["SM1 1JZ", "ignored"] },
      expected: { postcode: "SM1 1JZ" },
      searches: true,
    },
    { params: {}, expected: { open: null }, searches: false },
    { params: { open: "now" }, expected: { open: { kind: "now" } }, searches: true },
    {
      params: { open: "at", open_day: "2026-11-29", open_time: "23:30" },
      expected: { open: { kind: "at", day: "2026-11-29", time: "23:30" } },
      searches: true,
    },
    ...[
      { open: "at", open_day: "2026-02-30", open_time: "09:00" },
      { open: "at", open_day: "tomorrow", open_time: "09:00" },
      { open: "at", open_day: "2026-11-29", open_time: "24:00" },
      { open: "at", open_day: "2026-11-29" },
      { open: "at", open_day: "0001-01-01", open_time: "09:00" },
      { open: "later" },
    ].map((params) => ({ params, expected: { open: null }, searches: false })),
  ])("reads $params", ({ params, expected, searches }) => {
    const criteria = parseResultsCriteria(params);
    expect(criteria).toMatchObject(expected);
    expect(hasSearchCriteria(criteria)).toBe(searches);
  });

  it.each<{ changes: Record<string, string | null>; href: string }>([
    { changes: {}, href: "/results?query=food&is_free=true&age=a&age=b&page=2" },
    { changes: { page: "1" }, href: "/results?query=food&is_free=true&age=a&age=b" },
    {
      changes: { page: null, view: "map" },
      href: "/results?query=food&is_free=true&age=a&age=b&view=map",
    },
    { changes: { query: null, is_free: null, age: null, page: null }, href: "/results" },
  ])("links $changes as $href", ({ changes, href }) => {
    expect(
      searchHref(
        "/results",
        { query: "food", is_free: "true", age: ["a", "b"], page: "2" },
        changes,
      ),
    ).toBe(href);
  });

  it.each([
    { params: {}, location: null, scope: null, body: null },
    { params: {}, location: null, scope: { category: "money" }, body: { category: "money" } },
    { params: { query: "ab" }, location: null, scope: null, body: null },
    {
      params: { query: "food", order: "distance", distance: "3" },
      location: centre,
      scope: { persona: "carers" },
      body: {
        query: "food",
        persona: "carers",
        location: { lat: 51.36, lon: -0.19 },
        distance: 3,
        order: "distance",
      },
    },
    // 2026-11-29T23:59:30Z is a Sunday, 23:59 in London.
    { params: { open: "now" }, location: null, scope: null, body: { open_at: "2026-11-29T23:59" } },
    {
      params: { open: "at", open_day: "2026-12-25", open_time: "10:00" },
      location: null,
      scope: { category: "money" },
      body: { category: "money", open_at: "2026-12-25T10:00" },
    },
  ])("asks the API for $body", ({ params, location, scope, body }) => {
    const now = new Date("2026-11-29T23:59:30Z");
    expect(serviceSearchRequest(parseResultsCriteria(params), location, [], scope, now)).toEqual(
      body,
    );
  });

  it("offers each eligibility group the API has, options in order, and maps choices to names", () => {
    const tree = eligibilityTree();
    expect(eligibilityFilters(tree)).toEqual([
      {
        param: "age",
        label: "Age",
        options: [
          { value: "age-0-4", label: "0 - 4 years" },
          { value: "age-19-25", label: "19 - 25 years" },
        ],
      },
      { param: "language", label: "Language", options: [{ value: "welsh", label: "Welsh" }] },
    ]);
    const criteria = parseResultsCriteria({ age: ["age-19-25", "unknown"], language: "Welsh" });
    expect(selectedEligibilityNames(tree, criteria)).toEqual(["19 - 25 years", "Welsh"]);
  });

  it("names each option once, however often the address repeats it", () => {
    const criteria = parseResultsCriteria({ age: Array(60).fill("age-0-4") as string[] });
    expect(selectedEligibilityNames(eligibilityTree(), criteria)).toEqual(["0 - 4 years"]);
  });

  it.each([
    { query: "", search: "services", error: null },
    { query: "ab", search: "services", error: "Enter at least 3 characters to search by keyword" },
    { query: "abc", search: "events", error: null },
    { query: "a".repeat(255), search: "services", error: null },
    {
      query: "a".repeat(256),
      search: "services",
      error: "Enter 255 characters or fewer to search by keyword",
    },
    {
      query: "a".repeat(256),
      search: "events",
      error: "Enter 255 characters or fewer to search by keyword",
    },
    {
      query: "a".repeat(256),
      search: "pages",
      error: "Enter 255 characters or fewer to search by keyword",
    },
  ] as const)(
    "a keyword of $query.length characters for $search: $error",
    ({ query, search, error }) => {
      expect(keywordError(query, search)).toBe(error);
    },
  );

  it("takes the longest keyword from the API's search schemas", () => {
    expect(KEYWORD_MAX_LENGTH).toEqual({
      services: ServiceSearchRequestSchema.shape.query.unwrap().maxLength,
      events: EventSearchRequestSchema.shape.query.unwrap().maxLength,
      pages: PageSearchRequestSchema.shape.query.maxLength,
    });
  });

  it.each([
    { name: "Sutton Library", expected: ["Sutton Library"] },
    { name: "  ", expected: ["The Hub"] },
    { name: null, expected: ["The Hub"] },
  ])("labels a place $name as $expected", ({ name, expected }) => {
    const result = searchResult();
    const place = result.service_locations[0];
    if (!place) throw new Error("the builder gives one place");
    expect(resultLocations({ ...result, service_locations: [{ ...place, name }] })).toEqual(
      expected,
    );
  });
});

describe("runServiceSearch", () => {
  const noGeocoder = { geocode: () => Promise.resolve(null) };

  it.each([
    { name: "a keyword", params: { query: "food bank" } },
    { name: "a filter on its own", params: { is_free: "true" } },
    { name: "a second page", params: { query: "carers", page: "2" } },
  ])(
    "keeps the answer to $name for the next resident for a minute, purged with the services and organisations",
    async ({ params }) => {
      const { site, requests } = stubSite(({ path }) => ({
        body: path === "search" ? paginated([searchResult()]) : paginated([]),
      }));
      await runServiceSearch(site, noGeocoder, params);
      const search = requests.find((request) => request.path === "search");
      expect(search?.method).toBe("POST");
      expect(search?.next).toEqual({
        revalidate: SEARCH_REVALIDATE_SECONDS,
        tags: ["services", "organisations"],
      });
      // Nothing about the visitor is in the call Next keys its cache by.
      expect([...(search?.headers.keys() ?? [])]).not.toContain("x-forwarded-for");
    },
  );

  describe("the results' organisations", () => {
    const embeddedOrg = organisation({ name: "Embedded Trust" });
    const listedOrg = organisation({ name: "Listed Trust" });
    it.each([
      {
        name: "as the API embeds them, with no second request",
        results: () => [
          searchResult({ organisation_id: embeddedOrg.id, organisation: embeddedOrg }),
        ],
        listed: [] as string[],
      },
      {
        name: "from one request when the API embeds none, as the upstream API",
        results: () => [searchResult({ organisation_id: listedOrg.id })],
        listed: [listedOrg.id],
      },
      {
        name: "asking only for those not embedded",
        results: () => [
          searchResult({ organisation_id: embeddedOrg.id, organisation: embeddedOrg }),
          searchResult({ organisation_id: listedOrg.id }),
          searchResult({ organisation_id: listedOrg.id }),
        ],
        listed: [listedOrg.id],
      },
    ])("come $name", async ({ results, listed }) => {
      const { site, requests } = stubSite(({ path }) => ({
        body:
          path === "search"
            ? paginated(results())
            : path === "organisations"
              ? paginated([listedOrg])
              : paginated([]),
      }));
      const outcome = await runServiceSearch(site, noGeocoder, { query: "lunch" });
      const search = requests.find((request) => request.path === "search");
      expect(search?.query.get("include")).toBe("organisation");
      const asked = requests.filter((request) => request.path === "organisations");
      expect(asked.map((request) => request.query.get("filter[id]")?.split(",") ?? [])).toEqual(
        listed.length === 0 ? [] : [listed],
      );
      for (const service of results()) {
        expect(outcome.organisations.get(service.organisation_id)?.id).toBe(
          service.organisation_id,
        );
      }
    });
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { jsonLdOf } from "../../test/api-stub.ts";
import { props, searchCall, stub } from "../../test/results-stub.ts";
import { KEYWORD_MAX_LENGTH } from "../../loaders/search-criteria.ts";

describe("results page", () => {
  it.each([
    {
      name: "a keyword (with a typo the API forgives)",
      params: { query: "counseling" },
      body: { query: "counseling" },
      perPage: "9",
    },
    {
      name: "a postcode and distance",
      params: { postcode: "sm1 1jz", distance: "5" },
      body: { location: { lat: 51.36, lon: -0.19 }, distance: 5 },
      perPage: "9",
    },
    {
      name: "a postcode without distance (1 mile), nearest first",
      params: { query: "yoga", postcode: "SM1 1JZ", order: "distance" },
      body: { query: "yoga", location: { lat: 51.36, lon: -0.19 }, distance: 1, order: "distance" },
      perPage: "9",
    },
    {
      name: "free only, wait time and eligibilities (slugs or older names)",
      params: {
        is_free: "true",
        wait_time: "two_weeks",
        age: ["age-0-4", "19 - 25 years"],
        language: "welsh",
      },
      body: {
        is_free: true,
        wait_time: "two_weeks",
        eligibilities: ["0 - 4 years", "19 - 25 years", "Welsh"],
      },
      perPage: "9",
    },
    {
      name: "nearest first without a postcode (ignored) and a bad distance (1 mile)",
      params: { query: "yoga", order: "distance", distance: "7" },
      body: { query: "yoga" },
      perPage: "9",
    },
    {
      name: "the map view (the first hundred, no pages)",
      params: { query: "counseling", view: "map", page: "2" },
      body: { query: "counseling" },
      perPage: "100",
    },
  ])("searches by $name", async ({ params, body, perPage }) => {
    const { requests, route } = stub();
    const html = renderToStaticMarkup(await route.Page(props(params)));
    const call = searchCall(requests);
    expect(call?.body).toEqual(body);
    expect(call?.query.get("per_page")).toBe(perPage);
    expect(html).toContain("<h1");
    expect(html).toContain(">Search results</h1>");
    expect(html).toContain("Counselling 1");
  });

  it("keeps what was typed in the form and the filters in hidden fields", async () => {
    const { route } = stub();
    const html = renderToStaticMarkup(
      await route.Page(
        props({ query: "counseling", postcode: "SM1 1JZ", distance: "10", is_free: "true" }),
      ),
    );
    expect(html).toMatch(
      /id="results-query"[^>]*value="counseling"|value="counseling"[^>]*id="results-query"/,
    );
    expect(html).toContain('value="SM1 1JZ"');
    expect(html).toMatch(/<option value="10" selected="">10 miles<\/option>/);
    expect(html).toContain('<input type="hidden" name="is_free" value="true"/>');
    expect(html).toMatch(/id="filters-is-free"[^>]*checked=""/);
  });

  it.each([
    {
      params: { query: "counseling", postcode: "ZZ1 1ZZ" },
      field: "results-postcode",
      text: "We could not find “ZZ1 1ZZ” in the area this site covers. Check the postcode, or leave it empty to search without one",
      typed: 'value="ZZ1 1ZZ"',
    },
    {
      params: { query: "ab" },
      field: "results-query",
      text: "Enter at least 3 characters to search by keyword",
      typed: 'value="ab"',
    },
    {
      params: { query: "a".repeat(KEYWORD_MAX_LENGTH.services + 1) },
      field: "results-query",
      text: `Enter ${KEYWORD_MAX_LENGTH.services} characters or fewer to search by keyword`,
      typed: `value="${"a".repeat(KEYWORD_MAX_LENGTH.services + 1)}"`,
    },
  ])(
    "rejects $field inline, keeps the form and searches nothing",
    async ({ params, field, text, typed }) => {
      const { requests, route } = stub();
      const html = renderToStaticMarkup(await route.Page(props(params)));
      expect(searchCall(requests)).toBeUndefined();
      expect(html).toContain("There is a problem");
      expect(html).toContain(`href="#${field}"`);
      expect(html).toContain(text);
      expect(html).toContain(typed);
      expect(html).toContain('aria-invalid="true"');
      const metadata = await route.generateMetadata(props(params));
      expect(metadata.title).toBe("Error: Search results");
    },
  );

  it("asks for a keyword or postcode, searching nothing, when the address has neither", async () => {
    const { requests, route } = stub();
    const html = renderToStaticMarkup(await route.Page(props({})));
    expect(searchCall(requests)).toBeUndefined();
    expect(html).toContain(
      "Search by keyword or postcode to find services, groups and activities.",
    );
    expect(html).toContain('href="/categories/mental-health"');
  });

  it("emits a breadcrumb trail and is kept out of search engines", async () => {
    const { route } = stub();
    const html = renderToStaticMarkup(await route.Page(props({ query: "counseling" })));
    expect(jsonLdOf(html)).toEqual([
      expect.objectContaining({
        "@type": "BreadcrumbList",
        itemListElement: [
          expect.objectContaining({ name: "Home", item: "https://hub.test/" }),
          expect.objectContaining({ name: "Search results", item: "https://hub.test/results" }),
        ],
      }),
    ]);
    const metadata = await route.generateMetadata(props({ query: " counseling ", page: "2" }));
    expect(metadata.robots).toBeUndefined();
    expect(metadata).toMatchObject({
      title: "Search results",
      description: "About results",
      alternates: { canonical: "https://hub.test/results?query=counseling" },
    });
  });
});

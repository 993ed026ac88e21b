import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { ServiceSearchResult } from "@hub/api-client/schemas";

import { apiGeocoder } from "../../loaders/geocoder.ts";
import {
  eligibilityTree,
  jsonLdOf,
  notFoundResponse,
  organisation,
  paginated,
  rejectionDigest,
  stubSite,
} from "../../test/api-stub.ts";
import type { StubRequest } from "../../test/api-stub.ts";
import type { SiteConfigInput } from "@hub/config/site-config";
import { category, page, pageItem, searchResult, taxonomyRef } from "../../test/search-stub.ts";
import { createResultsRoute } from "./results-route.tsx";
import { KEYWORD_MAX_LENGTH } from "../../loaders/search.ts";

const charity = organisation({ name: "Mind in Testshire" });
const landing = pageItem({ title: "Cost of living", slug: "cost-of-living" });
const debtPage = page({
  title: "Dealing with debt",
  slug: "dealing-with-debt",
  page_type: "information",
  excerpt: "Priority debts and payment plans.",
});

/** `total` matching services, 9 a page; `online` of them have no place. */
function hits(total: number, pageNumber: number, perPage: number, online = 0) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const count = Math.max(0, Math.min(perPage, total - (pageNumber - 1) * perPage));
  const data: ServiceSearchResult[] = Array.from({ length: count }, (_, index) => {
    const number = (pageNumber - 1) * perPage + index + 1;
    return searchResult(
      { slug: `counselling-${number}`, name: `Counselling ${number}`, organisation_id: charity.id },
      number <= online ? 0 : 1,
    );
  });
  return {
    ...paginated(data, pageNumber, lastPage, perPage),
    meta: { ...paginated(data, pageNumber, lastPage, perPage).meta, total },
  };
}

/** This project's API's notes on the keyword (`search`), which upstream never sends. */
type Notes = { broadened?: boolean; did_you_mean?: string | null };

const CATEGORIES = [
  category({
    name: "Mental health",
    slug: "mental-health",
    category_taxonomies: [taxonomyRef("Counselling"), taxonomyRef("Talking therapies")],
  }),
  category({ name: "Money and debt", slug: "money-and-debt", intro: "Benefits and bills." }),
];

function stub(total = 20, config: Partial<SiteConfigInput> = {}, online = 0, notes?: Notes) {
  const { site, requests } = stubSite(({ path, query }) => {
    switch (path) {
      case "taxonomies/service-eligibilities":
        return { body: { data: eligibilityTree() } };
      case "geocode":
        return query.get("postcode") === "SM1 1JZ"
          ? {
              body: {
                data: {
                  postcode: "SM1 1JZ",
                  outward_code: "SM1",
                  precision: "postcode",
                  location: { lat: 51.36, lon: -0.19 },
                },
              },
            }
          : notFoundResponse;
      case "search":
        return {
          body: {
            ...hits(total, Number(query.get("page")), Number(query.get("per_page")), online),
            ...(notes ? { search: notes } : {}),
          },
        };
      case "organisations":
        return { body: paginated([charity]) };
      case "search/pages":
        return { body: paginated([debtPage]) };
      case "pages":
        return { body: { data: [{ ...debtPage, ancestors: [landing], landing_page: landing }] } };
      case "collections/categories/all":
        return { body: { data: CATEGORIES } };
      default:
        return notFoundResponse;
    }
  }, config);
  const route = createResultsRoute(site, { geocoder: apiGeocoder(site) });
  return { site, requests, route };
}

const props = (params: Record<string, string | string[] | undefined>) => ({
  searchParams: Promise.resolve(params),
});

const searchCall = (requests: StubRequest[]) =>
  requests.find((request) => request.path === "search" && request.method === "POST");

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

  it.each([
    { page: undefined, current: "1", prev: false, next: "/results?query=counseling&amp;page=2" },
    { page: "2", current: "2", prev: true, next: "/results?query=counseling&amp;page=3" },
    { page: "3", current: "3", prev: true, next: null },
  ])(
    "page $page: GOV.UK pagination keeps the query",
    async ({ page: pageNumber, current, prev, next }) => {
      const { requests, route } = stub(20);
      const html = renderToStaticMarkup(
        await route.Page(
          props(pageNumber ? { query: "counseling", page: pageNumber } : { query: "counseling" }),
        ),
      );
      expect(searchCall(requests)?.query.get("page")).toBe(current);
      expect(html).toContain("20 results found for “counseling”");
      expect(html).toContain(`aria-current="page" aria-label="Page ${current}"`);
      expect(html.includes('rel="prev"')).toBe(prev);
      if (next) expect(html).toContain(`href="${next}" rel="next"`);
      else expect(html).not.toContain('rel="next"');
    },
  );

  it("sends a page past the end back to the first page", async () => {
    const { route } = stub(20);
    expect(
      await rejectionDigest(route.Page(props({ query: "counseling", is_free: "true", page: "9" }))),
    ).toMatch(/^NEXT_REDIRECT;replace;\/results\?query=counseling&is_free=true;/);
  });

  it("announces the count in a live region", async () => {
    const { route } = stub(1);
    const html = renderToStaticMarkup(await route.Page(props({ query: "counseling" })));
    expect(html).toMatch(
      /<div role="status" aria-live="polite"><p[^>]*>1 result found for “counseling”<\/p><\/div>/,
    );
  });

  it.each([
    { view: undefined, map: false, current: "List" },
    { view: "map", map: true, current: "Map" },
  ])(
    "view $view: the toggle marks $current and the map loads only in map view",
    async ({ view, map, current }) => {
      const { route } = stub(3, {}, 1);
      const html = renderToStaticMarkup(
        await route.Page(props(view ? { query: "counseling", view } : { query: "counseling" })),
      );
      expect(html).toMatch(new RegExp(`aria-current="true"[^>]*>${current}</a>`));
      expect(html.includes("Places on the map")).toBe(map);
      expect(html.includes("1 results are not shown on the map")).toBe(map);
      expect(html.includes('href="/results?query=counseling&amp;view=map"')).toBe(true);
      // The list under the map mirrors the markers: the two services that have a place.
      if (map) {
        expect(html).toContain('<a href="/services/counselling-2">Counselling 2</a>');
        expect(html).not.toContain('<a href="/services/counselling-1">Counselling 1</a>');
      } else {
        expect(html).toContain("Mind in Testshire");
      }
    },
  );

  it.each([
    { position: "top" as const, relatedFirst: true },
    { position: "bottom" as const, relatedFirst: false },
  ])("puts related information pages at the $position", async ({ position, relatedFirst }) => {
    const { requests, route } = stub(20, { theme: { relatedPagesPosition: position } });
    const html = renderToStaticMarkup(await route.Page(props({ query: "debt advice" })));
    expect(requests.find((request) => request.path === "search/pages")?.body).toEqual({
      query: "debt advice",
    });
    expect(html).toContain('href="/pages/cost-of-living/dealing-with-debt"');
    expect(html).toContain("In Cost of living");
    const related = html.indexOf("Here&#x27;s some information you might find useful");
    const services = html.indexOf("Here are some services you might be interested in");
    expect(related).toBeGreaterThan(-1);
    expect(related < services).toBe(relatedFirst);
    // On top they fold to one line on a phone; below the services there is no need.
    expect(/information pages? may help/.test(html)).toBe(relatedFirst);
  });

  it.each([
    { params: { query: "debt advice" }, compact: true },
    { params: {}, compact: false },
  ])(
    "folds the filters on a phone, and the place once searched: $params",
    async ({ params, compact }) => {
      const { route } = stub(20);
      const html = renderToStaticMarkup(await route.Page(props(params)));
      expect(html).toContain("Filter results</span>");
      expect(html.includes("Postcode and distance</span>")).toBe(compact);
    },
  );

  it("shows the tips and the categories when nothing matches", async () => {
    const { route } = stub(0);
    const html = renderToStaticMarkup(await route.Page(props({ query: "unicorns" })));
    expect(html).toContain("No results found");
    expect(html).toContain("Increase the distance, for example from 5 to 10 miles.");
    expect(html).toContain('href="/categories/mental-health"');
    expect(html).not.toContain('rel="next"');
  });

  it.each([
    {
      name: "a respelling that finds services, and the categories closest to it",
      notes: { broadened: false, did_you_mean: "counselling" },
      didYouMean:
        '<a href="/results?query=counselling&amp;postcode=SM1+1JZ" class="font-bold">counselling</a>',
      intro: "These categories are closest to what you searched for:",
      categories: ["mental-health"],
    },
    {
      name: "every category, from an API that sends no notes (upstream)",
      notes: undefined,
      didYouMean: null,
      intro: "You might find searching by category helpful:",
      categories: ["mental-health", "money-and-debt"],
    },
  ])("nothing found: $name", async ({ notes, didYouMean, intro, categories }) => {
    const { route } = stub(0, {}, 0, notes);
    const html = renderToStaticMarkup(
      await route.Page(props({ query: "kounselling", postcode: "SM1 1JZ", page: "1" })),
    );
    if (didYouMean === null) expect(html).not.toContain("Did you mean");
    else expect(html).toContain(`Did you mean ${didYouMean}?`);
    expect(html).toContain(intro);
    expect([...html.matchAll(/href="\/categories\/([^"]+)"/g)].map((match) => match[1])).toEqual(
      categories,
    );
  });

  it.each([
    { notes: { broadened: true, did_you_mean: null }, said: true },
    { notes: { broadened: false, did_you_mean: null }, said: false },
    { notes: undefined, said: false },
  ])("says when any word was enough: $notes", async ({ notes, said }) => {
    const { route } = stub(3, {}, 0, notes);
    const html = renderToStaticMarkup(await route.Page(props({ query: "swimming kids free" })));
    expect(html.includes("No service matched every word you searched for")).toBe(said);
  });

  it.each([
    { view: undefined, params: { query: "counseling", postcode: "SM1 1JZ" }, distance: true },
    { view: "map", params: { query: "counseling", postcode: "SM1 1JZ" }, distance: true },
    { view: undefined, params: { query: "counseling" }, distance: false },
    { view: "map", params: { query: "counseling" }, distance: false },
  ])(
    "view $view, $params: each result says how far it is from the postcode",
    async ({ view, params, distance }) => {
      const { route } = stub(2);
      const html = renderToStaticMarkup(
        await route.Page(props(view ? { ...params, view } : params)),
      );
      // Worked out from each result's own place (51.3609, -0.1919) and the postcode's centre.
      expect((html.match(/0\.1 miles from SM1 1JZ/g) ?? []).length).toBe(distance ? 2 : 0);
    },
  );

  it.each([
    { order: undefined, current: "Most relevant" },
    { order: "distance", current: "Nearest first" },
  ])(
    "with a postcode, order $order: the order toggle marks $current",
    async ({ order, current }) => {
      const { route } = stub(20);
      const asked = { query: "counseling", postcode: "SM1 1JZ", page: "2" };
      const html = renderToStaticMarkup(
        await route.Page(props(order ? { ...asked, order } : asked)),
      );
      const nav = /<nav aria-label="Order the results">(.*?)<\/nav>/.exec(html)?.[1] ?? "";
      expect(nav).toMatch(new RegExp(`aria-current="true"[^>]*>${current}</a>`));
      // Each order starts again from the first page.
      expect(nav).toContain('href="/results?query=counseling&amp;postcode=SM1+1JZ"');
      expect(nav).toContain(
        'href="/results?query=counseling&amp;postcode=SM1+1JZ&amp;order=distance"',
      );
      // Not a select among the filters any more; the forms carry the order along hidden.
      expect(html).not.toMatch(/<select[^>]*name="order"/);
    },
  );

  it("offers no order without a postcode to measure from", async () => {
    const { route } = stub(20);
    const html = renderToStaticMarkup(await route.Page(props({ query: "counseling" })));
    expect(html).not.toContain("Order the results");
  });

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

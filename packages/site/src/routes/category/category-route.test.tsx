import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { SiteConfigInput } from "@hub/config/site-config";

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
import { category, persona, searchResult } from "../../test/search-stub.ts";
import { createPersonaRoute } from "../persona/persona-route.tsx";
import { categoryRequest, createCategoryRoute } from "./category-route.tsx";
import { viewSegment } from "../../shell/view.ts";

/** The `[view]` param the proxy writes for a page number. */
const viewOf = (page?: string) =>
  viewSegment({ consent: "undecided", section: null, page: page === undefined ? 1 : Number(page) });

const charity = organisation({ name: "Mind in Testshire" });
const mentalHealth = category({
  slug: "mental-health",
  name: "COVID-19: Mental health",
  intro: "Support for your mind and mood.",
});

function results(total: number, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const count = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
  const data = Array.from({ length: count }, (_, index) =>
    searchResult({
      slug: `talk-${(page - 1) * perPage + index + 1}`,
      name: `Talking therapy ${(page - 1) * perPage + index + 1}`,
      organisation_id: charity.id,
    }),
  );
  const envelope = paginated(data, page, lastPage, perPage);
  return { ...envelope, meta: { ...envelope.meta, total } };
}

function stub(total = 20, config: Partial<SiteConfigInput> = {}) {
  const { site, requests } = stubSite(({ path, query }) => {
    const page = Number(query.get("page"));
    const perPage = Number(query.get("per_page"));
    switch (path) {
      case "collections/categories/mental-health":
        return { body: { data: mentalHealth } };
      case "collections/categories/closed":
        return { body: { data: category({ slug: "closed", enabled: false }) } };
      case "collections/personas/carers":
        return { body: { data: persona() } };
      case "taxonomies/service-eligibilities":
        return { body: { data: eligibilityTree() } };
      case "search/collections/categories":
      case "search/collections/personas":
      case "search":
        return { body: results(total, page, perPage) };
      case "organisations":
        return { body: paginated([charity]) };
      default:
        return notFoundResponse;
    }
  }, config);
  const options = { geocoder: apiGeocoder(site) };
  return {
    requests,
    category: createCategoryRoute(site, options),
    persona: createPersonaRoute(site, options),
  };
}

// The proxy moves `?page=` into the view; the filtered twin reads the whole query.
const categoryProps = (slug: string[], search: Record<string, string | undefined> = {}) => ({
  params: Promise.resolve({ slug, view: viewOf(search.page) }),
  searchParams: Promise.resolve(search),
});

const searchCall = (requests: StubRequest[]) =>
  requests.find((request) => request.method === "POST");

describe("category page", () => {
  it.each([
    { segments: ["mental-health"], slug: "mental-health", all: false },
    { segments: ["mental-health", "all"], slug: "mental-health", all: true },
    { segments: ["all"], slug: "all", all: false },
    { segments: ["mental%20health"], slug: "mental health", all: false },
  ])("reads $segments as $slug (all: $all)", ({ segments, slug, all }) => {
    expect(categoryRequest(segments)).toEqual({ kind: "category", slug, all });
  });

  it.each([
    {
      name: "the category alone uses the ranked collection search",
      search: {},
      path: "search/collections/categories",
      body: { category: "mental-health" },
    },
    {
      name: "a keyword and free only search within the category",
      search: { query: "therapy", is_free: "true" },
      path: "search",
      body: { query: "therapy", category: "mental-health", is_free: true },
    },
  ])("$name", async ({ search, path, body }) => {
    const { requests, category: route } = stub();
    const html = renderToStaticMarkup(
      await route.FilteredPage(categoryProps(["mental-health"], search)),
    );
    const call = searchCall(requests);
    expect(call?.path).toBe(path);
    expect(call?.body).toEqual(body);
    expect(call?.query.get("per_page")).toBe("9");
    expect(html).toContain('<h1 class="text-2xl">Mental health</h1>');
    expect(html).toContain("Support for your mind and mood.");
    expect(html).toContain("Not sure where to start?");
    expect(html).toContain('action="/categories/mental-health"');
    expect(html).toContain("Talking therapy 1");
    expect(html).toContain("Run by Mind in Testshire");
  });

  it.each([
    { cards: true, marker: "border-t-4 border-brand" },
    { cards: false, marker: 'id="collection-sideboxes"' },
  ])("shows side boxes as cards: $cards", async ({ cards, marker }) => {
    const { category: route } = stub(20, { theme: { categorySideboxesAsCards: cards } });
    const html = renderToStaticMarkup(await route.Page(categoryProps(["mental-health"])));
    expect(html).toContain(marker);
    expect(html).toContain("Call <strong>111</strong>.");
    // On a phone they fold to one line, so the services come first.
    expect(html).toMatch(/hub-narrow-toggle-lg.*Information you might find useful \(\d+\)/);
  });

  it("folds the whole search form and the filters on a phone, so the services come first", async () => {
    const { category: route } = stub(20);
    const html = renderToStaticMarkup(await route.Page(categoryProps(["mental-health"])));
    expect(html).toContain("Search these services</span>");
    expect(html).not.toContain("Postcode and distance</span>");
    expect(html).toContain("Filter results</span>");
    // Keyword, postcode, distance and the button.
    expect(html.match(/hub-narrow-content-md/g)).toHaveLength(4);
  });

  it.each([
    { page: undefined, current: "1", next: "/categories/mental-health?page=2" },
    { page: "3", current: "3", next: null },
  ])("page $page has GOV.UK pagination and a link to all", async ({ page, current, next }) => {
    const { requests, category: route } = stub(20);
    const html = renderToStaticMarkup(
      await route.Page(categoryProps(["mental-health"], page ? { page } : {})),
    );
    expect(searchCall(requests)?.query.get("page")).toBe(current);
    expect(html).toContain(`aria-current="page" aria-label="Page ${current}"`);
    if (next) expect(html).toContain(`href="${next}" rel="next"`);
    else expect(html).not.toContain('rel="next"');
    expect(html).toContain(
      'href="/categories/mental-health/all">View all 20 services and activities in Mental health',
    );
  });

  it("lists every service, a hundred a page, in the all view", async () => {
    const { requests, category: route } = stub(120);
    const html = renderToStaticMarkup(
      await route.Page(categoryProps(["mental-health", "all"], { query: "ignored" })),
    );
    const call = searchCall(requests);
    expect(call?.path).toBe("search/collections/categories");
    expect(call?.query.get("per_page")).toBe("100");
    expect(html).toContain("All Mental health services and activities</h1>");
    expect(html).toContain('href="/categories/mental-health">Back to Mental health</a>');
    expect(html).toContain('href="/categories/mental-health/all?page=2" rel="next"');
    expect(html).not.toContain('role="search"');
  });

  it.each([["unknown"], ["closed"]])("gives a 404 for the %s category", async (slug) => {
    const { category: route } = stub();
    expect(await rejectionDigest(route.Page(categoryProps([slug])))).toBe(
      "NEXT_HTTP_ERROR_FALLBACK;404",
    );
    const metadata = await route.generateMetadata(categoryProps([slug]));
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it("sends a page past the end back to the first page", async () => {
    const { category: route } = stub(20);
    expect(
      await rejectionDigest(route.Page(categoryProps(["mental-health"], { page: "7" }))),
    ).toMatch(/^NEXT_REDIRECT;replace;\/categories\/mental-health;/);
  });

  it("says so when the category has no services", async () => {
    const { category: route } = stub(0);
    const html = renderToStaticMarkup(await route.Page(categoryProps(["mental-health"])));
    expect(html).toContain("There are no services listed in Mental health at the moment.");
  });

  it("emits CollectionPage and BreadcrumbList JSON-LD and a titled metadata", async () => {
    const { category: route } = stub(20);
    const html = renderToStaticMarkup(await route.Page(categoryProps(["mental-health"])));
    const [collection, breadcrumbs] = jsonLdOf(html);
    expect(collection).toMatchObject({
      "@type": "CollectionPage",
      name: "Mental health",
      url: "https://hub.test/categories/mental-health",
      mainEntity: { "@type": "ItemList", numberOfItems: 20 },
    });
    expect((collection?.mainEntity as { itemListElement: unknown[] }).itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "Talking therapy 1",
      url: "https://hub.test/services/talk-1",
    });
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect(await route.generateMetadata(categoryProps(["mental-health"]))).toMatchObject({
      title: "Mental health in Testshire",
      description: "Support for your mind and mood.",
      alternates: { canonical: "https://hub.test/categories/mental-health" },
    });
  });
});

describe("persona page", () => {
  const personaProps = (slug: string) => ({
    params: Promise.resolve({ slug, view: viewOf() }),
    searchParams: Promise.resolve({}),
  });

  it("lists the persona's services through the persona collection search", async () => {
    const { requests, persona: route } = stub(4);
    const html = renderToStaticMarkup(await route.Page(personaProps("carers")));
    expect(searchCall(requests)).toMatchObject({
      path: "search/collections/personas",
      body: { persona: "carers" },
    });
    expect(html).toContain('<h1 class="text-2xl">Carers</h1>');
    expect(html).toContain('action="/personas/carers"');
    expect(html).not.toContain("View all");
    expect(jsonLdOf(html)[0]).toMatchObject({
      "@type": "CollectionPage",
      url: "https://hub.test/personas/carers",
    });
  });

  it("gives a 404 for an unknown persona", async () => {
    const { persona: route } = stub();
    expect(await rejectionDigest(route.Page(personaProps("nobody")))).toBe(
      "NEXT_HTTP_ERROR_FALLBACK;404",
    );
  });
});

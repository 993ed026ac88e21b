import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { notFoundResponse, paginated, rejectionDigest, stubSite } from "../../test/api-stub.ts";
import { page, pageItem } from "../../test/search-stub.ts";
import { createPagesSearchRoute } from "./pages-search-route.tsx";
import { KEYWORD_MAX_LENGTH } from "../../loaders/search-criteria.ts";

const landing = pageItem({ title: "Supporting carers", slug: "supporting-carers" });
const matches = Array.from({ length: 10 }, (_, index) =>
  page({
    title: `Carers page ${index + 1}`,
    slug: `carers-${index + 1}`,
    page_type: "information",
  }),
);

function stub(total: number) {
  const { site, requests } = stubSite(({ path, query }) => {
    if (path === "search/pages") {
      const current = Number(query.get("page"));
      const data = total === 0 ? [] : matches;
      const envelope = paginated(data, current, Math.max(1, Math.ceil(total / 10)), 10);
      return { body: { ...envelope, meta: { ...envelope.meta, total } } };
    }
    if (path === "pages") {
      return {
        body: {
          data: matches.map((match) => ({ ...match, ancestors: [landing], landing_page: landing })),
        },
      };
    }
    return notFoundResponse;
  });
  return { requests, route: createPagesSearchRoute(site) };
}

const props = (search: Record<string, string | undefined>) => ({
  searchParams: Promise.resolve(search),
});

describe("information page search", () => {
  it.each([
    { page: undefined, current: "1", next: "/pages/search?query=carers&amp;page=2" },
    { page: "2", current: "2", next: null },
  ])("page $page lists matches at their addresses", async ({ page: pageNumber, current, next }) => {
    const { requests, route } = stub(20);
    const html = renderToStaticMarkup(
      await route.Page(
        props(pageNumber ? { query: "carers", page: pageNumber } : { query: "carers" }),
      ),
    );
    const call = requests.find((request) => request.path === "search/pages");
    expect(call?.body).toEqual({ query: "carers" });
    expect(call?.query.get("page")).toBe(current);
    expect(call?.query.get("per_page")).toBe("10");
    expect(html).toContain('value="carers"');
    expect(html).toContain("20 results found for “carers”");
    expect(html).toContain('href="/pages/supporting-carers/carers-1">Carers page 1</a>');
    expect(html).toContain("In Supporting carers");
    if (next) expect(html).toContain(`href="${next}" rel="next"`);
    else expect(html).not.toContain('rel="next"');
  });

  it.each([
    { search: {}, text: "Enter a keyword to search the information pages.", error: false },
    {
      search: { query: "ab" },
      text: "Enter at least 3 characters to search by keyword",
      error: true,
    },
    {
      search: { query: "a".repeat(KEYWORD_MAX_LENGTH.pages + 1) },
      text: `Enter ${KEYWORD_MAX_LENGTH.pages} characters or fewer to search by keyword`,
      error: true,
    },
  ])("searches nothing for $search", async ({ search, text, error }) => {
    const { requests, route } = stub(20);
    const html = renderToStaticMarkup(await route.Page(props(search)));
    expect(requests).toEqual([]);
    expect(html).toContain(text);
    expect(html.includes('href="#pages-search-query"')).toBe(error);
    const metadata = await route.generateMetadata(props(search));
    expect(metadata.title).toBe(
      error ? "Error: Search information pages" : "Search information pages",
    );
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it("offers a tip when nothing matches", async () => {
    const { route } = stub(0);
    const html = renderToStaticMarkup(await route.Page(props({ query: "unicorns" })));
    expect(html).toContain("No results found");
    expect(html).toContain("Try a different word");
  });

  it("sends a page past the end back to the first page", async () => {
    const { route } = stub(20);
    expect(await rejectionDigest(route.Page(props({ query: "carers", page: "5" })))).toMatch(
      /^NEXT_REDIRECT;replace;\/pages\/search\?query=carers;/,
    );
  });
});

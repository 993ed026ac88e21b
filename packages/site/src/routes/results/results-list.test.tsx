import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { rejectionDigest } from "../../test/api-stub.ts";
import { props, searchCall, stub } from "../../test/results-stub.ts";

describe("results page: the list", () => {
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
    { page: "1", fullMatches: 4, above: "Counselling 4", below: "Counselling 5" },
    { page: "2", fullMatches: 9, above: null, below: "Counselling 10" },
  ])(
    "page $page, $fullMatches full matches: the others follow under their own heading",
    async ({ page: pageNumber, fullMatches, above, below }) => {
      const { route } = stub(20, {}, 0, { full_matches: fullMatches });
      const html = renderToStaticMarkup(
        await route.Page(props({ query: "counselling advice", page: pageNumber })),
      );
      // A real heading between two lists of cards (or at the top of the page's list).
      const [before = "", after = ""] = html.split(
        /<h2[^>]*>Other services that may help<\/h2>(?=<ul)/,
      );
      expect(after).toContain(`>${below}<`);
      expect(before).not.toContain(`>${below}<`);
      if (above !== null) expect(before).toContain(`>${above}<`);
      else expect(before).not.toMatch(/>Counselling \d+</);
    },
  );

  it.each([
    { page: "2", notes: { full_matches: 4 } },
    { page: "1", notes: { full_matches: 12 } },
    { page: "1", notes: undefined },
  ])("page $page, notes $notes: no heading where the boundary is not", async ({ page, notes }) => {
    const { route } = stub(20, {}, 0, notes);
    const html = renderToStaticMarkup(
      await route.Page(props({ query: "counselling advice", page })),
    );
    expect(html).toContain(">Counselling");
    expect(html).not.toContain("Other services that may help");
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
});

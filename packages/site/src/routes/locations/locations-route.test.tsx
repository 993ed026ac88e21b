import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { jsonLdOf, location, paginated, rejectionDigest, stubSite } from "../../test/api-stub.ts";
import { accessibilityLabels, createLocationsRoute } from "./locations-route.tsx";
import { viewSegment } from "../../shell/view.ts";

/** The `[view]` param the proxy writes for a page number. */
const viewOf = (page?: string) =>
  viewSegment({ consent: "undecided", section: null, page: page === undefined ? 1 : Number(page) });

function site() {
  return stubSite(({ query }) => {
    const page = Number(query.get("page"));
    return {
      body: paginated([location({ address_line_1: `Hall ${page}` })], page, 2),
    };
  });
}

const props = (page?: string) => ({ params: Promise.resolve({ view: viewOf(page) }) });

describe("locations page", () => {
  it.each([
    { page: undefined, hall: "Hall 1", link: 'href="/locations?page=2"' },
    { page: "2", hall: "Hall 2", link: 'href="/locations"' },
    { page: "nonsense", hall: "Hall 1", link: 'href="/locations?page=2"' },
  ])("page $page lists its venues, linked, with pagination", async ({ page, hall, link }) => {
    const html = renderToStaticMarkup(await createLocationsRoute(site().site).Page(props(page)));
    expect(html).toContain(">Locations</h1>");
    expect(html).toContain("26 locations");
    expect(html).toContain(`>${hall}</a></h2>`);
    expect(html).toMatch(/href="\/locations\/[0-9a-f-]+"/);
    expect(html).toContain(link);
    expect(jsonLdOf(html)[0]).toMatchObject({ "@type": "CollectionPage", name: "Locations" });
  });

  it("sends a page past the end back to the first page", async () => {
    expect(await rejectionDigest(createLocationsRoute(site().site).Page(props("7")))).toMatch(
      /^NEXT_REDIRECT;replace;\/locations;/,
    );
  });

  it.each([
    { flags: {}, expected: ["Wheelchair accessible"] },
    {
      flags: {
        has_wheelchair_access: false,
        has_induction_loop: true,
        has_accessible_toilet: true,
      },
      expected: ["Induction loop", "Accessible toilet"],
    },
    { flags: { has_wheelchair_access: false }, expected: [] },
  ])("describes accessibility in words: $expected", ({ flags, expected }) => {
    expect(accessibilityLabels(location(flags))).toEqual(expected);
  });
});

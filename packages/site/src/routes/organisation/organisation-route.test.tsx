import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import {
  jsonLdOf,
  rejectionDigest,
  notFoundResponse,
  organisation,
  paginated,
  service,
  stubSite,
} from "../../test/api-stub.ts";
import { eligibilityTree } from "../../test/api-stub.ts";
import { searchResult } from "../../test/search-stub.ts";
import { createOrganisationRoute } from "./organisation-route.tsx";
import { viewSegment } from "../../shell/view.ts";

/** The `[view]` param the proxy writes for a page number. */
const viewOf = (page?: string) =>
  viewSegment({ consent: "undecided", section: null, page: page === undefined ? 1 : Number(page) });

const charity = organisation({ slug: "age-uk-testshire", name: "Age UK Testshire" });

/** An organisation running 60 services: three pages of 25. */
function site() {
  return stubSite(({ path, query }) => {
    if (path === "organisations/age-uk-testshire") return { body: { data: charity } };
    if (path === "services") {
      const page = Number(query.get("page"));
      const count = page < 3 ? 25 : 10;
      const data = Array.from({ length: count }, (_, index) =>
        service({ slug: `service-${page}-${index}`, name: `Service ${page}-${index}` }),
      );
      return { body: paginated(data, page, 3) };
    }
    return notFoundResponse;
  });
}

const props = (page?: string) => ({
  params: Promise.resolve({ slug: "age-uk-testshire", view: viewOf(page) }),
});

describe("organisation page", () => {
  it.each([
    { page: undefined, current: 1, first: "Service 1-0", prev: false, next: "?page=2" },
    { page: "2", current: 2, first: "Service 2-0", prev: true, next: "?page=3" },
    { page: "3", current: 3, first: "Service 3-9", prev: true, next: null },
  ])(
    "page $page lists its services with GOV.UK pagination",
    async ({ page, current, first, prev, next }) => {
      const { site: stub, requests } = site();
      const html = renderToStaticMarkup(await createOrganisationRoute(stub).Page(props(page)));
      const servicesCall = requests.find((request) => request.path === "services");
      expect(servicesCall?.query.get("filter[organisation_id]")).toBe(charity.id);
      expect(servicesCall?.query.get("per_page")).toBe("25");
      expect(servicesCall?.query.get("page")).toBe(String(current));
      expect(html).toContain(">Age UK Testshire</h1>");
      expect(html).toContain("Services provided by Age UK Testshire");
      expect(html).toContain(first);
      expect(html).toContain('aria-current="page"');
      expect(html.includes('rel="prev"')).toBe(prev);
      if (next) expect(html).toContain(`href="/organisations/age-uk-testshire${next}"`);
      else expect(html).not.toContain('rel="next"');
    },
  );

  it("sends a page past the end back to the first page", async () => {
    expect(await rejectionDigest(createOrganisationRoute(site().site).Page(props("9")))).toMatch(
      /^NEXT_REDIRECT;replace;\/organisations\/age-uk-testshire;/,
    );
  });

  it("shows the profile and emits Organization JSON-LD", async () => {
    const html = renderToStaticMarkup(await createOrganisationRoute(site().site).Page(props()));
    expect(html).toContain("We help older people.");
    expect(html).toContain('href="tel:02079460000"');
    expect(html).toContain("https://facebook.com/ageuk");
    const [org, breadcrumbs] = jsonLdOf(html);
    expect(org).toMatchObject({
      "@type": "Organization",
      name: "Age UK Testshire",
      url: "https://hub.test/organisations/age-uk-testshire",
      sameAs: ["https://ageuk.test", "https://facebook.com/ageuk"],
    });
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
  });

  it("is not found when the API has no such organisation", async () => {
    const route = createOrganisationRoute(stubSite(() => notFoundResponse).site);
    await expect(route.Page(props())).rejects.toMatchObject({
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
  });

  it.each([
    { page: undefined, canonical: "https://hub.test/organisations/age-uk-testshire" },
    { page: "2", canonical: "https://hub.test/organisations/age-uk-testshire?page=2" },
  ])("titles the page '{name} profile' (page $page)", async ({ page, canonical }) => {
    const metadata = await createOrganisationRoute(site().site).generateMetadata(props(page));
    expect(metadata.title).toBe("Age UK Testshire profile");
    expect(metadata.alternates?.canonical).toBe(canonical);
  });

  describe("filtered by opening times, the twin searches the organisation's services", () => {
    /** Two of its services open, and `withoutHours` left out for listing no opening times. */
    function filteredSite(withoutHours: number) {
      return stubSite(({ path, query }) => {
        if (path === "organisations/age-uk-testshire") return { body: { data: charity } };
        if (path === "taxonomies/service-eligibilities")
          return { body: { data: eligibilityTree() } };
        if (path === "search") {
          const data = ["Lunch club", "Befriending"].map((name) =>
            searchResult({ name, organisation_id: charity.id, organisation: charity }),
          );
          const page = paginated(data, Number(query.get("page")), 1);
          return { body: { ...page, search: { without_hours: withoutHours } } };
        }
        return notFoundResponse;
      });
    }
    const filtered = (search: Record<string, string | undefined>) => ({
      params: Promise.resolve({ slug: "age-uk-testshire", view: viewOf() }),
      searchParams: Promise.resolve(search),
    });

    it.each([
      { search: { open: "now" }, chip: /Open now/ },
      {
        search: { open: "at", open_day: "2026-12-01", open_time: "09:30" },
        // Its day reads as a weekday within the week ahead, as a date beyond it.
        chip: /Open [^<]*1 December[^<]* at 9:30am/,
        openAt: "2026-12-01T09:30",
      },
    ])("$search.open: the chip $chip", async ({ search, chip, openAt }) => {
      const { site: stub, requests } = filteredSite(0);
      const html = renderToStaticMarkup(
        await createOrganisationRoute(stub).FilteredPage(filtered(search)),
      );
      const call = requests.find((request) => request.path === "search");
      expect(call?.body).toMatchObject({ organisation_id: charity.id });
      const asked = (call?.body as { open_at?: string } | undefined)?.open_at ?? "";
      expect(asked).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      if (openAt !== undefined) expect(asked).toBe(openAt);
      expect(call?.query.get("per_page")).toBe("25");
      expect(requests.some((request) => request.path === "services")).toBe(false);
      expect(html).toContain("2 results found");
      expect(html).toContain("Lunch club");
      expect(html).toMatch(chip);
    });

    it.each([
      { withoutHours: 0, notice: null },
      { withoutHours: 1, notice: "1 service that matches is not shown" },
      { withoutHours: 4, notice: "4 services that match are not shown" },
    ])("says $withoutHours left out for want of hours", async ({ withoutHours, notice }) => {
      const { site: stub } = filteredSite(withoutHours);
      const html = renderToStaticMarkup(
        await createOrganisationRoute(stub).FilteredPage(filtered({ open: "now" })),
      );
      if (notice === null) expect(html).not.toContain("not shown because");
      else expect(html).toContain(notice);
    });

    it("lists every service by name when the address asks for nothing the filters set", async () => {
      const { site: stub, requests } = site();
      const html = renderToStaticMarkup(
        await createOrganisationRoute(stub).FilteredPage(
          filtered({ query: "lunch", postcode: "SM1 1EA", open: "sometime" }),
        ),
      );
      expect(requests.some((request) => request.path === "search")).toBe(false);
      expect(requests.find((request) => request.path === "services")).toBeDefined();
      expect(html).toContain("Service 1-0");
      expect(html).toContain('name="open"');
    });
  });
});

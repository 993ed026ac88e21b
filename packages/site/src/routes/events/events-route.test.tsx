import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { Geocoder } from "../../loaders/geocoder.ts";
import { KEYWORD_MAX_LENGTH } from "../../loaders/search-criteria.ts";
import type { SearchParamsRecord } from "../../loaders/search-criteria.ts";
import { jsonLdOf, paginated, rejectionDigest, stubSite } from "../../test/api-stub.ts";
import type { StubRequest } from "../../test/api-stub.ts";
import { event, eventCollection } from "../../test/event-stub.ts";
import { createEventsRoute } from "./events-route.tsx";

/** Monday 23 November 2026, 10am in London (GMT). */
const MONDAY = new Date("2026-11-23T10:00:00Z");

const geocoder: Geocoder = {
  geocode: (postcode) =>
    Promise.resolve(
      postcode.toUpperCase().startsWith("SM1")
        ? { postcode: "SM1 1JZ", lat: 51.36, lon: -0.19 }
        : null,
    ),
};

/** 20 upcoming events (three pages of 9), or none at all with `total: 0`. */
function site(total = 20) {
  return stubSite(({ path, query }) => {
    if (path === "collections/organisation-events") {
      return {
        body: paginated([
          eventCollection({ slug: "family-events", name: "Family fun", order: 2 }),
          eventCollection({ slug: "hidden", name: "Hidden", enabled: false }),
          eventCollection({ slug: "health", name: "Health and wellbeing", order: 1 }),
        ]),
      };
    }
    if (path === "search/events") {
      const page = Number(query.get("page"));
      const lastPage = Math.max(1, Math.ceil(total / 9));
      const count = total === 0 ? 0 : page < lastPage ? 9 : total - 9 * (lastPage - 1);
      const data = Array.from({ length: count }, (_, index) =>
        event({ slug: `event-${page}-${index}`, title: `Event ${page}-${index}` }),
      );
      const body = paginated(data, page, lastPage, 9);
      return { body: { ...body, meta: { ...body.meta, total } } };
    }
    return { status: 404, body: { message: "" } };
  });
}

// The filtered twin reads the whole query; the cached plain list only its view's page number.
const props = (query: SearchParamsRecord = {}) => ({
  params: Promise.resolve({ view: "undecided" }),
  searchParams: Promise.resolve(query),
});

async function render(query: SearchParamsRecord = {}, total = 20) {
  const stub = site(total);
  const route = createEventsRoute(stub.site, { geocoder, now: () => MONDAY });
  const html = renderToStaticMarkup(await route.FilteredPage(props(query)));
  const search = stub.requests.find((request) => request.path === "search/events");
  return { html, search, requests: stub.requests };
}

const bodyOf = (request: StubRequest | undefined) => request?.body as Record<string, unknown>;

describe("events page", () => {
  it("lists upcoming events soonest first, with the count and GOV.UK pagination", async () => {
    const { html, search } = await render();
    expect(bodyOf(search)).toEqual({ order: "start_date" });
    expect(search?.query.get("per_page")).toBe("9");
    expect(html).toContain(">Events in Testshire</h1>");
    expect(html).toContain("20 results found");
    expect(html).toContain('href="/events/event-1-0"');
    expect(html).toContain("Saturday 4th July 2026, 10am to 12:30pm");
    expect(html).toContain('href="/events?page=2"');
    expect(html).toContain('<option value="health">Health and wellbeing</option>');
    expect(html).not.toContain("Hidden");
    expect(html).toContain('href="mailto:hub@council.test"');
    expect(jsonLdOf(html)[0]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [{ name: "Home" }, { name: "Events", item: "https://hub.test/events" }],
    });
  });

  it("the cached plain list takes its page number from the view, not the query", async () => {
    const stub = site(30);
    const route = createEventsRoute(stub.site, { geocoder, now: () => MONDAY });
    const html = renderToStaticMarkup(
      await route.Page({
        params: Promise.resolve({ view: "accepted.m1.p2" }),
        searchParams: Promise.resolve({ query: "ignored", page: "3" }),
      }),
    );
    const search = stub.requests.find((request) => request.path === "search/events");
    expect(search?.query.get("page")).toBe("2");
    expect(bodyOf(search)).toEqual({ order: "start_date" });
    expect(html).toContain('aria-current="page" aria-label="Page 2"');
  });

  it.each([
    {
      query: { query: "yoga class" },
      body: { query: "yoga class", order: "relevance" },
      kept: ['name="query" value="yoga class"'],
    },
    {
      query: { category: "family-events" },
      body: { category: "family-events", order: "start_date" },
      kept: ['<option value="family-events" selected="">Family fun</option>'],
    },
    {
      query: { postcode: "sm1 1jz", distance: "5" },
      body: { location: { lat: 51.36, lon: -0.19 }, distance: 5, order: "start_date" },
      kept: ['value="sm1 1jz"', '<option value="5" selected="">5 miles</option>'],
    },
    {
      query: { postcode: "SM1 1JZ", distance: "99" },
      body: { location: { lat: 51.36, lon: -0.19 }, distance: 3, order: "start_date" },
      kept: ['<option value="3" selected="">3 miles</option>'],
    },
    {
      query: { starts_after: "2026-12-01", ends_before: "2026-12-24" },
      body: { starts_after: "2026-12-01", ends_before: "2026-12-24T23:59:59", order: "start_date" },
      kept: ['name="starts_after" value="2026-12-01"', 'name="ends_before" value="2026-12-24"'],
    },
    {
      query: { ends_before: "2026-12-24" },
      body: { starts_after: "2026-11-23", ends_before: "2026-12-24T23:59:59", order: "start_date" },
      kept: ['name="ends_before" value="2026-12-24"'],
    },
    {
      query: {
        is_free: "true",
        is_virtual: "true",
        has_wheelchair_access: "true",
        has_induction_loop: "true",
        has_accessible_toilet: "true",
      },
      body: {
        is_free: true,
        is_virtual: true,
        has_wheelchair_access: true,
        has_induction_loop: true,
        has_accessible_toilet: true,
        order: "start_date",
      },
      kept: [
        'name="is_free" checked="" value="true"',
        'name="is_virtual" checked="" value="true"',
        'name="has_wheelchair_access" checked="" value="true"',
        'name="has_induction_loop" checked="" value="true"',
        'name="has_accessible_toilet" checked="" value="true"',
      ],
    },
    {
      query: { is_free: "yes" },
      body: { order: "start_date" },
      kept: ['name="is_free" value="true"/>'],
    },
    {
      // Happening now is asked as happening at the minute of the request.
      query: { happening: "now", is_free: "true" },
      body: { is_free: true, happening_at: "2026-11-23T10:00", order: "start_date" },
      kept: ['name="happening" checked="" value="now"', 'name="is_free" checked="" value="true"'],
    },
    {
      query: { happening: "at", happening_day: "2026-12-05", happening_time: "23:30" },
      body: { happening_at: "2026-12-05T23:30", order: "start_date" },
      kept: [
        'name="happening" checked="" value="at"',
        'name="happening_day" value="2026-12-05"',
        'name="happening_time" value="23:30"',
      ],
    },
    {
      // Any time: the day offered starts at today.
      query: { query: "choir" },
      body: { query: "choir", order: "relevance" },
      kept: ['name="happening" checked="" value=""', 'name="happening_day" value="2026-11-23"'],
    },
  ])("searches by $query and keeps it in the form", async ({ query, body, kept }) => {
    const { html, search } = await render(query);
    expect(bodyOf(search)).toEqual(body);
    for (const fragment of kept) expect(html).toContain(fragment);
  });

  it("keeps the filters in the page links", async () => {
    const { html } = await render({ category: "health", is_free: "true", page: "2" });
    expect(html).toContain('href="/events?category=health&amp;is_free=true&amp;page=3"');
    expect(html).toContain('href="/events?category=health&amp;is_free=true"');
    expect(html).toContain(">Remove all filters</a>");
  });

  it.each([
    {
      now: MONDAY,
      query: {},
      links: [
        ["This week", "starts_after=2026-11-23&amp;ends_before=2026-11-29"],
        ["Next week", "starts_after=2026-11-30&amp;ends_before=2026-12-06"],
        ["Next month", "starts_after=2026-12-01&amp;ends_before=2026-12-31"],
      ],
      current: "Any date",
    },
    {
      // 00:30 on Monday 29 June in London is still Sunday in UTC: London's calendar wins.
      now: new Date("2026-06-28T23:30:00Z"),
      query: { starts_after: "2026-06-29", ends_before: "2026-07-05" },
      links: [
        ["This week", "starts_after=2026-06-29&amp;ends_before=2026-07-05"],
        ["Next week", "starts_after=2026-07-06&amp;ends_before=2026-07-12"],
        ["Next month", "starts_after=2026-07-01&amp;ends_before=2026-07-31"],
      ],
      current: "This week",
    },
    {
      // Sunday 31 January: this week is one day; next month is February.
      now: new Date("2027-01-31T12:00:00Z"),
      query: { query: "choir", page: "2" },
      links: [
        ["This week", "query=choir&amp;starts_after=2027-01-31&amp;ends_before=2027-01-31"],
        ["Next week", "query=choir&amp;starts_after=2027-02-01&amp;ends_before=2027-02-07"],
        ["Next month", "query=choir&amp;starts_after=2027-02-01&amp;ends_before=2027-02-28"],
      ],
      current: "Any date",
    },
  ])("offers quick dates in London on $now", async ({ now, query, links, current }) => {
    const stub = site();
    const route = createEventsRoute(stub.site, { geocoder, now: () => now });
    const html = renderToStaticMarkup(await route.FilteredPage(props(query)));
    for (const [label, search] of links) {
      expect(html).toMatch(new RegExp(`href="/events\\?${search}"[^>]*>${label}</a>`));
    }
    expect(html).toMatch(new RegExp(`aria-current="true"[^>]*>${current}</a>`));
  });

  it.each([
    {
      query: { starts_after: "2026-02-30" },
      errors: [["events-from", "The from date must be a real date"]],
      kept: 'value="2026-02-30"',
    },
    {
      query: { ends_before: "next tuesday" },
      errors: [["events-to", "The to date must be a real date"]],
      kept: 'value="next tuesday"',
    },
    {
      query: { starts_after: "2026-12-10", ends_before: "2026-12-01" },
      errors: [["events-to", "The to date must be the same as or after the from date"]],
      kept: 'value="2026-12-10"',
    },
    {
      query: { happening: "at", happening_day: "2026-02-30", happening_time: "25:00" },
      errors: [
        ["events-happening-day", "The day must be a real date"],
        ["events-happening-time", "The time must be a real time, like 14:30"],
      ],
      kept: 'value="25:00"',
    },
    {
      query: { happening: "at", happening_day: "", happening_time: "" },
      errors: [
        ["events-happening-day", "Enter the day"],
        ["events-happening-time", "Enter the time, like 14:30"],
      ],
      kept: 'name="happening" checked="" value="at"',
    },
    {
      query: { postcode: "ZZ9 9ZZ", query: "yo" },
      errors: [
        ["events-query", "Enter at least 3 characters to search by keyword"],
        [
          "events-postcode",
          "We could not find “ZZ9 9ZZ” in the area this site covers. Check the postcode, or leave it empty to search without one",
        ],
      ],
      kept: 'value="ZZ9 9ZZ"',
    },
    {
      query: { query: "y".repeat(KEYWORD_MAX_LENGTH.events + 1) },
      errors: [
        [
          "events-query",
          `Enter ${KEYWORD_MAX_LENGTH.events} characters or fewer to search by keyword`,
        ],
      ],
      kept: `value="${"y".repeat(KEYWORD_MAX_LENGTH.events + 1)}"`,
    },
  ])(
    "shows $errors inline and in the summary, keeps the values",
    async ({ query, errors, kept }) => {
      const { html, search } = await render(query);
      expect(search).toBeUndefined();
      expect(html).toContain("There is a problem");
      for (const [field, text] of errors) {
        expect(html).toContain(`href="#${field}"`);
        expect(html).toContain(`id="${field}-error"`);
        expect(html).toContain(text);
      }
      expect(html).toContain(kept);
    },
  );

  it.each([
    { query: {}, text: "There are no events listed at the moment.", announced: false },
    { query: { is_virtual: "true" }, text: "No results found", announced: true },
  ])("says so when $query finds nothing", async ({ query, text, announced }) => {
    const { html } = await render(query, 0);
    expect(html).toContain(text);
    expect(html).not.toContain('aria-label="Events"');
    // A filter that finds nothing is announced as the count of a search that finds some is.
    expect(html.includes('<div role="status" aria-live="polite"><p')).toBe(announced);
  });

  it("sends a page past the end back to the first page, keeping the filters", async () => {
    const route = createEventsRoute(site().site, { geocoder, now: () => MONDAY });
    expect(
      await rejectionDigest(route.FilteredPage(props({ is_free: "true", page: "7" }))),
    ).toMatch(/^NEXT_REDIRECT;replace;\/events\?is_free=true;/);
  });

  it.each([
    { query: {}, title: "Events in Testshire", indexed: true },
    { query: { page: "2" }, title: "Events in Testshire", indexed: true },
    { query: { is_free: "true" }, title: "Events in Testshire", indexed: false },
    { query: { starts_after: "soon" }, title: "Error: Events in Testshire", indexed: false },
    { query: { happening: "now" }, title: "Events in Testshire", indexed: false },
    {
      query: { happening: "at", happening_time: "soon" },
      title: "Error: Events in Testshire",
      indexed: false,
    },
  ])("titles $query as “$title”", async ({ query, title, indexed }) => {
    const route = createEventsRoute(site().site, { geocoder, now: () => MONDAY });
    const metadata = await route.generateFilteredMetadata(props(query));
    expect(metadata.title).toBe(title);
    expect(metadata.description).toBe("About events");
    expect(metadata.robots === undefined).toBe(indexed);
    expect(metadata.alternates?.canonical).toBe(
      query.page ? `https://hub.test/events?page=${query.page}` : "https://hub.test/events",
    );
  });
});

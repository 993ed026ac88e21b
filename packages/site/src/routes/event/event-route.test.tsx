import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { OrganisationEvent } from "@hub/api-client/schemas";

import {
  API_BASE,
  jsonLdOf,
  location,
  notFoundResponse,
  organisation,
  stubSite,
} from "../../test/api-stub.ts";
import { event } from "../../test/event-stub.ts";
import { bookingDetails, createEventRoute } from "./event-route.tsx";

/** Before the fun run (4 July 2026) and after it. */
const BEFORE = new Date("2026-06-01T09:00:00Z");
const AFTER = new Date("2026-07-05T09:00:00Z");

const charity = organisation({ slug: "age-uk-testshire", name: "Age UK Testshire" });
const park = location({
  address_line_1: "Manor Park",
  address_line_2: "Throwley Way",
  postcode: "SM1 4AF",
  has_wheelchair_access: true,
  has_induction_loop: true,
  has_accessible_toilet: true,
});

const funRun = event({
  id: "0e000000-0000-4000-8000-000000000001",
  slug: "summer-fun-run",
  location_id: park.id,
  location: park,
  organisation: charity,
  organisation_id: charity.id,
});

function site(found: OrganisationEvent = funRun) {
  return stubSite(({ path }) =>
    path === `organisation-events/${found.slug}` ? { body: { data: found } } : notFoundResponse,
  );
}

const props = (slug = "summer-fun-run") => ({ params: Promise.resolve({ slug }) });

async function render(found: OrganisationEvent = funRun, now = BEFORE) {
  const stub = site(found);
  const html = renderToStaticMarkup(
    await createEventRoute(stub.site, { now: () => now }).Page(props(found.slug)),
  );
  return { html, requests: stub.requests };
}

describe("event page", () => {
  it("shows the date, cost, organiser, place with its map and accessibility", async () => {
    const { html, requests } = await render();
    expect(requests[0]?.query.get("include")).toBe("organisation,location");
    expect(html).toContain(">Summer fun run</h1>");
    expect(html).toContain("Saturday 4th July 2026, 10am to 12:30pm");
    expect(html).toContain("Bring <strong>water</strong>");
    expect(html).toContain("This event is free.");
    expect(html).toContain("How can I contact this event organiser?");
    expect(html).toContain('href="/organisations/age-uk-testshire"');
    expect(html).toContain('href="tel:02079460000"');
    expect(html).toContain("Where and when is this event?");
    expect(html).toContain("Throwley Way");
    // The map names the place it shows, not "Map of results".
    expect(html).toContain("Map of Manor Park");
    expect(html).not.toContain("Map of results");
    for (const badge of ["Wheelchair accessible", "Induction loop", "Accessible toilet"]) {
      expect(html).toContain(badge);
    }
    expect(html).toContain("https://www.google.com/maps/search/?api=1&amp;query=51.3609%2C-0.1919");
    expect(html).not.toContain("This event has ended");
    expect(html).not.toContain("online event");
  });

  it("links to the .ics file and to Google and Outlook calendars in UTC", async () => {
    const { html } = await render();
    expect(html).toContain(`href="${API_BASE}/organisation-events/${funRun.id}/event.ics"`);
    // 10am on 4 July in London is 9am UTC.
    expect(html).toContain("dates=20260704T090000Z%2F20260704T113000Z");
    expect(html).toContain("location=Manor+Park%2C+Throwley+Way%2C+Sutton%2C+SM1+4AF");
    expect(html).toContain("startdt=2026-07-04T09%3A00%3A00Z");
  });

  it("describes the event as schema.org Event and BreadcrumbList", async () => {
    const { html } = await render();
    const [data, breadcrumbs] = jsonLdOf(html);
    expect(data).toMatchObject({
      "@type": "Event",
      name: "Summer fun run",
      url: "https://hub.test/events/summer-fun-run",
      startDate: "2026-07-04T10:00:00+01:00",
      endDate: "2026-07-04T12:30:00+01:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      isAccessibleForFree: true,
      location: {
        "@type": "Place",
        address: { postalCode: "SM1 4AF", addressCountry: "GB" },
        geo: { latitude: 51.3609, longitude: -0.1919 },
      },
      offers: { "@type": "Offer", price: 0, priceCurrency: "GBP" },
      organizer: { "@type": "Organization", name: "Age UK Testshire" },
    });
    expect(breadcrumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: "Home" },
        { name: "Events", item: "https://hub.test/events" },
        { name: "Summer fun run", item: "https://hub.test/events/summer-fun-run" },
      ],
    });
  });

  it("shows an online event without a place, and says how people join", async () => {
    const online = event({
      slug: "online-choir",
      title: "Online choir",
      is_virtual: true,
      is_free: false,
      fees_text: "£3 a session",
      fees_url: "https://choir.test/prices",
      start_date: "2026-11-30",
      end_date: "2026-12-01",
      start_time: "19:00:00",
      end_time: "09:00:00",
      organiser_name: "Jo Singer",
      organiser_email: "jo@choir.test",
    });
    const { html } = await render(online);
    expect(html).toContain("This is an online event.");
    expect(html).toContain("Monday 30th November 2026, 7pm to Tuesday 1st December 2026, 9am");
    expect(html).toContain("£3 a session");
    expect(html).toContain('href="https://choir.test/prices"');
    expect(html).toContain("Jo Singer");
    expect(html).not.toContain("Where is");
    expect(html).not.toContain("location=");
    const [data] = jsonLdOf(html);
    expect(data).toMatchObject({
      startDate: "2026-11-30T19:00:00Z",
      endDate: "2026-12-01T09:00:00Z",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://hub.test/events/online-choir" },
      isAccessibleForFree: false,
      offers: { url: "https://choir.test/prices", description: "£3 a session" },
      organizer: { "@type": "Person", name: "Jo Singer", email: "jo@choir.test" },
    });
  });

  const booking = {
    booking_title: "Book your place",
    booking_summary: "Places are limited to 50 runners.",
    booking_url: "https://tickets.test/fun-run",
    booking_cta: "Book now",
  };

  it.each([
    { fields: booking, shown: true },
    { fields: { ...booking, booking_title: null }, shown: false },
    { fields: { ...booking, booking_summary: "  " }, shown: false },
    { fields: { ...booking, booking_url: null }, shown: false },
    { fields: { ...booking, booking_cta: "" }, shown: false },
  ])("shows the booking box only with all four parts ($fields)", async ({ fields, shown }) => {
    const withBooking = { ...funRun, ...fields };
    expect(bookingDetails(withBooking) !== null).toBe(shown);
    const { html } = await render(withBooking);
    expect(html.includes('href="https://tickets.test/fun-run"')).toBe(shown);
    expect(html.includes("Places are limited to 50 runners.")).toBe(shown);
  });

  it("still shows a past event, marked as ended", async () => {
    const { html } = await render(funRun, AFTER);
    expect(html).toContain("This event has ended");
    expect(html).toContain(">Summer fun run</h1>");
  });

  it("is not found when the API has no such event", async () => {
    const route = createEventRoute(site().site, { now: () => BEFORE });
    await expect(route.Page(props("no-such-event"))).rejects.toMatchObject({
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
  });

  it.each([
    { slug: "summer-fun-run", title: "Summer fun run event", indexed: true },
    { slug: "no-such-event", title: "Page not found", indexed: false },
  ])("titles $slug “$title”", async ({ slug, title, indexed }) => {
    const metadata = await createEventRoute(site().site).generateMetadata(props(slug));
    expect(metadata.title).toBe(title);
    expect(metadata.robots === undefined).toBe(indexed);
    if (indexed) {
      expect(metadata.description).toBe("A 5k run round the park for all ages.");
      expect(metadata.alternates?.canonical).toBe("https://hub.test/events/summer-fun-run");
    }
  });
});

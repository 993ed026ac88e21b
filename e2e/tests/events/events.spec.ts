import type { Page } from "@playwright/test";

import { errorSummary, expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";
import {
  eventsOnAt,
  happeningAtQuery,
  listedEvents,
  listedSlugs,
  momentAt,
  turningMoments,
} from "../../support/happening.ts";
import { announcedTotal } from "../../support/opening.ts";

type List<T> = { data: T[]; meta: { total: number } };
type EventCategory = { slug: string; name: string; enabled: boolean };
type Place = { postcode: string };
type OrganisationEvent = {
  slug: string;
  title: string;
  is_virtual: boolean;
  end_date: string;
};

const BOROUGHS = { sutton: "Sutton", bexley: "Bexley" } as const;

/** The result cards, inside the "Events" results region. */
const resultCards = (page: Page) =>
  page.getByRole("region", { name: "Events", exact: true }).locator(":scope > ul > li");

/** The JSON-LD objects of the page, parsed (a parse error fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

test.describe("events list", () => {
  test("lists upcoming events with a count, pagination and no axe violations", async ({
    page,
    variant,
  }) => {
    const response = await page.goto("/events");
    expect(response?.status()).toBe(200);
    const title = `Events in ${BOROUGHS[variant.name]}`;
    await expect(page).toHaveTitle(`${title} | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("status").filter({ hasText: /results? found/ })).toContainText(
      /\d+ results? found/,
    );
    await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Any date" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const [breadcrumbs] = await jsonLd(page).then((items) =>
      items.filter((item) => item["@type"] === "BreadcrumbList"),
    );
    expect(breadcrumbs).toBeDefined();
    await expectNoAxeViolations(page);
  });

  test("pages through the list nine at a time", async ({ page }) => {
    await page.goto("/events");
    await expect(resultCards(page)).toHaveCount(9);
    await page
      .getByRole("navigation", { name: "Events" })
      .getByRole("link", { name: /^Next/ })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/events?page=99");
    await expect(page).toHaveURL(/\/events$/);
  });

  test("each yes/no filter is kept and narrows the list", async ({ page }) => {
    const filters = [
      ["is_free", "Free events only", "Free"],
      ["is_virtual", "Virtual events only", "Online"],
      ["has_wheelchair_access", "Wheelchair accessible", "In person"],
      ["has_induction_loop", "Induction loop available", "In person"],
      ["has_accessible_toilet", "Accessible toilet", "In person"],
    ] as const;
    for (const [param, label, pill] of filters) {
      const response = await page.goto(`/events?${param}=true`);
      expect(response?.status(), param).toBe(200);
      await expect(page.getByLabel(label)).toBeChecked();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      for (const card of await resultCards(page).all()) {
        await expect(card.getByRole("listitem").filter({ hasText: pill }), param).toHaveCount(1);
      }
    }
  });

  test("keyword, category, postcode and distance are kept in the form", async ({
    page,
    apiJson,
  }) => {
    const categories = await apiJson<List<EventCategory>>("collections/organisation-events");
    const category = categories.data.find((item) => item.enabled)!;
    const places = await apiJson<List<Place>>("locations?per_page=1");
    const postcode = places.data[0]!.postcode;
    await page.goto(
      `/events?query=support&category=${category.slug}&postcode=${encodeURIComponent(postcode)}&distance=10`,
    );
    await expect(page.getByRole("searchbox", { name: "Search by keyword" })).toHaveValue("support");
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue(category.slug);
    await expect(page.getByLabel("Postcode", { exact: true })).toHaveValue(postcode);
    await expect(page.getByLabel("Distance from postcode")).toHaveValue("10");
    await expect(errorSummary(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Events", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("quick dates and from/to dates narrow the list; a bad range is an inline error", async ({
    page,
    variant,
  }) => {
    await page.goto("/events?is_free=true");
    await page.getByRole("link", { name: "Next month" }).click();
    await expect(page).toHaveURL(/starts_after=\d{4}-\d{2}-01&ends_before=\d{4}-\d{2}-\d{2}/);
    await expect(page).toHaveURL(/is_free=true/);
    await expect(page.getByRole("link", { name: "Next month" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const from = await page.getByLabel("From", { exact: true }).inputValue();
    expect(from).toMatch(/^\d{4}-\d{2}-01$/);

    await page.goto("/events?starts_after=2030-05-10&ends_before=2030-05-01");
    await expect(page).toHaveTitle(new RegExp(`^Error: Events in .* \\| ${variant.appName}$`));
    await expect(errorSummary(page)).toContainText(
      "The to date must be the same as or after the from date",
    );
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("2030-05-10");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("2030-05-01");
    await expectNoAxeViolations(page);
  });

  test("filter then open an event, with JavaScript off", async ({ noJsPage }) => {
    await noJsPage.goto("/events");
    await noJsPage.getByLabel("Free events only").check();
    await noJsPage.getByRole("button", { name: "Search" }).click();
    await expect(noJsPage).toHaveURL(/[?&]is_free=true/);
    const first = resultCards(noJsPage)
      .getByRole("heading", { level: 3 })
      .getByRole("link")
      .first();
    const title = (await first.textContent())!;
    await first.click();
    await expect(noJsPage.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(
      noJsPage.getByRole("heading", { name: "Where and when is this event?" }),
    ).toBeVisible();
  });
});

/** The events a list page says it found, and those it shows on its first page. */
async function found(page: Page): Promise<{ total: number; slugs: string[] }> {
  const none = await page.getByText("No results found").count();
  return { total: none > 0 ? 0 : await announcedTotal(page), slugs: await listedSlugs(page) };
}

/** The page lists exactly the events expected: all of them, or a first page of nine of them. */
function expectExactly(list: { total: number; slugs: string[] }, expected: string[], name: string) {
  expect(list.total, name).toBe(expected.length);
  if (expected.length <= 9) expect(list.slugs, name).toEqual(expected);
  else for (const slug of list.slugs) expect(expected, name).toContain(slug);
}

test.describe("events happening now, and on a day and time", () => {
  test("a chosen moment lists exactly the events on then, with or without JavaScript", async ({
    page,
    noJsPage,
    apiJson,
  }) => {
    const events = await listedEvents(apiJson);
    for (const at of turningMoments(events)) {
      const expected = eventsOnAt(events, at);
      for (const visitor of [page, noJsPage]) {
        await visitor.goto(`/events?${happeningAtQuery(at)}`);
        expectExactly(await found(visitor), expected, at.name);
        await expect(
          visitor.getByRole("radio", { name: "Happening on a day and time you choose" }),
        ).toBeChecked();
        await expect(visitor.getByLabel("Day", { exact: true })).toHaveValue(at.day);
        await expect(visitor.getByLabel("Time", { exact: true })).toHaveValue(at.time);
      }
    }
    await expectNoAxeViolations(page);
  });

  test("happening now lists exactly the events on at the minute of the request", async ({
    page,
    noJsPage,
    apiJson,
  }) => {
    const events = await listedEvents(apiJson);
    for (const visitor of [page, noJsPage]) {
      // The sites' clock is the real one: the minute asked for lies between these two.
      const before = eventsOnAt(events, momentAt("before", new Date()));
      await visitor.goto("/events?happening=now");
      const list = await found(visitor);
      const after = eventsOnAt(events, momentAt("after", new Date()));
      const expected =
        [before, after].find((candidate) => {
          const shown = candidate.length <= 9 ? candidate : list.slugs;
          return candidate.length === list.total && shown.join() === list.slugs.join();
        }) ?? after;
      expectExactly(list, expected, "happening now");
      await expect(visitor.getByRole("radio", { name: "Happening now" })).toBeChecked();
    }
    await expectNoAxeViolations(page);
  });

  test("happening now is chosen in the form and keeps the other filters, without JavaScript", async ({
    noJsPage: page,
  }) => {
    await page.goto("/events?is_free=true&query=family");
    await expect(page.getByRole("radio", { name: "Any time" })).toBeChecked();
    await page.getByRole("radio", { name: "Happening now" }).check();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]happening=now(&|$)/);
    await expect(page).toHaveURL(/[?&]is_free=true(&|$)/);
    await expect(page.getByRole("radio", { name: "Happening now" })).toBeChecked();
    await expect(page.getByLabel("Free events only")).toBeChecked();
    await expect(page.getByRole("searchbox", { name: "Search by keyword" })).toHaveValue("family");
  });

  test("a day and time is chosen from the keyboard; one left out is an inline error", async ({
    page,
    apiJson,
  }) => {
    const [at] = turningMoments(await listedEvents(apiJson));
    await page.goto("/events?is_virtual=true");
    const chosen = page.getByRole("radio", { name: "Happening on a day and time you choose" });
    await chosen.focus();
    await page.keyboard.press("Space");
    await expect(chosen).toBeChecked();
    await page.getByLabel("Day", { exact: true }).fill(at!.day);
    await page.getByLabel("Time", { exact: true }).fill(at!.time);
    await page.getByRole("button", { name: "Search" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(happeningAtQuery(at!)));
    await expect(page).toHaveURL(/[?&]is_virtual=true(&|$)/);

    await page.goto(`/events?happening=at&happening_day=${at!.day}&happening_time=`);
    await expect(errorSummary(page)).toContainText("Enter the time, like 14:30");
    await expect(page.getByLabel("Day", { exact: true })).toHaveValue(at!.day);
    await errorSummary(page).getByRole("link", { name: "Enter the time, like 14:30" }).click();
    await expect(page.getByLabel("Time", { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe("event page", () => {
  test("shows every section, links a working .ics file and describes the Event", async ({
    page,
    request,
    variant,
    apiJson,
  }) => {
    const events = await apiJson<List<OrganisationEvent>>(
      "organisation-events?per_page=100&sort=start_date",
    );
    const inPerson = events.data.find((event) => !event.is_virtual)!;
    const response = await page.goto(`/events/${inPerson.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${inPerson.title} event | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(inPerson.title);
    for (const heading of [
      "Event description",
      "Where and when is this event?",
      "How can I contact this event organiser?",
      "Add to your calendar",
      "Share",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /View on Google Maps/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute(
      "href",
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    await expect(page.getByRole("link", { name: /Outlook/ })).toHaveAttribute(
      "href",
      /^https:\/\/outlook\.office\.com\//,
    );
    const ics = await page.getByRole("link", { name: /\.ics file/ }).getAttribute("href");
    const calendar = await request.get(ics!);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toContain("BEGIN:VEVENT");

    const data = await jsonLd(page);
    const event = data.find((item) => item["@type"] === "Event")!;
    expect(event).toMatchObject({
      name: inPerson.title,
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place" },
    });
    expect(event.startDate).toMatch(/T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);
    expect(event.endDate).toMatch(/T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);
    expect(data.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("an online event has no place", async ({ page, apiJson }) => {
    const events = await apiJson<List<OrganisationEvent>>("organisation-events?per_page=100");
    const online = events.data.find((event) => event.is_virtual)!;
    await page.goto(`/events/${online.slug}`);
    await expect(page.getByText("This is an online event.")).toBeVisible();
    await expect(page.getByRole("link", { name: /View on Google Maps/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an unknown event is not found", async ({ page }) => {
    const response = await page.goto("/events/no-such-event");
    expect(response?.status()).toBe(404);
  });
});

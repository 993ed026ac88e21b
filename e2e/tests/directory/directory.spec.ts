import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";

type List<T> = { data: T[]; meta: { total: number; last_page: number } };
type Service = {
  id: string;
  slug: string;
  name: string;
  type: string;
  status: "active" | "inactive";
  organisation_id: string;
  referral_method: "internal" | "external" | "none";
  referral_button_text: string | null;
  referral_url: string | null;
  assured_date?: string | null;
};
type ServiceLocation = {
  service_id: string;
  location_id: string;
  regular_opening_hours: unknown[];
};
type Organisation = { id: string; slug: string; name: string };
type Place = { id: string; address_line_1: string };
type ApiJson = <T = unknown>(path: string) => Promise<T>;

/** The API's largest page. */
const PER_PAGE = 100;
const ORGANISATION_SERVICES_PER_PAGE = 25;
const LOCATIONS_PER_PAGE = 25;

/** Every item of a paginated `/core/v1` list. */
async function everything<T>(apiJson: ApiJson, path: string): Promise<T[]> {
  const items: T[] = [];
  const separator = path.includes("?") ? "&" : "?";
  for (let page = 1; ; page++) {
    const list = await apiJson<List<T>>(`${path}${separator}per_page=${PER_PAGE}&page=${page}`);
    items.push(...list.data);
    if (page >= list.meta.last_page) return items;
  }
}

/** The JSON-LD objects of the page, parsed (a parse error fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

/** The referral card: the section headed "Get in touch with this {type}". */
const referralCard = (page: Page) => page.getByRole("region", { name: /^Get in touch with this / });

/** The button text the site shows: `referral_button_text`, or "Make a connection". */
function buttonText(service: Service): string {
  const text = service.referral_button_text?.trim();
  if (text) return text;
  return "Make a connection";
}

test.describe("service page", () => {
  test("a service with locations and opening hours shows its sections, JSON-LD and no axe violations", async ({
    page,
    apiJson,
    variant,
  }) => {
    const services = await everything<Service>(apiJson, "services");
    const places = await everything<ServiceLocation>(apiJson, "service-locations");
    const withHours = new Set(
      places.filter((place) => place.regular_opening_hours.length > 0).map((p) => p.service_id),
    );
    const service = services.find((item) => withHours.has(item.id))!;
    expect(service, "an active service with opening hours").toBeDefined();
    const organisation = await apiJson<{ data: Organisation }>(
      `organisations/${service.organisation_id}`,
    );

    const response = await page.goto(`/services/${service.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${service.name} | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.name);
    await expect(
      page.getByRole("navigation", { name: /breadcrumb/i }).getByRole("link", { name: "Home" }),
    ).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: organisation.data.name }).first(),
    ).toHaveAttribute("href", `/organisations/${organisation.data.slug}`);
    await expect(page.getByRole("heading", { level: 2, name: /^What is this / })).toBeVisible();
    const where = page.getByRole("region", { name: /^Where can I access this / });
    await expect(where).toBeVisible();
    await expect(where.getByRole("heading", { name: "Opening hours" }).first()).toBeVisible();
    await expect(
      page.getByRole("complementary", { name: "Cost, contact and how to get in touch" }),
    ).toBeVisible();

    const data = await jsonLd(page);
    const types = data.map((item) => item["@type"]);
    expect(types).toContain("Service");
    expect(types).toContain("BreadcrumbList");
    expect(data.find((item) => item["@type"] === "Service")).toMatchObject({
      name: service.name,
    });
    const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList")!;
    expect(breadcrumbs.itemListElement).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: service.name })]),
    );
    await expectNoAxeViolations(page);
  });

  test("says when a listing's information was checked, and nothing when it was not", async ({
    page,
    apiJson,
  }) => {
    const services = await everything<Service>(apiJson, "services");
    const checked = services.find((item) => item.assured_date);
    const unchecked = services.find((item) => !item.assured_date);
    const assured = checked?.assured_date;
    if (!checked || !assured || !unchecked) throw new Error("a checked and an unchecked service");
    const day = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${assured}T00:00:00Z`));

    await page.goto(`/services/${checked.slug}`);
    await expect(page.getByText(`Information checked on ${day}`)).toBeVisible();
    await expect(page.locator(`time[datetime="${assured}"]`)).toHaveText(day);
    await page.goto(`/services/${unchecked.slug}`);
    await expect(page.getByText(/Information checked/)).toHaveCount(0);
  });

  test("the referral card follows the service's referral method", async ({ page, apiJson }) => {
    const services = await everything<Service>(apiJson, "services");
    const internal = services.find((service) => service.referral_method === "internal")!;
    const external = services.find(
      (service) => service.referral_method === "external" && Boolean(service.referral_url?.trim()),
    )!;
    const none = services.find((service) => service.referral_method === "none")!;
    expect([internal, external, none].every(Boolean), "one service of each method").toBe(true);

    await page.goto(`/services/${internal.slug}`);
    const internalButton = referralCard(page).getByRole("link", { name: buttonText(internal) });
    await expect(internalButton).toHaveAttribute("href", `/services/${internal.slug}/referral`);
    await expect(internalButton).not.toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);

    await page.goto(`/services/${external.slug}`);
    // The external button's name ends with the "opens in a new tab" hint.
    const externalButton = referralCard(page).getByRole("link");
    await expect(externalButton).toContainText(buttonText(external));
    await expect(externalButton).toHaveAttribute("href", external.referral_url!);
    await expect(externalButton).toHaveAttribute("target", "_blank");
    await expect(externalButton).toHaveAttribute("rel", /noopener/);
    await expectNoAxeViolations(page);

    await page.goto(`/services/${none.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(none.name);
    await expect(referralCard(page)).toHaveCount(0);
    await expect(page.locator(`a[href="/services/${none.slug}/referral"]`)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a removed service and an unknown slug are a 404 'Service not found'", async ({
    page,
    apiJson,
    variant,
  }) => {
    // Guests never see inactive services in lists, but their service locations are public.
    const active = new Set((await everything<Service>(apiJson, "services")).map((s) => s.id));
    const places = await everything<ServiceLocation>(apiJson, "service-locations");
    const removedId = places.find((place) => !active.has(place.service_id))?.service_id;
    expect(removedId, "a service location of an inactive service").toBeDefined();
    const removed = await apiJson<{ data: Service }>(`services/${removedId!}`);
    expect(removed.data.status).toBe("inactive");

    for (const slug of [removed.data.slug, "no-such-service-e2e"]) {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status(), slug).toBe(404);
      await expect(page).toHaveTitle(`Service not found | ${variant.appName}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
      await expect(page.getByRole("main")).toContainText(
        `If you followed a link, the service may no longer be listed on ${variant.appName}.`,
      );
      await expect(page.getByRole("main")).not.toContainText("removed");
      // Next adds a robots "noindex" of its own to a 404; every one must say noindex.
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));
      expect(robots.length).toBeGreaterThan(0);
      for (const content of robots) expect(content).toMatch(/noindex/);
      await expectNoAxeViolations(page);
    }
    expect((await page.goto(`/services/${removed.data.slug}/old`))?.status()).toBe(404);
  });

  test("a gallery links to each image without JavaScript and opens a lightbox with it", async ({
    page,
    noJsPage,
    apiJson,
  }) => {
    const services = await everything<Service & { gallery_items: unknown[] }>(apiJson, "services");
    const service = services.find((item) => item.gallery_items.length > 1)!;
    expect(service, "a service with several gallery images").toBeDefined();
    const count = service.gallery_items.length;
    const thumbnail = new RegExp(`^Open image \\d+ of ${count}: `);

    await noJsPage.goto(`/services/${service.slug}`);
    await expect(noJsPage.getByRole("link", { name: thumbnail })).toHaveCount(count);
    await expect(noJsPage.getByRole("button", { name: /^View images/ })).toHaveCount(0);

    await page.goto(`/services/${service.slug}`);
    // The thumbnails turn into buttons once the lightbox's code has loaded.
    const opener = page.getByRole("button", { name: `View images (${count})` });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: `Images of ${service.name}` });
    await expect(dialog).toHaveAccessibleDescription(`Image 1 of ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toHaveAccessibleDescription(`Image 2 of ${count}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.getByRole("button", { name: thumbnail })).toHaveCount(count);
  });

  test("the older layout shows the same service and points back to the current page", async ({
    page,
    apiJson,
    variant,
  }) => {
    const services = await apiJson<List<Service>>("services?per_page=1");
    const service = services.data[0]!;
    const response = await page.goto(`/services/${service.slug}/old`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${service.name} | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.name);
    await expect(page.getByText("You are viewing the older layout of this page.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View the current layout" })).toHaveAttribute(
      "href",
      `/services/${service.slug}`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/services/${service.slug}$`),
    );
    const types = (await jsonLd(page)).map((item) => item["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
    await expectNoAxeViolations(page);
  });
});

test.describe("organisation page", () => {
  test("shows the profile and lists its services, paged 25 at a time", async ({
    page,
    apiJson,
    variant,
  }) => {
    const services = await everything<Service>(apiJson, "services");
    const counts = new Map<string, number>();
    for (const service of services) {
      counts.set(service.organisation_id, (counts.get(service.organisation_id) ?? 0) + 1);
    }
    const [organisationId, count] = [...counts].toSorted((a, b) => b[1] - a[1])[0]!;
    const { data: organisation } = await apiJson<{ data: Organisation }>(
      `organisations/${organisationId}`,
    );

    const response = await page.goto(`/organisations/${organisation.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${organisation.name} profile | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(organisation.name);
    const listed = page.getByRole("region", { name: `Services provided by ${organisation.name}` });
    const cards = listed.getByRole("article");
    await expect(cards).toHaveCount(Math.min(count, ORGANISATION_SERVICES_PER_PAGE));
    const first = services
      .filter((service) => service.organisation_id === organisationId)
      .toSorted((a, b) => a.name.localeCompare(b.name, "en-GB"))[0]!;
    await expect(listed.getByRole("link", { name: first.name, exact: true })).toHaveAttribute(
      "href",
      `/services/${first.slug}`,
    );
    const types = (await jsonLd(page)).map((item) => item["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "BreadcrumbList"]));
    await expectNoAxeViolations(page);

    const pagination = page.getByRole("navigation", {
      name: `Services provided by ${organisation.name}`,
    });
    if (count > ORGANISATION_SERVICES_PER_PAGE) {
      await pagination.getByRole("link", { name: "Page 2", exact: true }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(cards).toHaveCount(
        Math.min(count - ORGANISATION_SERVICES_PER_PAGE, ORGANISATION_SERVICES_PER_PAGE),
      );
    } else {
      await expect(pagination).toHaveCount(0);
      // A page past the end goes back to the first page.
      await page.goto(`/organisations/${organisation.slug}?page=2`);
      await expect(page).toHaveURL(new RegExp(`/organisations/${organisation.slug}$`));
    }
  });

  test("an unknown organisation is a 404", async ({ page }) => {
    const response = await page.goto("/organisations/no-such-organisation-e2e");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expectNoAxeViolations(page);
  });
});

test.describe("locations", () => {
  test("lists every venue 25 a page, with no axe violations", async ({
    page,
    apiJson,
    variant,
  }) => {
    const first = await apiJson<List<Place>>(`locations?per_page=${LOCATIONS_PER_PAGE}`);
    const response = await page.goto("/locations");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Locations | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Locations");
    await expect(page.getByText(`${first.meta.total} locations`, { exact: true })).toBeVisible();
    const venues = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(venues).toHaveCount(first.data.length);
    await expect(venues.first()).toHaveText(first.data[0]!.address_line_1);
    await expectNoAxeViolations(page);

    if (first.meta.last_page > 1) {
      await page
        .getByRole("navigation", { name: "Pagination" })
        .getByRole("link", { name: "Page 2", exact: true })
        .click();
      await expect(page).toHaveURL(/\/locations\?page=2$/);
      const second = await apiJson<List<Place>>(`locations?per_page=${LOCATIONS_PER_PAGE}&page=2`);
      await expect(venues).toHaveCount(second.data.length);
    } else {
      await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    }
  });

  test("a venue shows its address and the services held there", async ({
    page,
    apiJson,
    variant,
  }) => {
    const services = await everything<Service>(apiJson, "services");
    const places = await everything<ServiceLocation>(apiJson, "service-locations");
    const service = services.find((item) => places.some((place) => place.service_id === item.id))!;
    const locationId = places.find((place) => place.service_id === service.id)!.location_id;
    const { data: location } = await apiJson<{ data: Place }>(`locations/${locationId}`);

    const response = await page.goto(`/locations/${location.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${location.address_line_1} | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(location.address_line_1);
    const here = page.getByRole("region", { name: "Services at this location" });
    await expect(here.getByRole("link", { name: service.name, exact: true })).toHaveAttribute(
      "href",
      `/services/${service.slug}`,
    );
    const types = (await jsonLd(page)).map((item) => item["@type"]);
    expect(types).toContain("BreadcrumbList");
    await expectNoAxeViolations(page);

    expect((await page.goto("/locations/no-such-location-e2e"))?.status()).toBe(404);
  });
});

test.describe("directory journey", () => {
  test("search → service → organisation works with JavaScript off", async ({
    noJsPage,
    apiJson,
  }) => {
    const { data: services } = await apiJson<List<Service>>("services?per_page=1");
    const service = services[0]!;
    const { data: organisation } = await apiJson<{ data: Organisation }>(
      `organisations/${service.organisation_id}`,
    );

    await noJsPage.goto(`/results?query=${encodeURIComponent(service.name)}`);
    await noJsPage
      .getByRole("heading", { level: 3 })
      .getByRole("link", { name: service.name, exact: true })
      .first()
      .click();
    await expect(noJsPage).toHaveURL(new RegExp(`/services/${service.slug}$`));
    await expect(noJsPage.getByRole("heading", { level: 1 })).toHaveText(service.name);

    await noJsPage.getByRole("link", { name: "View organisation" }).click();
    await expect(noJsPage).toHaveURL(new RegExp(`/organisations/${organisation.slug}$`));
    await expect(noJsPage.getByRole("heading", { level: 1 })).toHaveText(organisation.name);
    await expect(
      noJsPage
        .getByRole("region", { name: `Services provided by ${organisation.name}` })
        .getByRole("link", { name: service.name, exact: true }),
    ).toBeVisible();
  });
});

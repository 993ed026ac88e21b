// Saved services offline, and the web app manifest (issue 43, decision 0076): a resident saves two
// services, loses the connection, and still reads both pages (phone numbers, opening hours) and
// the favourites list; a page never saved shows the offline page; removing a service deletes its
// copy, and "Remove all" deletes every copy and the worker. Nothing the resident only looked at is
// kept, and without JavaScript nothing is registered. Axe runs on every offline page.
import type { Page } from "@playwright/test";

import { watchForViolations } from "../../support/csp.ts";
import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";

type Service = { id: string; slug: string; name: string; contact_phone: string | null };
type ServiceLocation = { service_id: string; regular_opening_hours: unknown[] };
type List<T> = { data: T[] };

const WORKER_PATH = "/offline-worker.js";
const CACHE_PREFIX = "hub-offline-";
/** The header the worker marks its copies with. */
const COPY_HEADER = "x-hub-offline-build";
/** A time as the site words opening hours ("9am", "5:30pm"). */
const TIME = /\d{1,2}(:\d{2})?(am|pm)/;

const saveButton = (page: Page) => page.getByRole("button", { name: "Save to favourites" });
const whereRegion = (page: Page) => page.getByRole("region", { name: /^Where can I access this / });

/** Every address the worker keeps (its caches are the only ones named so), sorted. */
async function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        kept.push(`${url.pathname}${url.search}`);
      }
    }
    return kept.sort();
  }, CACHE_PREFIX);
}

/** The kept pages and cards, without the build files and brand files they need. */
async function keptPages(page: Page): Promise<string[]> {
  return (await keptPaths(page)).filter((path) => !/^\/(_next\/static|brand|icons)\//.test(path));
}

const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

test.describe("saved services offline", () => {
  test("two saved services and the favourites list read offline; the rest is the offline page; removing deletes the copies", async ({
    page,
    context,
    apiJson,
  }) => {
    // Two saves, a sync, six offline pages with axe, two removals.
    test.slow();
    const [services, places] = await Promise.all([
      apiJson<List<Service>>("services?per_page=100"),
      apiJson<List<ServiceLocation>>("service-locations?per_page=100"),
    ]);
    const withHours = new Set(
      places.data
        .filter((place) => place.regular_opening_hours.length > 0)
        .map((p) => p.service_id),
    );
    const [first, second] = services.data.filter(
      (service) => service.contact_phone !== null && withHours.has(service.id),
    );
    if (first === undefined || second === undefined) {
      throw new Error("the seed has fewer than two services with a phone number and opening hours");
    }

    // The worker is registered and runs under the pages' policy, which blocks nothing of it.
    const violations = await watchForViolations(page);
    // Browsing that is never kept.
    await page.goto("/results?query=advice");
    await page.goto("/about");
    for (const service of [first, second]) {
      await page.goto(`/services/${service.slug}`);
      await saveButton(page).click();
      await expect(page.getByText("In your favourites")).toBeVisible();
    }
    // Kept: both pages, their cards, the favourites list and the offline page; nothing else.
    const both = [
      "/favourites",
      `/favourites/items?services=${first.id}`,
      `/favourites/items?services=${second.id}`,
      "/offline",
      `/services/${first.slug}`,
      `/services/${second.slug}`,
    ].sort();
    await expect.poll(() => keptPages(page), { timeout: 30_000 }).toEqual(both);
    // And the files they need, from this site only.
    expect((await keptPaths(page)).some((path) => path.startsWith("/_next/static/"))).toBe(true);

    // The browser's own cache keeps what was visited (stale-while-revalidate): emptied, so what
    // is read offline can only be the worker's copies.
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await context.setOffline(true);
    for (const service of [first, second]) {
      const response = await page.goto(`/services/${service.slug}`);
      // From the worker's copy, which it marks with the build it came from.
      expect(response?.headers()[COPY_HEADER]).toBeDefined();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.name);
      await expect(page.getByText(service.contact_phone ?? "").first()).toBeVisible();
      await expect(
        whereRegion(page).getByRole("heading", { name: "Opening hours" }).first(),
      ).toBeVisible();
      await expect(whereRegion(page)).toContainText(TIME);
      await expectNoAxeViolations(page);
    }

    expect((await page.goto("/favourites"))?.headers()[COPY_HEADER]).toBeDefined();
    await expect(page.getByTestId("favourites-count")).toHaveText("2 saved items");
    const cards = page.getByTestId("favourite-cards").locator(":scope > li");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([first.name, second.name]);
    await expect(cards.nth(0)).toContainText(first.contact_phone ?? "");
    await expect(cards.nth(1)).toContainText(second.contact_phone ?? "");
    await expectNoAxeViolations(page);

    // A page never saved, and a saved page asked for with a query, are the offline page.
    for (const path of ["/about", `/services/${first.slug}?from=search`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
      await expect(page.getByText("This page is not saved on this device")).toBeVisible();
      await expect(page.getByRole("link", { name: "View your favourites" })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    expect(await violations()).toEqual([]);

    // Removing one service deletes its copy and its card.
    await context.setOffline(false);
    await page.goto("/favourites");
    await page.getByRole("button", { name: `Remove ${second.name} from your favourites` }).click();
    await expect(page.getByTestId("favourites-count")).toHaveText("1 saved item");
    await expect
      .poll(() => keptPages(page), { timeout: 30_000 })
      .toEqual(
        [
          "/favourites",
          `/favourites/items?services=${first.id}`,
          "/offline",
          `/services/${first.slug}`,
        ].sort(),
      );

    // "Remove all" deletes every copy, and the worker.
    await page.getByRole("button", { name: "Remove all saved services and events" }).click();
    await expect(page.getByText("No favourites saved")).toBeFocused();
    await expect.poll(() => keptPaths(page), { timeout: 30_000 }).toEqual([]);
    await expect.poll(() => registrations(page), { timeout: 30_000 }).toBe(0);
    await context.setOffline(true);
    await expect(page.goto(`/services/${first.slug}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });

  test("the cookie page explains the offline copies", async ({ page }) => {
    await page.goto("/cookie-policy");
    await expect(
      page.getByRole("heading", { level: 2, name: "Saved services on this device" }),
    ).toBeVisible();
    await expect(page.getByText("It keeps nothing else you look at.")).toBeVisible();
  });

  test("without JavaScript nothing is registered, and nothing changes", async ({
    noJsPage,
    apiJson,
  }) => {
    const services = await apiJson<List<Service>>("services?per_page=1");
    const service = services.data[0];
    if (service === undefined) throw new Error("the seed has no service");
    const asked: string[] = [];
    noJsPage.context().on("request", (request) => asked.push(new URL(request.url()).pathname));

    await noJsPage.goto(`/services/${service.slug}`);
    await expect(noJsPage.getByRole("heading", { level: 1 })).toHaveText(service.name);
    await expect(saveButton(noJsPage)).toBeHidden();
    await noJsPage.goto("/favourites");
    await expect(noJsPage.getByTestId("favourites-needs-js")).toBeVisible();
    await expect(
      noJsPage.getByRole("button", { name: "Remove all saved services and events" }),
    ).toHaveCount(0);

    expect(asked).not.toContain(WORKER_PATH);
    expect(noJsPage.context().serviceWorkers()).toEqual([]);
  });
});

test.describe("the web app manifest and the worker's script", () => {
  test("each variant's manifest names it, with its icon and colours", async ({
    page,
    request,
    variant,
  }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({
      name: variant.appName,
      start_url: "/",
      display: "standalone",
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });

  test("the worker's script is served for the whole site, fresh each time, with its policy", async ({
    request,
  }) => {
    const response = await request.get(WORKER_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()).toMatchObject({
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache",
      "service-worker-allowed": "/",
      "content-security-policy": "default-src 'self'; script-src 'self'",
    });
    expect(await response.text()).toContain('"buildId":"');
  });

  test("their addresses, and near misses of them, never render the view a request names", async ({
    request,
  }) => {
    const headingOf = (html: string) => /<h1[^>]*>([^<]+)</.exec(html)?.[1] ?? "";
    const contact = headingOf(await (await request.get("/contact")).text());
    expect(contact).not.toBe("");
    for (const path of [
      "/manifest.webmanifest",
      "/manifestXwebmanifest",
      "/Manifest.webmanifest",
      WORKER_PATH,
      "/offline-workerXjs",
      "/OFFLINE-WORKER.JS",
      `${WORKER_PATH}/x`,
    ]) {
      const response = await request.get(path, {
        headers: { "x-hub-view-path": "/undecided/contact", accept: "text/html" },
        maxRedirects: 0,
      });
      expect(headingOf(await response.text()), path).not.toBe(contact);
    }
  });
});

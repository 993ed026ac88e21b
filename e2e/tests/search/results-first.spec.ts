// Results first on a phone (issue 43): at 390×844, once the cookie choice is made, a results, a
// category and a persona page show the number of results and the first service card (its name)
// within the first screen, in both variants, with JavaScript on and off. The filters, the
// postcode and distance, and (where they sit on top) the related information pages fold behind
// toggles that work without JavaScript and from the keyboard; a wide screen keeps them all open.
import type { Browser, Locator, Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";
import { startSite } from "../../support/site-server.ts";
import { apiBase, VARIANTS } from "../../support/variants.ts";
import type { VariantName } from "../../support/variants.ts";

type List<T> = { data: T[] };
type Collection = { slug: string };
type Place = { postcode: string };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Route = { name: string; path: (apiJson: ApiJson) => Promise<string> };
type ApiJson = <T>(path: string) => Promise<T>;

const firstSlug = async (apiJson: ApiJson, list: string) =>
  (await apiJson<List<Collection>>(`collections/${list}?per_page=1`)).data[0]!.slug;

// The first card's name is on the first screen of every one of them: a category or persona
// page folds its whole search form, which narrows a list already shown.
const ROUTES: Route[] = [
  { name: "results", path: () => Promise.resolve("/results?query=food+bank") },
  {
    name: "category",
    path: async (apiJson) => `/categories/${await firstSlug(apiJson, "categories")}`,
  },
  {
    name: "persona",
    path: async (apiJson) => `/personas/${await firstSlug(apiJson, "personas")}`,
  },
];

async function phonePage(browser: Browser, baseURL: string, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    javaScriptEnabled: javaScript,
  });
  return context.newPage();
}

/** The choice a resident makes first: reject analytics cookies, then hide the message. */
async function makeTheCookieChoice(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Reject analytics cookies" }).click();
  await page.getByRole("button", { name: "Hide cookie message" }).click();
  await expect(page.getByRole("button", { name: "Hide cookie message" })).toHaveCount(0);
}

/** The services list: the region holding the announced count and the result cards. */
const servicesList = (page: Page): Locator =>
  page
    .getByRole("region")
    .filter({ has: page.getByRole("status").filter({ hasText: /results? found/ }) });

async function expectWithinFirstScreen(locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what} starts on the first screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends on the first screen`).toBeLessThanOrEqual(
    PHONE.height,
  );
}

// What residents see: a production site, without the test environment's banner.
test.describe("on the production site", () => {
  let site: { origin: string; stop: () => Promise<void> };

  // Playwright reads a hook's fixtures from its first parameter; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    const variant = VARIANTS[(testInfo.project.metadata as { variant: VariantName }).variant];
    site = await startSite(variant, apiBase(variant));
  });

  test.afterAll(async () => {
    await site.stop();
  });

  for (const javaScript of [true, false]) {
    const js = `JavaScript ${javaScript ? "on" : "off"}`;

    for (const route of ROUTES) {
      test(`${route.name}: the count and the first card are on a phone's first screen (${js})`, async ({
        browser,
        apiJson,
      }) => {
        const page = await phonePage(browser, site.origin, javaScript);
        await page.goto(await route.path(apiJson));
        await makeTheCookieChoice(page);
        await page.evaluate(() => {
          window.scrollTo(0, 0);
        });
        const list = servicesList(page);
        await expectWithinFirstScreen(
          list.getByRole("status").filter({ hasText: /results? found/ }),
          "the count",
        );
        // The card begins on the first screen with its name and who runs it; its summary may
        // run on below.
        const card = list.locator(":scope > ul > li").first();
        await expectWithinFirstScreen(card.getByRole("heading").first(), "the first card's name");
        expect((await card.boundingBox())!.y).toBeLessThan(PHONE.height);
        await page.context().close();
      });
    }

    test(`the folded filters say how many are applied and open from the keyboard (${js})`, async ({
      browser,
    }) => {
      const page = await phonePage(browser, site.origin, javaScript);
      await page.goto("/results?query=food+bank");
      await makeTheCookieChoice(page);
      const filters = page.getByRole("region", { name: "Filter results" });
      const toggle = filters.locator("summary").first();
      const free = filters.getByLabel("Only show free");
      await expect(toggle).toHaveText("Filter results");
      await expect(free).toBeHidden();

      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(free).toBeVisible();
      await free.check();
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/[?&]is_free=true/);
      await expect(
        page.getByRole("region", { name: "Filter results" }).locator("summary").first(),
      ).toHaveText("Filter results (1 applied)");
      await page.context().close();
    });

    test(`the search form is compact once a search is made, and keeps its place (${js})`, async ({
      browser,
      apiJson,
    }) => {
      const postcode = (await apiJson<List<Place>>("locations?per_page=1")).data[0]!.postcode;
      const page = await phonePage(browser, site.origin, javaScript);
      await page.goto("/results");
      await makeTheCookieChoice(page);
      // No search yet: the whole form.
      await expect(page.getByLabel("Postcode (optional)")).toBeVisible();
      await page.getByRole("searchbox", { name: "Search using a keyword" }).fill("food bank");
      await page.getByLabel("Postcode (optional)").fill(postcode);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/[?&]query=food\+bank/);

      const form = page.getByRole("search", { name: "Search for services" });
      const toggle = form.locator("summary");
      await expect(toggle).toHaveText(`Postcode and distance: ${postcode}, within 1 mile`);
      await expect(form.getByLabel("Postcode (optional)")).toBeHidden();
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(form.getByLabel("Postcode (optional)")).toHaveValue(postcode);
      await expect(form.getByLabel("Postcode (optional)")).toBeVisible();
      await page.context().close();
    });

    test(`a category's search folds whole on a phone, opens from the keyboard and keeps the category (${js})`, async ({
      browser,
      apiJson,
    }) => {
      const slug = await firstSlug(apiJson, "categories");
      const page = await phonePage(browser, site.origin, javaScript);
      await page.goto(`/categories/${slug}`);
      await makeTheCookieChoice(page);
      const form = page.getByRole("search", { name: "Search for services" });
      const keyword = form.getByRole("searchbox", { name: "Search using a keyword" });
      await expect(form.locator("summary")).toHaveText("Search these services");
      await expect(keyword).toBeHidden();
      await form.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(keyword).toBeVisible();
      await keyword.fill("group");
      await form.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/categories/${slug}\\?(.*&)?query=group`));
      await expect(
        page.getByRole("search", { name: "Search for services" }).locator("summary"),
      ).toHaveText("Search these services: “group”");
      await page.context().close();
    });
  }

  test("related pages on top take one or two lines on a phone, and open", async ({
    browser,
    variant,
  }) => {
    const page = await phonePage(browser, site.origin, false);
    await page.goto("/results?query=food+bank");
    await makeTheCookieChoice(page);
    const related = page.getByRole("region", {
      name: "Here's some information you might find useful",
    });
    const services = (await servicesList(page).boundingBox())!;
    const firstLink = related.getByRole("link").first();
    if (variant.name === "bexley") {
      // Below the services (the spec's other place for them): nothing to fold.
      expect((await related.boundingBox())!.y).toBeGreaterThan(services.y);
      await expect(firstLink).toBeVisible();
      await page.context().close();
      return;
    }
    // On top, as the spec puts them in the Sutton variant, in one or two lines.
    const toggle = related.locator("summary").first();
    await expect(toggle).toHaveText(/^\d+ information pages? may help$/);
    const box = (await toggle.boundingBox())!;
    const lineHeight = await toggle.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(box.height, "one or two lines").toBeLessThanOrEqual(Math.max(2 * lineHeight, 44) + 1);
    expect(box.y).toBeLessThan(services.y);
    await expect(firstLink).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(firstLink).toBeVisible();
    await page.context().close();
  });

  test("a wide screen keeps everything open, and the phone layout has no axe violations", async ({
    browser,
    apiJson,
  }) => {
    const context = await browser.newContext({ baseURL: site.origin, viewport: DESKTOP });
    const page = await context.newPage();
    const postcode = (await apiJson<List<Place>>("locations?per_page=1")).data[0]!.postcode;
    await page.goto(`/results?query=food+bank&postcode=${encodeURIComponent(postcode)}`);
    await makeTheCookieChoice(page);
    for (const summary of await page.locator("main summary:visible").all()) {
      // The only disclosures left are the kit's own "show more" ones, never a phone toggle.
      await expect(summary).not.toHaveText(/^(Filter results|Postcode and distance)/);
    }
    await expect(page.getByLabel("Only show free")).toBeVisible();
    await expect(page.getByLabel("Postcode (optional)")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";
import { LIVE_SITE_URL } from "../../support/variants.ts";

const STAGING_TEXT =
  "Important. Please do not make any changes to this site. This is a TEST environment used for demo purposes only. Any changes made here will not be reflected on the live site viewed by the public.";

// Routes of the shell whose heading does not come from the API.
const routes = [
  { path: "/sitemap", title: "Sitemap", heading: "Sitemap" },
  { path: "/_icons", title: "Icons", heading: "Icons" },
];

for (const route of routes) {
  test(`${route.path} renders in the shell with no axe violations`, async ({ page, variant }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${route.title} | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    await expectNoAxeViolations(page);
  });
}

test("the shell: language, skip link first, menu, banners and the problem link", async ({
  page,
  variant,
  baseURL,
}) => {
  // GOV.UK puts the cookie banner before the skip link; a visitor who has hidden it meets the
  // skip link first.
  await page
    .context()
    .addCookies([{ name: "hub_cookie_consent", value: "accepted:hidden", url: baseURL! }]);
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main-content");
  await expect(page.locator("main#main-content")).toHaveCount(1);

  const menu = page.getByRole("navigation", { name: "Main navigation" }).first();
  await expect(menu.getByRole("link")).toHaveText(variant.menu.map((label) => new RegExp(label)));
  await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");

  const environment = page.getByRole("region", { name: /environment/i });
  if (variant.appEnv === "staging") {
    await expect(environment).toContainText(STAGING_TEXT);
    await expect(environment.getByRole("link", { name: "Back to live site" })).toHaveAttribute(
      "href",
      LIVE_SITE_URL,
    );
  } else {
    await expect(environment).toContainText("This is a development version of the site");
    await expect(environment.getByRole("link")).toHaveCount(0);
  }

  await expect(
    page.getByRole("link", { name: "Is there anything wrong with this page?" }),
  ).toHaveAttribute("href", "/feedback");
  await expect(page.locator('link[rel="sitemap"]')).toHaveAttribute("href", "/sitemap.xml");
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/brand/favicon.svg");
});

test("/favicon.ico sends browsers to the variant's SVG favicon", async ({ request }) => {
  const response = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe("/brand/favicon.svg");
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});

test("an address the proxy leaves alone is not a page: the not-found page, 404", async ({
  page,
}) => {
  for (const path of ["/brand/about", "/builds/contact"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  }
});

test("every page carries WebSite JSON-LD with a SearchAction", async ({ page }) => {
  await page.goto("/contact");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const website = parsed.find((block) => block["@type"] === "WebSite");
  expect(website).toMatchObject({
    potentialAction: {
      "@type": "SearchAction",
      target: { urlTemplate: expect.stringMatching(/\/results\?query=\{search_term_string\}$/) },
    },
  });
  expect(parsed.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
});

test("the translate slot and footer feedback link follow the variant", async ({
  page,
  variant,
}) => {
  await page.goto("/about");
  const translate = page.locator("#google_translate_element");
  const footerFeedback = page.getByRole("contentinfo").getByRole("link", { name: "Give feedback" });
  if (variant.name === "bexley") {
    await expect(translate).toHaveCount(1);
    await expect(footerFeedback).toHaveCount(1);
  } else {
    await expect(translate).toHaveCount(0);
    await expect(footerFeedback).toHaveCount(0);
  }
});

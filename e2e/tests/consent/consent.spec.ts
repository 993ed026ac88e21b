// Consent, analytics, translation, the build-update check and the error-reporting test page.
// Nothing here may leave the machine: every request to Google is answered by the spec itself
// with an empty script, and counted.
import type { Page } from "@playwright/test";

import { watchForViolations } from "../../support/csp.ts";
import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";
import { startSite } from "../../support/site-server.ts";
import { apiBase, VARIANTS } from "../../support/variants.ts";
import type { VariantName } from "../../support/variants.ts";

const GA_ID = "G-E2ETEST01";
const ANALYTICS_HOSTS = /^https:\/\/[^/]*(googletagmanager\.com|google-analytics\.com)\//;
const TRANSLATE_HOSTS =
  /^https:\/\/(translate\.google\.com|translate\.googleapis\.com|translate-pa\.googleapis\.com|www\.gstatic\.com)\//;

/** Answers requests to `hosts` with an empty script and records their URLs. */
async function interceptThirdParty(page: Page, hosts: RegExp): Promise<string[]> {
  const seen: string[] = [];
  await page.route(hosts, async (route) => {
    seen.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return seen;
}

test.describe("with analytics configured", () => {
  let site: { origin: string; stop: () => Promise<void> };

  // Playwright reads a hook's fixtures from its first parameter; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    const variant = VARIANTS[(testInfo.project.metadata as { variant: VariantName }).variant];
    site = await startSite(variant, apiBase(variant), { ANALYTICS_GA_ID: GA_ID });
  });

  test.afterAll(async () => {
    await site.stop();
  });

  test("nothing loads from Google before consent; analytics (and translate) after", async ({
    page,
    variant,
  }) => {
    const analytics = await interceptThirdParty(page, ANALYTICS_HOSTS);
    const translate = await interceptThirdParty(page, TRANSLATE_HOSTS);
    const violations = await watchForViolations(page);

    await page.goto(`${site.origin}/about`);
    await page.waitForFunction(() => "next" in window);
    await page.waitForLoadState("networkidle");
    expect(analytics).toEqual([]);
    expect(translate).toEqual([]);
    const policy = (await page.request.get(`${site.origin}/about`)).headers()[
      "content-security-policy"
    ];
    expect(policy).toContain("https://*.googletagmanager.com");

    await page.getByRole("button", { name: "Accept analytics cookies" }).click();
    await expect(page.getByText("You've accepted analytics cookies.")).toBeVisible();
    await expect
      .poll(() => analytics)
      .toContainEqual(`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`);
    // The inline GA set-up ran under the policy (it needs the page's nonce).
    await expect.poll(() => page.evaluate(() => "dataLayer" in window)).toBe(true);
    if (variant.name === "bexley") {
      await expect
        .poll(() => translate)
        .toEqual([
          expect.stringMatching(/^https:\/\/translate\.google\.com\/translate_a\/element\.js/),
        ]);
    } else {
      expect(translate).toEqual([]);
    }
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("rejecting keeps every Google request away", async ({ page }) => {
    const analytics = await interceptThirdParty(page, ANALYTICS_HOSTS);
    const translate = await interceptThirdParty(page, TRANSLATE_HOSTS);
    await page.goto(`${site.origin}/about`);
    await page.getByRole("button", { name: "Reject analytics cookies" }).click();
    await expect(page.getByText("You've rejected analytics cookies.")).toBeVisible();
    await page.waitForFunction(() => "next" in window);
    await page.waitForLoadState("networkidle");
    expect(analytics).toEqual([]);
    expect(translate).toEqual([]);
  });
});

test("translate loads after consent where configured, and fails quietly offline", async ({
  page,
  variant,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const requested: string[] = [];
  await page.route(TRANSLATE_HOSTS, async (route) => {
    requested.push(route.request().url());
    await route.abort("internetdisconnected");
  });
  await page.goto("/about");
  await page.getByRole("button", { name: "Accept analytics cookies" }).click();
  await expect(page.getByText("You've accepted analytics cookies.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const slots = page.getByRole("group", { name: "Translate this page" });
  if (variant.name === "bexley") {
    expect(requested).toHaveLength(1);
    // The failed loader is removed and the slots stay empty.
    await expect(page.locator("#hub-google-translate")).toHaveCount(0);
    await expect(slots.first()).toBeEmpty();
  } else {
    expect(requested).toEqual([]);
    await expect(slots).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test("the site reports its build, fresh and never as a page", async ({ request }) => {
  const response = await request.get("/builds/latest.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(response.headers()["cache-control"]).toContain("no-store");
  const body = (await response.json()) as { buildId: unknown };
  expect(typeof body.buildId).toBe("string");
});

test("a new build reloads the page once, keeping what was typed", async ({ page }) => {
  let checks = 0;
  await page.route("**/builds/latest.json", async (route) => {
    checks += 1;
    await route.fulfill({ json: { buildId: "a-newer-build" } });
  });
  await page.goto("/");
  await page.waitForFunction(() => "next" in window);
  const field = page.getByRole("textbox").first();
  await field.fill("Typed before the reload");
  let reloads = 0;
  page.on("load", () => {
    reloads += 1;
  });
  const chunkLoadError = () =>
    page.evaluate(() => {
      const error = new Error("Failed to load chunk /_next/static/chunks/gone.js");
      error.name = "ChunkLoadError";
      window.dispatchEvent(new ErrorEvent("error", { error }));
    });

  await chunkLoadError();
  await expect.poll(() => reloads).toBe(1);
  await page.waitForFunction(() => "next" in window);
  await expect(field).toHaveValue("Typed before the reload");

  // Within ten seconds of the last reload, the same path is not reloaded again.
  await chunkLoadError();
  await expect.poll(() => checks).toBe(2);
  await page.waitForLoadState("networkidle");
  expect(reloads).toBe(1);
  await expect(field).toHaveValue("Typed before the reload");
});

test("the error-reporting test page says Sentry is off and is not indexed", async ({ page }) => {
  const response = await page.goto("/sentry");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error reporting test");
  await expect(page.getByTestId("sentry-status")).toHaveText(
    "Sentry is not configured: set SENTRY_DSN to send these errors to Sentry.",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('meta[name="hub-sentry-dsn"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the test page's server error fails the request", async ({ request }) => {
  const response = await request.get("/sentry/server-error", { headers: { accept: "text/html" } });
  expect(response.status()).toBe(500);
});

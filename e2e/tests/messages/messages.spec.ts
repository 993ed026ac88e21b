// Messages that said the wrong thing: a 404 that blamed a removed service and brought the cookie
// banner back, an out-of-area postcode told to type itself again, an event's map called "Map of
// results", a placeholder video, and referral answers that should have been questioned.
import type { Page } from "@playwright/test";

import { errorSummary, expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";
import { answer, continueButton, serviceWith, startAs } from "../forms/referral-journey.ts";

type List<T> = { data: T[] };

async function decideAndHideConsent(page: Page, appName: string) {
  await page.goto("/about");
  const banner = page.getByRole("region", { name: `Cookies on ${appName}` });
  await banner.getByRole("button", { name: "Reject analytics cookies" }).click();
  await banner.getByRole("button", { name: "Hide cookie message" }).click();
  await expect(banner).toHaveCount(0);
}

for (const javaScript of [true, false]) {
  test(`an unknown service is "not found", with the visitor's cookie choice kept (JavaScript ${javaScript ? "on" : "off"})`, async ({
    page: jsPage,
    noJsPage,
    variant,
  }) => {
    const page = javaScript ? jsPage : noJsPage;
    await decideAndHideConsent(page, variant.appName);
    for (const slug of ["no-such-service-messages", "another-unknown-service"]) {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(404);
      await page.waitForLoadState("load");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
      await expect(page.getByRole("main")).toContainText("check it is correct");
      await expect(page.getByRole("main")).not.toContainText(/removed/i);
      await expect(page.getByRole("region", { name: `Cookies on ${variant.appName}` })).toHaveCount(
        0,
      );
    }
  });
}

for (const where of [
  { path: "/results?postcode=SW1A+2AA", label: "Postcode (optional)" },
  { path: "/events?postcode=SW1A+2AA", label: "Postcode" },
]) {
  test(`an out-of-area postcode gets one clear message on ${where.path.split("?")[0]}`, async ({
    page,
  }) => {
    await page.goto(where.path);
    const message =
      "We could not find “SW1A 2AA” in the area this site covers. Check the postcode, or leave it empty to search without one";
    await expect(errorSummary(page)).toContainText(message);
    await expect(page.locator("main")).toContainText(`Error: ${message}`);
    // Not told to type the postcode it just typed.
    await expect(page.locator("main")).not.toContainText("Enter a full UK postcode");
    await expect(page.locator("main")).not.toContainText("like SW1A 2AA");
    await expect(page.getByLabel(where.label, { exact: true })).toHaveValue("SW1A 2AA");
    await expectNoAxeViolations(page);
  });
}

test("an event's map is named after its place, not 'Map of results'", async ({ page, apiJson }) => {
  const { data } = await apiJson<
    List<{ slug: string; is_virtual: boolean; location_id: string | null }>
  >("organisation-events?per_page=20");
  const event = data.find((item) => !item.is_virtual && item.location_id !== null);
  if (!event) throw new Error("the seed has no event at a place");
  const place = await apiJson<{ data: { address_line_1: string } }>(
    `locations/${event.location_id!}`,
  );
  await page.goto(`/events/${event.slug}`);
  await expect(
    page.getByRole("heading", { name: `Map of ${place.data.address_line_1}` }),
  ).toBeVisible();
  await expect(page.getByText("Map of results")).toHaveCount(0);
});

test("no placeholder video (video.example.com) is shown on any page", async ({ page }) => {
  for (const path of ["/about", "/", "/contact"]) {
    await page.goto(path);
    await expect(page.locator('a[href*="example.com"], iframe[src*="example.com"]')).toHaveCount(0);
    await expect(page.getByText("video.example.com")).toHaveCount(0);
  }
});

test("referral: a one-letter name and a full postcode are questioned", async ({
  page,
  apiJson,
}) => {
  await startAs(page, await serviceWith(apiJson, "internal"), "Myself");
  await page.getByLabel("Your full name").fill("J");
  await continueButton(page).click();
  await expect(errorSummary(page)).toContainText("Full name must be 2 characters or more");
  await page.getByLabel("Your full name").fill("Jo");
  await continueButton(page).click();
  await answer(page, "contact", true);

  await page.getByLabel("The first part of the postcode").fill("SM1 1EA");
  await continueButton(page).click();
  await expect(page).toHaveURL(/\?step=details$/);
  const full =
    "Enter only the first part of the postcode, the letters and numbers before the space";
  await expect(errorSummary(page)).toContainText(full);
  await expect(page.getByLabel("The first part of the postcode")).toHaveValue("SM1 1EA");
  await expectNoAxeViolations(page);
  await page.getByLabel("The first part of the postcode").fill("SM1");
  await continueButton(page).click();
  await expect(page).toHaveURL(/\?step=check$/);
});

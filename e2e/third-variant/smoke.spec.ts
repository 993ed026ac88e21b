// Smoke journeys on the variant `pnpm new-variant` made, over the data imported from the Open
// Referral UK profile's example feed: its own name and theme on the shared pages, a search, the
// service page, and the opening times the import read from the feed's schedule.
import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "../support/fixtures.ts";
import { apiBase, THIRD_VARIANT } from "./variant.ts";

type List<T> = { data: T[] };
/** The one service the profile's example feed describes. */
const EXAMPLE_SERVICE = "Community Counselling";
type Service = { slug: string; name: string };

async function firstService(): Promise<Service> {
  const response = await fetch(`${apiBase()}/services?per_page=1`);
  const service = ((await response.json()) as List<Service>).data[0];
  if (service === undefined) throw new Error("the import brought in no service");
  return service;
}

test("the home page carries the new council's name, logo, theme and menu", async ({
  page,
  request,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(THIRD_VARIANT.appName);
  await expect(page.locator("html")).toHaveAttribute("data-theme", THIRD_VARIANT.name);
  await expect(page.locator('header img[src="/brand/logo.svg"]')).toHaveCount(1);
  expect(await (await request.get("/brand/logo.svg")).text()).toContain(">Newtown<");
  const menu = page.getByRole("navigation", { name: "Main navigation" }).first();
  await expect(menu.getByRole("link", { name: "Add a listing" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a search from the home page finds the imported service", async ({ page }) => {
  await page.goto("/");
  await page.locator('form[action="/results"] input[name="query"]').fill("counselling");
  await page.getByRole("button", { name: "Search" }).first().click();
  await expect(page).toHaveURL(/\/results\?query=counselling/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results");
  await expect(page.getByRole("status").filter({ hasText: /results? found/ })).toBeVisible();
  await expect(page.getByRole("link", { name: EXAMPLE_SERVICE })).toBeVisible();
  await expect(page).toHaveTitle(/Newtown Information Hub$/);
  await expectNoAxeViolations(page);
});

test("the imported service's page, with the opening times read from its schedule", async ({
  page,
}) => {
  const service = await firstService();
  expect(service.name).toBe(EXAMPLE_SERVICE);
  const response = await page.goto(`/services/${service.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.name);
  await expect(page).toHaveTitle(`${service.name} | ${THIRD_VARIANT.appName}`);
  // The example's schedule: weekly on Thursdays and Fridays, 10:00 to 18:00.
  const place = page.getByRole("region", { name: "MyCity Civic Center" });
  // As a screen reader reads them (the arrow between the times is hidden from it).
  await expect(place.getByRole("group", { name: "Opening hours" })).toMatchAriaSnapshot(`
    - list:
      - listitem: Every Thursday 10am to 6pm
      - listitem: Every Friday 10am to 6pm
  `);
  await expectNoAxeViolations(page);
});

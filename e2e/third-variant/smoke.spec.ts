// Smoke journeys on the variant `pnpm new-variant` made: its own name and theme on the shared
// pages, a search, a service page and a step of a form.
import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "../support/fixtures.ts";
import { apiBase, THIRD_VARIANT } from "./variant.ts";

type List<T> = { data: T[] };
type Service = { slug: string; name: string };

async function firstService(filter = ""): Promise<Service> {
  const response = await fetch(`${apiBase()}/services?per_page=1${filter}`);
  const service = ((await response.json()) as List<Service>).data[0];
  if (service === undefined) throw new Error("the seed has no such service");
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

test("a search from the home page lists services", async ({ page }) => {
  await page.goto("/");
  await page.locator('form[action="/results"] input[name="query"]').fill("support");
  await page.getByRole("button", { name: "Search" }).first().click();
  await expect(page).toHaveURL(/\/results\?query=support/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results");
  await expect(page.getByRole("status").filter({ hasText: /results? found/ })).toBeVisible();
  await expect(page).toHaveTitle(/Newtown Information Hub$/);
});

test("a service page", async ({ page }) => {
  const service = await firstService();
  const response = await page.goto(`/services/${service.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.name);
  await expect(page).toHaveTitle(`${service.name} | ${THIRD_VARIANT.appName}`);
});

test("a referral form's steps: who it is for, then their name as step 2", async ({ page }) => {
  const service = await firstService("&filter[referral_method]=internal");
  await page.goto(`/services/${service.slug}/referral`);
  await expect(page).toHaveTitle(`Referral to ${service.name} | ${THIRD_VARIANT.appName}`);
  await page.getByRole("link", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\?step=who$/);
  await page.getByRole("radio", { name: "Myself", exact: true }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\?step=name$/);
  await expect(page.getByText(/^Step 2 of \d+$/)).toBeVisible();
  await expect(page.getByLabel("Your full name")).toBeVisible();
});

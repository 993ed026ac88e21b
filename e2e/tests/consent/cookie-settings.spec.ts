// The cookies page (GOV.UK pattern): it lists exactly the cookies the site really sets, and its
// form changes the choice at any time, with and without JavaScript, long after the banner has
// gone.
import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";
import { continueButton, serviceWith, startAs } from "../forms/referral-journey.ts";

/** The names in the page's cookie tables (`caption`: only that table). */
async function listedCookies(page: Page, caption?: string): Promise<string[]> {
  const tables = page.locator("main table");
  const table = caption === undefined ? tables : tables.filter({ hasText: caption });
  return table.locator("td:first-child code").allTextContents();
}

/** A form's answers may span `<name>.0`, `<name>.1`…: the page names the cookie once. */
const cookieName = (name: string) => name.replace(/\.\d+$/, "");

const settingsForm = (page: Page) => page.locator("form#cookie-settings");

test("lists every cookie the site sets, and only those", async ({ page, apiJson }) => {
  // Set every cookie the seeded variant can: consent, and each form's answers.
  await page.goto("/about");
  await page.getByRole("button", { name: "Accept analytics cookies" }).click();
  await expect(page.getByText("You've accepted analytics cookies.")).toBeVisible();
  await startAs(page, await serviceWith(apiJson, "internal"), "Myself");
  await page.goto("/feedback");
  await page.getByRole("button", { name: /feedback$/ }).click();
  await page.goto("/get-involved/sign-up");
  await continueButton(page).click();

  const set = [
    ...new Set((await page.context().cookies()).map((cookie) => cookieName(cookie.name))),
  ];
  await page.goto("/cookie-policy");
  const listed = await listedCookies(page);
  const essential = await listedCookies(page, "Essential cookies");
  expect(essential).toContain("hub_cookie_consent");
  expect(listed).not.toContain("cookie_consent");
  await expect(page.locator("main")).not.toContainText(/\bcookie_consent\b/);
  // Every cookie the browser holds is listed; every essential one listed was really set. (A third
  // party's, such as Google Translate's, is listed where configured but cannot load here.)
  expect(listed).toEqual(expect.arrayContaining(set));
  expect(set).toEqual(expect.arrayContaining(essential));
  await expectNoAxeViolations(page);
});

test("the banner's links lead to the settings form", async ({ noJsPage: page, variant }) => {
  await page.goto("/contact");
  const banner = page.getByRole("region", { name: `Cookies on ${variant.appName}` });
  await banner.getByRole("button", { name: "Reject analytics cookies" }).click();
  await banner.getByRole("link", { name: "change your cookie settings" }).click();
  await expect(page).toHaveURL(/\/cookie-policy$/);
  await expect(settingsForm(page).getByRole("radio", { name: "No" })).toBeChecked();
});

for (const javaScript of [true, false]) {
  test(`accept and then reject analytics at any time (JavaScript ${javaScript ? "on" : "off"})`, async ({
    page: jsPage,
    noJsPage,
    variant,
  }) => {
    const page = javaScript ? jsPage : noJsPage;
    const banner = page.getByRole("region", { name: `Cookies on ${variant.appName}` });
    const consent = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === "hub_cookie_consent")
        ?.value;

    // Decided and hidden long ago: no banner left to change it with.
    await page.goto("/events");
    await banner.getByRole("button", { name: "Reject analytics cookies" }).click();
    await banner.getByRole("button", { name: "Hide cookie message" }).click();
    await expect(banner).toHaveCount(0);

    await page.goto("/events");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /^Cookie/ })
      .click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
    await expect(page.getByRole("heading", { name: "Change your cookie settings" })).toBeVisible();
    const form = settingsForm(page);
    await expect(form.getByRole("radio", { name: "No" })).toBeChecked();

    await form.getByRole("radio", { name: "Yes" }).check();
    await form.getByRole("button", { name: "Save cookie settings" }).click();
    await expect(page).toHaveURL(/\/cookie-policy\?saved=1&from=%2Fevents$/);
    await expect(page.getByRole("alert", { name: "Success" })).toContainText(
      "You've set your cookie preferences.",
    );
    expect(await consent()).toBe("accepted:hidden");
    await expect(form.getByRole("radio", { name: "Yes" })).toBeChecked();
    // The choice is final: the banner does not come back to ask again.
    await expect(banner).toHaveCount(0);
    if (javaScript) await expectNoAxeViolations(page);

    await form.getByRole("radio", { name: "No" }).check();
    await form.getByRole("button", { name: "Save cookie settings" }).click();
    expect(await consent()).toBe("rejected:hidden");
    await page.getByRole("link", { name: "Go back to the page you were looking at" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(banner).toHaveCount(0);
  });
}

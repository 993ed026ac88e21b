import { expect, test } from "../../support/fixtures.ts";

test("the cookie banner works without JavaScript: accept, confirmation, hide", async ({
  noJsPage: page,
  variant,
}) => {
  await page.goto("/contact");
  const banner = page.getByRole("region", { name: `Cookies on ${variant.appName}` });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "View cookies" })).toHaveAttribute(
    "href",
    "/cookie-policy",
  );

  await banner.getByRole("button", { name: "Accept analytics cookies" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(banner).toContainText("You've accepted analytics cookies.");

  await banner.getByRole("button", { name: "Hide cookie message" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(banner).toHaveCount(0);

  await page.goto("/about");
  await expect(page.getByRole("region", { name: `Cookies on ${variant.appName}` })).toHaveCount(0);
});

test("rejecting is remembered and confirmed", async ({ noJsPage: page }) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Reject analytics cookies" }).click();
  await expect(page.getByText("You've rejected analytics cookies.")).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "hub_cookie_consent")?.value).toBe("rejected");
});

test("the consent handler never redirects off the site", async ({ request }) => {
  const response = await request.post("/cookie-consent", {
    form: { cookies: "accept", returnTo: "//evil.example.org/" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/");
});

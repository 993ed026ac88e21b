import {
  deliveryOffNotice,
  errorSummary,
  expect,
  expectNoAxeViolations,
  test,
} from "../../support/fixtures.ts";

type List<T> = { data: T[] };
type Service = { slug: string; name: string };

const FEEDBACK_LINK = "Is there anything wrong with this page?";

test.describe("feedback form", () => {
  // The shell is cached per view, so its link cannot carry the page: the form reads the Referer.
  test("the shell's link leads to the form, which knows the page it was on", async ({
    page,
    apiJson,
    variant,
  }) => {
    const { data } = await apiJson<List<Service>>("services?per_page=1");
    const service = data[0];
    if (service === undefined) throw new Error("the seed has no services");
    const from = `/services/${service.slug}`;
    await page.goto(from);
    await page.getByRole("link", { name: FEEDBACK_LINK }).click();
    await expect(page).toHaveURL("/feedback");
    await expect(page).toHaveTitle(`Give feedback | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Give feedback");
    await expect(page.getByText(`Your feedback is about: ${from}`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("empty feedback is an error that keeps the answers; then a thank-you leads back", async ({
    page,
    variant,
  }) => {
    await page.goto(`/feedback?from=${encodeURIComponent("/about")}`);
    await page.getByLabel("Name (optional)").fill("Alex Example");
    await page.getByLabel("Email address (optional)").fill("alex@example.org");
    await page.getByRole("button", { name: "Send feedback" }).click();

    await expect(page).toHaveURL(/\/feedback\?from=%2Fabout$/);
    await expect(page).toHaveTitle(`Error: Give feedback | ${variant.appName}`);
    await expect(errorSummary(page)).toContainText("Enter your feedback");
    await expect(page.locator("main")).toContainText("Error: Enter your feedback");
    await expect(page.getByLabel("Name (optional)")).toHaveValue("Alex Example");
    await expect(page.getByLabel("Email address (optional)")).toHaveValue("alex@example.org");
    await expect(page.getByText("Your feedback is about: /about")).toBeVisible();
    await expectNoAxeViolations(page);
    await errorSummary(page).getByRole("link", { name: "Enter your feedback" }).click();
    await expect(page.getByLabel("Feedback", { exact: true })).toBeFocused();

    await page.getByLabel("Feedback", { exact: true }).fill("The opening times look wrong.");
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page).toHaveURL(/\/feedback\?sent=1$/);
    await expect(page).toHaveTitle(`Give feedback | ${variant.appName}`);
    await expect(page.getByRole("heading", { name: "Thank you for your feedback" })).toBeVisible();
    // The suite's API sends nothing, and the page says so rather than where it went (decision 0071).
    await expect(deliveryOffNotice(page)).toContainText(
      "Your feedback has not been sent to anyone.",
    );
    await expect(
      page.getByText(`We've sent your feedback to the ${variant.appName} team.`),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Return to the page you were on" }).click();
    await expect(page).toHaveURL("/about");
  });

  test("works with JavaScript disabled", async ({ noJsPage: page, variant }) => {
    await page.goto(`/feedback?from=${encodeURIComponent("/events")}`);
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page).toHaveTitle(`Error: Give feedback | ${variant.appName}`);
    await expect(errorSummary(page)).toContainText("Enter your feedback");
    await page.getByLabel("Feedback", { exact: true }).fill("A broken link on this page.");
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your feedback" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Return to the page you were on" }),
    ).toHaveAttribute("href", "/events");
  });

  test("without a page to go back to, the thank-you leads home", async ({ page }) => {
    await page.goto("/feedback");
    await expect(page.getByText(/^Your feedback is about:/)).toHaveCount(0);
    await page.getByLabel("Feedback", { exact: true }).fill("General comment.");
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your feedback" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to the homepage" })).toHaveAttribute(
      "href",
      "/",
    );
  });
});

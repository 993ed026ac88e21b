import type { Page } from "@playwright/test";

import {
  deliveryOffNotice,
  errorSummary,
  expect,
  expectNoAxeViolations,
  test,
} from "../../support/fixtures.ts";

type List<T> = { data: T[] };
type Organisation = { name: string };

const TITLE = "Register your organisation";
const PASSWORD = "Secret-pass1";

/** An email no other test (or earlier sign-up of this run) has used: the API refuses repeats. */
function uniqueEmail(label: string, variant: string): string {
  return `${label}.${variant}.${Date.now().toString(36)}@example.org`;
}

async function continueTo(page: Page, heading: string | RegExp) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("Last name").fill("Doe");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("UK mobile number").fill("07700 900 982");
  await page.getByLabel("Create a password").fill(PASSWORD);
  await page.getByLabel("Confirm your password").fill(PASSWORD);
}

async function describeNewOrganisation(page: Page, name: string) {
  await page.getByLabel("No, it is a new organisation").check();
  await continueTo(page, "About your organisation");
  await page.getByLabel("Organisation name").fill(name);
  await page.getByLabel("Describe your organisation").fill("Hot lunches for older people.");
  await page.getByLabel("Website (optional)").fill("https://lunch.example.org");
}

test.describe("organisation sign-up", () => {
  // Long journeys with an axe scan on every step: three times the default on a shared machine.
  test.slow();

  test("registers a new organisation with a first service, axe-clean on every step", async ({
    page,
    variant,
  }) => {
    await page.goto("/get-involved");
    await page.getByRole("link", { name: TITLE }).click();
    await expect(page).toHaveURL(/\/get-involved\/sign-up$/);
    await expect(page).toHaveTitle(`${TITLE} | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About you");
    await expectNoAxeViolations(page);

    const email = uniqueEmail("new", variant.name);
    await fillDetails(page, email);
    await continueTo(page, `Is your organisation already listed on ${variant.appName}?`);
    await expectNoAxeViolations(page);

    await page.getByLabel("No, it is a new organisation").check();
    await continueTo(page, "About your organisation");
    await expectNoAxeViolations(page);
    await page.getByLabel("Organisation name").fill(`Lunch Club ${variant.name} ${Date.now()}`);
    await page.getByLabel("Describe your organisation").fill("Hot lunches for older people.");
    await page.getByLabel("Organisation phone number (optional)").fill("020 7946 0001");
    await continueTo(page, "Do you want to list one of its services now?");
    await expectNoAxeViolations(page);

    await page.getByLabel("Yes, list a service now").check();
    await continueTo(page, "About your service");
    await expectNoAxeViolations(page);
    await page.getByLabel("Service name").fill("Tea and Chat");
    await page.getByLabel("Group", { exact: true }).check();
    await page.getByLabel("Summary").fill("A weekly chat over tea.");
    await page.getByLabel("Describe the service").fill("Tea, biscuits and company.");
    await page.getByRole("group", { name: "Is it free?" }).getByLabel("Yes").check();
    await continueTo(page, "Check your answers before sending your listing");
    await expectNoAxeViolations(page);
    await expect(page.getByText(PASSWORD)).toHaveCount(0);
    await expect(page.getByText("Tea and Chat")).toBeVisible();

    const token = await page.locator('input[name="token"]').inputValue();
    await page.getByRole("button", { name: "Send for review" }).click();
    // The suite's API sends nothing, so nobody reviews it or emails back, and the page says so.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your listing has been received",
    );
    await expect(deliveryOffNotice(page)).toContainText(
      "Your listing has not been sent for review, and nobody will contact you about it.",
    );
    await expect(page.getByText(email)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The same submission posted again (a resubmission from history) is not sent twice: it is
    // answered with the confirmation, where sending again would fail on the now pending email.
    const again = await page.request.post("/get-involved/sign-up/answer", {
      form: { step: "check", token },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe("/get-involved/sign-up?step=confirmation");
  });

  test("shows validation errors with the answers kept, and finds a listed organisation", async ({
    page,
    variant,
    apiJson,
  }) => {
    await page.goto("/get-involved/sign-up");
    const email = uniqueEmail("errors", variant.name);
    await fillDetails(page, email);
    await page.getByLabel("UK mobile number").fill("020 7946 0000");
    await page.getByLabel("Create a password").fill("secret");
    await page.getByLabel("Confirm your password").fill("secret");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveTitle(`Error: ${TITLE} | ${variant.appName}`);
    const summary = errorSummary(page);
    // The summary's outer box takes focus; its inner part is the alert.
    await expect(page.locator("#error-summary")).toBeFocused();
    await expect(summary).toContainText(
      "Enter a UK mobile number, like 07700 900 982 or +44 7700 900 982",
    );
    await expect(summary).toContainText(
      "Password must include a capital letter, a number and a symbol such as ! # $ % ? or @",
    );
    await expect(page.getByLabel("First name")).toHaveValue("Jane");
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(page.getByLabel("UK mobile number")).toHaveValue("020 7946 0000");
    await expectNoAxeViolations(page);

    await page.getByLabel("UK mobile number").fill("07700 900 982");
    await page.getByLabel("Create a password").fill(PASSWORD);
    await page.getByLabel("Confirm your password").fill(PASSWORD);
    await continueTo(page, `Is your organisation already listed on ${variant.appName}?`);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page)).toContainText(
      "Select whether your organisation is already listed",
    );
    await expectNoAxeViolations(page);

    await page.getByLabel("Yes, it is already listed").check();
    await continueTo(page, "Which organisation do you work for?");
    await expectNoAxeViolations(page);
    await page.getByLabel("Which organisation do you work for?").fill("No Such Organisation");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page)).toContainText("Choose an organisation from the list");
    await expect(page.getByLabel("Which organisation do you work for?")).toHaveValue(
      "No Such Organisation",
    );

    const listed = await apiJson<List<Organisation>>("organisations?sort=name&per_page=1");
    const name = listed.data[0]?.name ?? "";
    await page.getByLabel("Which organisation do you work for?").fill(name);
    await continueTo(page, "Do you want to list one of its services now?");
    await page.getByLabel("No, not now").check();
    await continueTo(page, "Check your answers before sending your listing");
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  });

  test("works with JavaScript switched off", async ({ noJsPage: page, variant }) => {
    await page.goto("/get-involved");
    await page.getByRole("link", { name: TITLE }).click();
    const email = uniqueEmail("nojs", variant.name);
    await fillDetails(page, email);
    await page.getByLabel("Confirm your password").fill("Different-pass1");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveTitle(`Error: ${TITLE} | ${variant.appName}`);
    await expect(errorSummary(page)).toContainText("The passwords do not match");
    await expect(page.getByLabel("Last name")).toHaveValue("Doe");

    await page.getByLabel("Create a password").fill(PASSWORD);
    await page.getByLabel("Confirm your password").fill(PASSWORD);
    await continueTo(page, `Is your organisation already listed on ${variant.appName}?`);
    await describeNewOrganisation(page, `No Script Club ${variant.name} ${Date.now()}`);
    await continueTo(page, "Do you want to list one of its services now?");
    await page.getByLabel("No, not now").check();
    await continueTo(page, "Check your answers before sending your listing");

    // A change from "check your answers" comes back to it.
    await page.getByRole("link", { name: "Change your email address" }).click();
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await continueTo(page, "Check your answers before sending your listing");

    await page.getByRole("button", { name: "Send for review" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your listing has been received",
    );
    await expect(deliveryOffNotice(page)).toBeVisible();
  });
});

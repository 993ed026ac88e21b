import { errorSummary, expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";
import {
  ANSWERS,
  answer,
  checkContinue,
  confirmationReference,
  consentAndSend,
  continueButton,
  expectStep,
  PATHS,
  referralPath,
  serviceWith,
  startAs,
} from "./referral-journey.ts";

// Every page of a path is checked with axe: two cores, so give each journey room.
test.describe.configure({ timeout: 90_000 });

test.describe("referral journey", () => {
  for (const path of PATHS) {
    test(`"${path.who}" goes step by step to the confirmation, with no axe violations`, async ({
      page,
      apiJson,
      variant,
    }) => {
      const service = await serviceWith(apiJson, "internal");
      // Every question page is counted: "who", the path's questions, check, consent.
      const total = path.questions.length + 3;

      const intro = await page.goto(referralPath(service));
      expect(intro?.status()).toBe(200);
      await expect(page).toHaveTitle(`Referral to ${service.name} | ${variant.appName}`);
      await expect(
        page.getByRole("heading", { level: 1, name: `Connect to ${service.name}` }),
      ).toBeVisible();
      await expect(page.getByText(`Referral to ${service.name}`, { exact: true })).toBeVisible();
      // A start page search engines may list; the question pages are not (decision 0006).
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Start now" }).click();

      await expect(page).toHaveURL(/\?step=who$/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      // Before the answer, counted against the shortest path ("Myself").
      await expectStep(page, 1, 6);
      await expectNoAxeViolations(page);
      await page.getByRole("radio", { name: path.who, exact: true }).check();
      await continueButton(page).click();

      for (const [index, question] of path.questions.entries()) {
        await expect(page).toHaveURL(new RegExp(`\\?step=${question}$`));
        await expectStep(page, index + 2, total);
        await expectNoAxeViolations(page);
        await answer(page, question, path.self);
      }

      await expect(page).toHaveURL(/\?step=check$/);
      await expectStep(page, total - 1, total);
      await expect(
        page.getByRole("heading", { name: "Check your answers before sending your request" }),
      ).toBeVisible();
      await expect(page.getByText(path.who, { exact: true })).toBeVisible();
      await expect(page.getByText(ANSWERS.name, { exact: true })).toBeVisible();
      if (!path.self) {
        await expect(page.getByText(ANSWERS.refereeName, { exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await checkContinue(page).click();

      await expect(page).toHaveURL(/\?step=consent$/);
      await expectStep(page, total, total);
      await expectNoAxeViolations(page);
      await consentAndSend(page, service);

      await expect(page).toHaveURL(/\?step=confirmation$/);
      await confirmationReference(page, service);
      await expectNoAxeViolations(page);
    });
  }

  test("check your answers: each change link returns to it with the answer changed", async ({
    page,
    apiJson,
  }) => {
    const service = await serviceWith(apiJson, "internal");
    await startAs(page, service, "Myself");
    for (const question of PATHS[0].questions) await answer(page, question, true);
    await expect(page).toHaveURL(/\?step=check$/);

    await page.getByRole("link", { name: "Change full name" }).click();
    await expect(page).toHaveURL(/\?step=name&change=1$/);
    await expect(page.getByLabel("Your full name")).toHaveValue(ANSWERS.name);
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute(
      "href",
      /\?step=check$/,
    );
    await page.getByLabel("Your full name").fill("Robin Changed");
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?step=check$/);
    await expect(page.getByText("Robin Changed", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Change postcode area" }).click();
    await expect(page).toHaveURL(/\?step=details&change=1$/);
    await page.getByLabel("The first part of the postcode").fill("SM2");
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?step=check$/);
    await expect(page.getByText("SM2", { exact: true })).toBeVisible();

    // A change that opens new pages goes through them first: "Myself" to "friend" asks about you.
    await page.getByRole("link", { name: "Change who is being connected" }).click();
    await expect(page).toHaveURL(/\?step=who&change=1$/);
    await expect(page.getByRole("radio", { name: "Myself", exact: true })).toBeChecked();
    await page.getByRole("radio", { name: "A friend or family member", exact: true }).check();
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?step=referrer/);
    await expectStep(page, 4, 7);
    await answer(page, "referrer", false);
    // Then on through the pages after it, answered already.
    await expect(page).toHaveURL(/\?step=details$/);
    await expect(page.getByLabel("The first part of the postcode")).toHaveValue("SM2");
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?step=check$/);
    await expectStep(page, 6, 7);
    await expect(page.getByText("A friend or family member", { exact: true })).toBeVisible();
    await expect(page.getByText(ANSWERS.refereeName, { exact: true })).toBeVisible();
  });

  test("validation: no contact, a landline as the mobile, consent not ticked", async ({
    page,
    apiJson,
    variant,
  }) => {
    const service = await serviceWith(apiJson, "internal");
    const errorTitle = `Error: Referral to ${service.name} | ${variant.appName}`;
    await startAs(page, service, "Myself");
    await answer(page, "name", true);

    // No way to contact given.
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?step=contact$/);
    await expect(page).toHaveTitle(errorTitle);
    const noContact = "Enter an email address, a UK mobile number or another way to contact you";
    await expect(errorSummary(page)).toContainText(noContact);
    await expect(page.locator("main")).toContainText(`Error: ${noContact}`);
    await expectNoAxeViolations(page);
    await errorSummary(page).getByRole("link", { name: noContact }).click();
    await expect(page.getByLabel("Your email address (if you have one)")).toBeFocused();

    // A landline in the mobile field; the email typed alongside it is kept.
    await page.getByLabel("Your email address (if you have one)").fill(ANSWERS.email);
    await page.getByLabel("Your UK mobile number").fill("020 7946 0000");
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?step=contact$/);
    await expect(page).toHaveTitle(errorTitle);
    const landline =
      "Enter a UK mobile number, like 07700 900 982 or +44 7700 900 982 (a landline cannot be used)";
    await expect(errorSummary(page)).toContainText(landline);
    await expect(errorSummary(page)).not.toContainText(noContact);
    await expect(page.getByLabel("Your email address (if you have one)")).toHaveValue(
      ANSWERS.email,
    );
    await expect(page.getByLabel("Your UK mobile number")).toHaveValue("020 7946 0000");
    await expectNoAxeViolations(page);

    await page.getByLabel("Your UK mobile number").fill("07700 900 982");
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?step=details$/);
    await expect(page).toHaveTitle(`Referral to ${service.name} | ${variant.appName}`);
    await answer(page, "details", true);
    await checkContinue(page).click();

    // Consent not ticked: the optional feedback consent that was ticked stays ticked.
    await expect(page).toHaveURL(/\?step=consent$/);
    const feedbackConsent = page.getByRole("checkbox", {
      name: "I agree to be contacted for feedback about my experience",
    });
    await feedbackConsent.check();
    await page.getByRole("button", { name: "Send connection request" }).click();
    await expect(page).toHaveURL(/\?step=consent$/);
    await expect(page).toHaveTitle(errorTitle);
    await expect(errorSummary(page)).toContainText(
      "Select that you agree, so that we can make the connection",
    );
    await expect(feedbackConsent).toBeChecked();
    await expectNoAxeViolations(page);

    await consentAndSend(page, service);
    await confirmationReference(page, service);
  });

  test("the whole self-referral works with JavaScript disabled", async ({ noJsPage, apiJson }) => {
    const page = noJsPage;
    const service = await serviceWith(apiJson, "internal");
    await startAs(page, service, "Myself");
    for (const [index, question] of PATHS[0].questions.entries()) {
      await expectStep(page, index + 2, 6);
      await answer(page, question, true);
    }
    await expectStep(page, 5, 6);
    await checkContinue(page).click();
    await expectStep(page, 6, 6);
    await page.getByRole("button", { name: "Send connection request" }).click();
    await expect(errorSummary(page)).toBeVisible();
    await consentAndSend(page, service);
    await expect(page).toHaveURL(/\?step=confirmation$/);
    await confirmationReference(page, service);
  });

  test("a service whose referral method is none has no referral page", async ({
    page,
    apiJson,
  }) => {
    const service = await serviceWith(apiJson, "none");
    const response = await page.goto(referralPath(service));
    expect(response?.status()).toBe(404);
    await expectNoAxeViolations(page);
  });
});

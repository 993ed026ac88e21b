// With the API's delivery off (the demo's default, and the suite's API), the referral says so
// plainly on its start page and on its confirmation, with JavaScript on and off, so that nobody
// mistakes the demonstration for a live service (decision 0071). The question pages between them
// say nothing of it. The wording with delivery on is the site's unit tests'
// (packages/site/src/forms/delivery-notice.test.tsx).
import {
  deliveryOffNotice,
  expect,
  expectNoAxeViolations,
  ownVisitor,
  test,
} from "../../support/fixtures.ts";
import {
  answer,
  checkContinue,
  confirmationReference,
  consentAndSend,
  continueButton,
  PATHS,
  referralPath,
  serviceWith,
} from "./referral-journey.ts";

// Two cores: give each journey room.
test.describe.configure({ timeout: 90_000 });

for (const javaScript of [true, false]) {
  test(`the referral says delivery is off on its start page and its confirmation (JavaScript ${javaScript ? "on" : "off"})`, async ({
    page: jsPage,
    noJsPage,
    apiJson,
  }) => {
    const page = javaScript ? jsPage : noJsPage;
    // Its referral counts against a limit of its own, not the other referral specs'.
    await page.setExtraHTTPHeaders(ownVisitor());
    // The API says so in its settings (contract §5.11): that is what the site reads.
    const settings = await apiJson<{ data: { delivery?: string } }>("settings");
    expect(settings.data.delivery).toBe("off");
    const service = await serviceWith(apiJson, "internal");

    const start = await page.goto(referralPath(service));
    expect(start?.status()).toBe(200);
    await expect(deliveryOffNotice(page)).toContainText(
      `Requests made on this website are not sent to ${service.name}, and nobody will contact you about them.`,
    );
    if (javaScript) await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Start now" }).click();
    await expect(page).toHaveURL(/\?step=who$/);
    await expect(deliveryOffNotice(page)).toHaveCount(0);
    await page.getByRole("radio", { name: "Myself", exact: true }).check();
    await continueButton(page).click();
    for (const question of PATHS[0].questions) await answer(page, question, true);
    await expect(page).toHaveURL(/\?step=check$/);
    await checkContinue(page).click();
    await consentAndSend(page, service);

    await expect(page).toHaveURL(/\?step=confirmation$/);
    await confirmationReference(page, service);
    await expect(page.locator("main")).not.toContainText("will get in touch within");
    if (javaScript) await expectNoAxeViolations(page);
  });
}

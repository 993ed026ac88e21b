// Submitting the last page twice must make one referral. The API cannot list referrals, so the
// site under test is a second `next start` of the variant's build whose API is the fault proxy,
// without faults: a pass-through to the suite's API that counts the `POST /referrals` it forwards.
import { expect, test } from "../../support/fixtures.ts";
import { startFaultProxy } from "../../support/fault-proxy.ts";
import { startSite } from "../../support/site-server.ts";
import {
  answer,
  checkContinue,
  confirmationReference,
  consentAndSend,
  PATHS,
  referralPath,
  serviceWith,
  startAs,
} from "./referral-journey.ts";

// A server of the variant's build of its own; slow to start on two cores.
test.describe.configure({ timeout: 90_000 });

test("a double click, a resubmitted POST and going back all give one referral", async ({
  page,
  apiJson,
  variant,
}) => {
  const service = await serviceWith(apiJson, "internal");
  const api = await startFaultProxy();
  const referralPosts = { method: "POST", path: /\/core\/v1\/referrals$/ };
  const referrals = () => api.requests(referralPosts).length;
  const site = await startSite(variant, api.apiBase(variant));
  try {
    await startAs(page, service, "Myself", site.origin);
    for (const question of PATHS[0].questions) await answer(page, question, true);
    await checkContinue(page).click();
    await expect(page).toHaveURL(/\?step=consent$/);

    // The consent form as the browser would post it, token included.
    const form = page.locator('main form[method="post"]');
    const action = new URL((await form.getAttribute("action")) ?? "", site.origin).href;
    const token = (await form.locator('input[name="token"]').getAttribute("value")) ?? "";
    expect(token).not.toBe("");
    const consentPost = () =>
      page.request.post(action, {
        form: { step: "consent", token, referral_consented: "yes", feedback_consented: "" },
        headers: { origin: site.origin },
        maxRedirects: 0,
      });

    // Two posts racing (a double click): both land on the confirmation.
    const raced = await Promise.all([consentPost(), consentPost()]);
    for (const response of raced) {
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe(`${referralPath(service)}?step=confirmation`);
    }
    await page.goto(`${site.origin}${referralPath(service)}?step=confirmation`);
    const reference = await confirmationReference(page, service);
    expect(referrals()).toBe(1);

    // The same form posted again later (resubmitted from the history).
    const again = await consentPost();
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe(`${referralPath(service)}?step=confirmation`);
    await page.goto(`${site.origin}${referralPath(service)}?step=confirmation`);
    expect(await confirmationReference(page, service)).toBe(reference);

    // Back to the consent page: the sent answers are gone, so there is nothing to send again.
    await page.goto(`${site.origin}${referralPath(service)}?step=consent`);
    await expect(page).not.toHaveURL(/\?step=consent$/);
    await expect(page.getByRole("button", { name: "Send connection request" })).toHaveCount(0);
    expect(referrals()).toBe(1);

    // A fresh journey is sent again, as a new submission; with the very same answers minutes later
    // the API knows it for the same request (an identical submission from one address within its
    // window, decision 0011) and answers with the first referral.
    await startAs(page, service, "Myself", site.origin);
    for (const question of PATHS[0].questions) await answer(page, question, true);
    await checkContinue(page).click();
    await consentAndSend(page, service);
    const second = await confirmationReference(page, service);
    expect(second).toBe(reference);
    expect(referrals()).toBe(2);

    // The browser's back button from the confirmation: the consent page is not shown again.
    await page.goBack();
    await expect(page).toHaveURL(/\?step=who$/);
    await expect(page.getByRole("button", { name: "Send connection request" })).toHaveCount(0);
    await page.goForward();
    expect(await confirmationReference(page, service)).toBe(second);
    expect(referrals()).toBe(2);
  } finally {
    await site.stop();
    await api.close();
  }
});

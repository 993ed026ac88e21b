// Forms submitted while the API fails or times out: the person keeps every answer and is told to
// try again, the site never repeats the POST on its own, and trying again once the API is back
// makes exactly one submission. The API cannot list feedback or referrals, so what it stored is
// read at the proxy: the POSTs it forwarded and the API answered with 201.
import { errorSummary, expect, test } from "../../support/fixtures.ts";
import type { Fault } from "../../support/fault-proxy.ts";
import {
  ANSWERS,
  answer,
  checkContinue,
  confirmationReference,
  consentAndSend,
  PATHS,
  serviceWith,
  startAs,
} from "../forms/referral-journey.ts";
import { API_TIMEOUT_MS, apiPath, SCHEDULING_MARGIN_MS, useFaultSite } from "./fault-site.ts";

test.describe.configure({ timeout: 90_000 });

const API_DOWN =
  "Sorry, we could not send your answers just now. Nothing has been lost. Try again in a few minutes.";

const faultSite = useFaultSite();

function posts(path: string) {
  const match = { method: "POST", path: apiPath(faultSite().variant, path) };
  return {
    match,
    sent: () => faultSite().proxy.requests(match).length,
    /** The bodies of the POSTs the API stored. */
    stored: () =>
      faultSite()
        .proxy.requests(match)
        .filter((entry) => entry.upstreamStatus === 201)
        .map((entry) => JSON.parse(entry.body) as Record<string, unknown>),
  };
}

const failures: { name: string; fault: Fault }[] = [
  { name: "answers 503", fault: { kind: "status", status: 503 } },
  { name: "times out", fault: { kind: "hang" } },
];

for (const { name, fault } of failures) {
  test(`feedback sent while the API ${name} keeps the answers and is stored once`, async ({
    page,
  }) => {
    const feedback = posts("page-feedbacks");
    const text = `Fault suite feedback while the API ${name}.`;
    faultSite().proxy.inject(fault, feedback.match);

    await page.goto(`${faultSite().origin}/feedback?from=${encodeURIComponent("/about")}`);
    await page.getByLabel("Name (optional)").fill("Alex Example");
    await page.getByLabel("Feedback", { exact: true }).fill(text);
    const started = Date.now();
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(errorSummary(page)).toContainText(API_DOWN, {
      timeout: API_TIMEOUT_MS + SCHEDULING_MARGIN_MS,
    });
    // A POST is never retried, so one timeout is all the person waits.
    expect(Date.now() - started).toBeLessThan(API_TIMEOUT_MS + SCHEDULING_MARGIN_MS);
    await expect(page).toHaveURL(/\/feedback\?from=%2Fabout$/);
    await expect(page.getByLabel("Name (optional)")).toHaveValue("Alex Example");
    await expect(page.getByLabel("Feedback", { exact: true })).toHaveValue(text);
    expect(feedback.sent()).toBe(1);
    expect(feedback.stored()).toHaveLength(0);

    faultSite().proxy.clear();
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your feedback" })).toBeVisible();
    expect(feedback.sent()).toBe(2);
    expect(feedback.stored()).toEqual([
      expect.objectContaining({ name: "Alex Example", feedback: text }),
    ]);
  });
}

for (const { name, fault } of failures) {
  test(`a referral sent while the API ${name} keeps the answers and is made once`, async ({
    page,
    apiJson,
  }) => {
    const referrals = posts("referrals");
    const service = await serviceWith(apiJson, "internal");
    await startAs(page, service, "Myself", faultSite().origin);
    for (const question of PATHS[0].questions) await answer(page, question, true);
    await checkContinue(page).click();
    await expect(page).toHaveURL(/\?step=consent$/);

    faultSite().proxy.inject(fault, referrals.match);
    await consentAndSend(page, service);
    await expect(errorSummary(page)).toContainText(API_DOWN, {
      timeout: API_TIMEOUT_MS + SCHEDULING_MARGIN_MS,
    });
    await expect(page).toHaveURL(/\?step=consent$/);
    expect(referrals.sent()).toBe(1);
    expect(referrals.stored()).toHaveLength(0);

    faultSite().proxy.clear();
    await consentAndSend(page, service);
    await confirmationReference(page, service);
    expect(referrals.sent()).toBe(2);
    // The answers survived the failure: the one referral the API stored carries them.
    expect(referrals.stored()).toEqual([
      expect.objectContaining({ name: ANSWERS.name, email: ANSWERS.email }),
    ]);
  });
}

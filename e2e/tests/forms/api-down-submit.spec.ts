// The API going down while a form is sent must lose nothing: the person sees why, finds what
// they typed still in the fields, and sending again once the API is back makes one submission.
// The site under test is a second server of the variant's build whose API is the fault proxy,
// answering every POST 503 on demand while the GETs pages need still answer.
import type { Page } from "@playwright/test";

import type { FaultProxy } from "../../support/fault-proxy.ts";
import { startFaultProxy } from "../../support/fault-proxy.ts";
import { errorSummary, expect, test } from "../../support/fixtures.ts";
import { startSite } from "../../support/site-server.ts";
import { VARIANTS } from "../../support/variants.ts";
import type { VariantName } from "../../support/variants.ts";
import {
  ANSWERS,
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

const API_DOWN =
  "Sorry, we could not send your answers just now. Nothing has been lost. Try again in a few minutes.";

type Site = Awaited<ReturnType<typeof startSite>>;

let proxy: FaultProxy;
let site: Site;

const POSTS = { method: "POST" };
const API_DOWN_FAULT = { kind: "status", status: 503 } as const;

/** The `data` of each `201 Created` the API answered to a POST to a path ending in `suffix`. */
function stored(suffix: string): unknown[] {
  return proxy
    .requests(POSTS)
    .filter((entry) => entry.path.endsWith(suffix) && entry.upstreamStatus === 201)
    .map((entry) => (JSON.parse(entry.upstreamBody ?? "") as { data: unknown }).data);
}

// One site and proxy per worker: `variant` is a per-test fixture, so read the project's here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  const variant = VARIANTS[(testInfo.project.metadata as { variant: VariantName }).variant];
  proxy = await startFaultProxy();
  site = await startSite(variant, proxy.apiBase(variant));
});

test.afterAll(async () => {
  await site.stop();
  await proxy.close();
});

test.afterEach(() => {
  proxy.clear();
});

const journeys = [
  { javaScript: "on", pageOf: ({ page }: { page: Page }) => page },
  { javaScript: "off", pageOf: ({ noJsPage }: { noJsPage: Page }) => noJsPage },
] as const;

for (const { javaScript, pageOf } of journeys) {
  test(`a referral sent while the API is down keeps the answers, then sends once (JavaScript ${javaScript})`, async ({
    page: jsPage,
    noJsPage,
    apiJson,
  }) => {
    const page = pageOf({ page: jsPage, noJsPage });
    const service = await serviceWith(apiJson, "internal");
    const [self] = PATHS;
    await startAs(page, service, self.who, site.origin);
    for (const question of self.questions) await answer(page, question, self.self);
    await checkContinue(page).click();
    await expect(page).toHaveURL(/\?step=consent$/);
    const createdBefore = stored("/referrals").length;

    proxy.inject(API_DOWN_FAULT, POSTS);
    await consentAndSend(page, service);
    await expect(page).toHaveURL(/\?step=consent$/);
    await expect(errorSummary(page)).toContainText(API_DOWN);
    const consent = page.getByRole("checkbox", {
      name: `I agree to my details being shared with ${service.name}`,
    });
    await expect(consent).toBeChecked();
    // Every answer is still there, on its own page.
    await page.goto(`${site.origin}${referralPath(service)}?step=name`);
    await expect(page.getByLabel("Your full name")).toHaveValue(ANSWERS.name);
    await page.goto(`${site.origin}${referralPath(service)}?step=contact`);
    await expect(page.getByRole("textbox", { name: /email address/ })).toHaveValue(ANSWERS.email);
    await page.goto(`${site.origin}${referralPath(service)}?step=details`);
    await expect(page.getByLabel("The first part of the postcode")).toHaveValue(ANSWERS.postcode);
    await expect(page.getByLabel("Comments")).toHaveValue(ANSWERS.comments);
    expect(stored("/referrals")).toHaveLength(createdBefore);

    proxy.clear();
    await page.goto(`${site.origin}${referralPath(service)}?step=consent`);
    await expect(consent).toBeChecked();
    await page.getByRole("button", { name: "Send connection request" }).click();
    const reference = await confirmationReference(page, service);
    const created = stored("/referrals").slice(createdBefore) as {
      reference: string;
      service_id: string;
      name: string;
      comments: string | null;
    }[];
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      reference,
      service_id: service.id,
      name: ANSWERS.name,
      comments: ANSWERS.comments,
    });
  });

  test(`feedback sent while the API is down keeps the answers, then sends once (JavaScript ${javaScript})`, async ({
    page: jsPage,
    noJsPage,
    variant,
  }) => {
    const page = pageOf({ page: jsPage, noJsPage });
    const feedback = `The opening times look wrong (API down, JavaScript ${javaScript}).`;
    await page.goto(`${site.origin}/feedback?from=${encodeURIComponent("/about")}`);
    await page.getByLabel("Name (optional)").fill(ANSWERS.name);
    await page.getByLabel("Email address (optional)").fill(ANSWERS.email);
    await page.getByLabel("Feedback", { exact: true }).fill(feedback);

    proxy.inject(API_DOWN_FAULT, POSTS);
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page).toHaveURL(/\/feedback\?from=%2Fabout$/);
    await expect(page).toHaveTitle(`Error: Give feedback | ${variant.appName}`);
    await expect(errorSummary(page)).toContainText(API_DOWN);
    await expect(page.getByLabel("Name (optional)")).toHaveValue(ANSWERS.name);
    await expect(page.getByLabel("Email address (optional)")).toHaveValue(ANSWERS.email);
    await expect(page.getByLabel("Feedback", { exact: true })).toHaveValue(feedback);
    await expect(page.getByText("Your feedback is about: /about")).toBeVisible();
    const sent = () =>
      (stored("/page-feedbacks") as { feedback: string; url: string }[]).filter(
        (item) => item.feedback === feedback,
      );
    expect(sent()).toHaveLength(0);

    proxy.clear();
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page).toHaveURL(/\/feedback\?sent=1$/);
    await expect(page.getByRole("heading", { name: "Thank you for your feedback" })).toBeVisible();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.url).toMatch(/\/about$/);
  });
}

// The referral journey's pages as the specs drive them: finding a service, answering each page.
import type { Page } from "@playwright/test";

import { deliveryOffNotice, expect } from "../../support/fixtures.ts";

type List<T> = { data: T[] };
export type Service = { id: string; slug: string; name: string; referral_method: string };
type ApiJson = <T = unknown>(path: string) => Promise<T>;

/** The first active service of the variant's API that has the given referral method. */
export async function serviceWith(apiJson: ApiJson, method: "internal" | "none"): Promise<Service> {
  const list = await apiJson<List<Service>>(
    `services?filter[referral_method]=${method}&per_page=1`,
  );
  const service = list.data[0];
  if (service === undefined) throw new Error(`the seed has no ${method} referral service`);
  expect(service.referral_method).toBe(method);
  return service;
}

export const referralPath = (service: Service) => `/services/${service.slug}/referral`;

export type Question = "name" | "contact" | "referrer" | "organisation" | "details";

/** The three paths: what "who" is answered with, and the question pages that follow. */
export const PATHS = [
  { who: "Myself", self: true, questions: ["name", "contact", "details"] },
  {
    who: "A friend or family member",
    self: false,
    questions: ["name", "contact", "referrer", "details"],
  },
  {
    who: "Someone else",
    self: false,
    questions: ["name", "contact", "referrer", "organisation", "details"],
  },
] as const satisfies readonly { who: string; self: boolean; questions: readonly Question[] }[];

export const ANSWERS = {
  name: "Alex Example",
  email: "alex@example.org",
  refereeName: "Sam Worker",
  refereeEmail: "sam@example.org",
  refereePhone: "020 7946 0000",
  organisation: "Citizens Advice",
  postcode: "SM1",
  comments: "Mornings are best.",
};

export const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });

/** "Check your answers" goes on to the consent page by a link styled as a button. */
export const checkContinue = (page: Page) => page.getByRole("link", { name: "Continue" });

export async function expectStep(page: Page, current: number, total: number): Promise<void> {
  await expect(page.getByText(`Step ${current} of ${total}`, { exact: true })).toBeVisible();
}

export async function answer(page: Page, question: Question, self: boolean): Promise<void> {
  switch (question) {
    case "name":
      await page.getByLabel(self ? "Your full name" : "Their full name").fill(ANSWERS.name);
      break;
    case "contact":
      await page.getByRole("textbox", { name: /email address/ }).fill(ANSWERS.email);
      break;
    case "referrer":
      await page.getByLabel("Your full name").fill(ANSWERS.refereeName);
      await page.getByLabel("Your email address").fill(ANSWERS.refereeEmail);
      await page.getByLabel("Your UK phone number").fill(ANSWERS.refereePhone);
      break;
    case "organisation":
      await page.getByLabel("Which organisation do you work for?").fill(ANSWERS.organisation);
      break;
    case "details":
      await page.getByLabel("The first part of the postcode").fill(ANSWERS.postcode);
      await page.getByLabel("Comments").fill(ANSWERS.comments);
      break;
  }
  await continueButton(page).click();
}

/** From the intro page to the "who" question's answer. */
export async function startAs(
  page: Page,
  service: Service,
  who: string,
  origin = "",
): Promise<void> {
  await page.goto(`${origin}${referralPath(service)}`);
  await page.getByRole("link", { name: "Start now" }).click();
  await page.getByRole("radio", { name: who, exact: true }).check();
  await continueButton(page).click();
}

/** The reference the confirmation page shows under its heading ("Request sent", or with delivery
 * off "Request received"). */
export async function shownReference(page: Page, heading: string): Promise<string> {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  const text = await page.getByText(/^Your reference number/).textContent();
  // No look-alikes: 0/O, 1/I/L, 2/Z, 5/S and 8/B are never both in the alphabet.
  const reference = /Your reference number\s*([ACDEFGHJKMNPQRTUVWXY34679]{10})$/.exec(
    text ?? "",
  )?.[1];
  expect(reference, text ?? "").toBeDefined();
  return reference ?? "";
}

/**
 * The reference shown on the confirmation page, which says that the request went nowhere and
 * nobody will get in touch: the suite's API runs with delivery off (decision 0071).
 */
export async function confirmationReference(page: Page, service: Service): Promise<string> {
  const reference = await shownReference(page, "Request received");
  await expect(deliveryOffNotice(page)).toContainText(
    `Your request has not been sent to ${service.name}, and nobody will contact you about it.`,
  );
  await expect(page.getByText(`${service.name} will not get in touch.`)).toBeVisible();
  await expect(page.locator("main")).not.toContainText("We've sent your request");
  await expect(page.locator("main")).not.toContainText(/successfully/i);
  return reference;
}

/** Consent, ticked, and sent. */
export async function consentAndSend(page: Page, service: Service): Promise<void> {
  await page
    .getByRole("checkbox", {
      name: `I agree to my details being shared with ${service.name}`,
    })
    .check();
  await page.getByRole("button", { name: "Send connection request" }).click();
}

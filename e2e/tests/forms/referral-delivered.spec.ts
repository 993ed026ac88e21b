// A referral reaches people: with an API that delivers by SMTP to a real local mail server, the
// journey ends with the service's message and the two confirmations in that server's inbox,
// each once, each carrying the reference the page showed, and no name or address in a subject.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { startLocalSmtp } from "@hub/api/test/smtp";
import type { LocalSmtp, ReceivedMail } from "@hub/api/test/smtp";

import { expect, test } from "../../support/fixtures.ts";
import { startApi, stop, waitFor } from "../../support/global-setup.ts";
import type { Server } from "../../support/global-setup.ts";
import { freePort } from "../../support/ports.ts";
import { startSite } from "../../support/site-server.ts";
import { VARIANTS } from "../../support/variants.ts";
import type { VariantName } from "../../support/variants.ts";
import {
  ANSWERS,
  answer,
  checkContinue,
  consentAndSend,
  PATHS,
  serviceWith,
  shownReference,
  startAs,
} from "./referral-journey.ts";
import type { Service } from "./referral-journey.ts";

/** The worker's own API, sending every half second, and the variant's site on it. */
let smtp: LocalSmtp | undefined;
let api: Server | undefined;
let dataDir: string | undefined;
let site: { origin: string; stop: () => Promise<void> } | undefined;
let apiBase: string;

test.describe.configure({ timeout: 120_000 });

// Playwright reads a hook's fixtures from its first parameter; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  // A fresh API seeds both tenants before the site can start on it.
  test.setTimeout(120_000);
  const variant = VARIANTS[(testInfo.project.metadata as { variant: VariantName }).variant];
  const inbox = await startLocalSmtp();
  smtp = inbox;
  dataDir = await mkdtemp(path.join(tmpdir(), "hub-e2e-delivered-api-"));
  const port = await freePort();
  const server = startApi(port, dataDir, {
    DELIVERY: "smtp",
    SMTP_URL: inbox.url,
    MAIL_FROM: `${variant.appName} <noreply@hub.example>`,
    DELIVERY_INTERVAL_MS: "500",
  });
  apiBase = `http://127.0.0.1:${port}/${variant.tenant}/core/v1`;
  api = server;
  await waitFor(server, `${apiBase}/settings`);
  site = await startSite(variant, apiBase);
});

test.afterAll(async () => {
  await site?.stop();
  if (api) await stop(api.child);
  await smtp?.down();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The messages carrying the reference, once as many as expected have arrived. */
async function messagesFor(
  inbox: LocalSmtp,
  reference: string,
  count: number,
): Promise<ReceivedMail[]> {
  const carrying = () => inbox.received.filter((mail) => mail.text.includes(reference));
  await expect.poll(() => carrying().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  return carrying();
}

test("someone else's referral reaches the service, the person and the referrer, once each", async ({
  page,
}) => {
  if (!smtp || !site) throw new Error("the delivering API and its site did not start");
  const apiJson = async <T>(resource: string): Promise<T> =>
    (await (await fetch(`${apiBase}/${resource}`)).json()) as T;
  const service = await serviceWith(apiJson, "internal");
  type Full = Service & { referral_email: string | null; organisation_id: string };
  const { data: full } = await apiJson<{ data: Full }>(`services/${service.id}`);
  const inbox =
    full.referral_email ??
    (await apiJson<{ data: { email: string } }>(`organisations/${full.organisation_id}`)).data
      .email;
  const path = PATHS[2];
  await startAs(page, service, path.who, site.origin);
  for (const question of path.questions) await answer(page, question, path.self);
  await checkContinue(page).click();
  await consentAndSend(page, service);

  const reference = await shownReference(page, "Request sent");
  await expect(page.getByText(`We've sent your request to ${service.name}.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "This is a demonstration" })).toHaveCount(0);

  const mails = await messagesFor(smtp, reference, 3);
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address));
  const toService = to(inbox);
  expect(toService, "the service's message").toHaveLength(1);
  // It says how to reach the person.
  expect(toService[0]?.text).toContain(ANSWERS.email);
  expect(to(ANSWERS.email), "the person's confirmation").toHaveLength(1);
  expect(to(ANSWERS.refereeEmail), "the referrer's confirmation").toHaveLength(1);
  expect(mails).toHaveLength(3);
  for (const mail of mails) {
    for (const personal of [ANSWERS.name, ANSWERS.email, ANSWERS.refereeName]) {
      expect(mail.subject).not.toContain(personal);
    }
  }
});

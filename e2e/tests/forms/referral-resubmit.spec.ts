// Submitting the last page twice must make one referral. The API cannot list referrals, so the
// site under test is a second `next start` of the variant's build whose API is a pass-through
// proxy to the suite's API that counts the `POST /referrals` it forwards.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { expect, test } from "../../support/fixtures.ts";
import { startSite } from "../../support/site-server.ts";
import { apiOrigin } from "../../support/variants.ts";
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

/** A proxy to the suite's API that counts referral submissions. */
async function countingApi(): Promise<{ url: string; referrals: () => number; close: () => void }> {
  let referrals = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      if (req.method === "POST" && path.endsWith("/core/v1/referrals")) referrals += 1;
      const headers = new Headers();
      for (const name of ["content-type", "accept"]) {
        const value = req.headers[name];
        if (typeof value === "string") headers.set(name, value);
      }
      void fetch(`${apiOrigin()}${path}`, {
        method: req.method ?? "GET",
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      }).then(
        async (answer) => {
          res.writeHead(answer.status, {
            "content-type": answer.headers.get("content-type") ?? "application/json",
          });
          res.end(Buffer.from(await answer.arrayBuffer()));
        },
        () => {
          res.writeHead(502).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    referrals: () => referrals,
    close: () => server.close(),
  };
}

test("a double click, a resubmitted POST and going back all give one referral", async ({
  page,
  apiJson,
  variant,
}) => {
  const service = await serviceWith(apiJson, "internal");
  const api = await countingApi();
  const site = await startSite(variant, `${api.url}/${variant.tenant}/core/v1`);
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
    expect(api.referrals()).toBe(1);

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
    expect(api.referrals()).toBe(1);

    // A fresh journey after that is a new referral with a new reference.
    await startAs(page, service, "Myself", site.origin);
    for (const question of PATHS[0].questions) await answer(page, question, true);
    await checkContinue(page).click();
    await consentAndSend(page, service);
    const second = await confirmationReference(page, service);
    expect(second).not.toBe(reference);
    expect(api.referrals()).toBe(2);

    // The browser's back button from the confirmation: the consent page is not shown again.
    await page.goBack();
    await expect(page).toHaveURL(/\?step=who$/);
    await expect(page.getByRole("button", { name: "Send connection request" })).toHaveCount(0);
    await page.goForward();
    expect(await confirmationReference(page, service)).toBe(second);
    expect(api.referrals()).toBe(2);
  } finally {
    await site.stop();
    api.close();
  }
});

// The whole API is gone (refusing connections, answering 503, or hanging): every page is the
// server-rendered error page with a 503 (decision 0002), answered promptly and without a stack
// trace; and the site serves pages again once the API is back, without a restart. The site's
// proxy remembers the API's health for a few seconds, so the switch is polled for.
import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "../../support/fixtures.ts";
import type { Fault } from "../../support/fault-proxy.ts";
import { expectErrorPage, PAGE_DEADLINE_MS, useFaultSite, timedGet } from "./fault-site.ts";

test.describe.configure({ timeout: 90_000 });

const PAGES = ["/", "/about", "/events", "/no/such/page"];

const faultSite = useFaultSite();

/** Waits out the proxy's memory of the last health check, until the home page has `status`. */
async function homeTurns(request: APIRequestContext, status: number): Promise<void> {
  await expect
    .poll(async () => (await timedGet(request, `${faultSite().origin}/`)).response.status(), {
      timeout: PAGE_DEADLINE_MS,
    })
    .toBe(status);
}

async function expectOutagePages(request: APIRequestContext): Promise<void> {
  await homeTurns(request, 503);
  for (const path of PAGES) {
    const { response, elapsedMs } = await timedGet(request, `${faultSite().origin}${path}`);
    const html = await expectErrorPage(response, 503);
    expect(response.headers()["retry-after"], path).toBe("60");
    expect(html).toContain("Sorry, there is a problem with the service");
    expect(html).toContain("Error 503");
    expect(html).toContain(faultSite().variant.appName);
    expect(elapsedMs, path).toBeLessThan(PAGE_DEADLINE_MS);
  }
}

async function expectRecovery(request: APIRequestContext): Promise<void> {
  await homeTurns(request, 200);
  for (const path of PAGES.slice(0, -1)) {
    expect((await timedGet(request, `${faultSite().origin}${path}`)).response.status(), path).toBe(
      200,
    );
  }
}

test("an API that refuses connections: 503 everywhere, then back without a restart", async ({
  request,
}) => {
  await faultSite().proxy.refuseConnections();
  await expectOutagePages(request);
  await faultSite().proxy.acceptConnections();
  await expectRecovery(request);
});

const whole: { name: string; fault: Fault }[] = [
  { name: "answers 503 to everything", fault: { kind: "status", status: 503 } },
  { name: "drops every connection", fault: { kind: "reset" } },
  { name: "hangs on everything", fault: { kind: "hang" } },
];

for (const { name, fault } of whole) {
  test(`an API that ${name}: 503 everywhere, then back without a restart`, async ({ request }) => {
    faultSite().proxy.inject(fault);
    await expectOutagePages(request);
    faultSite().proxy.clear();
    await expectRecovery(request);
  });
}

test("with JavaScript on, the visitor reads the outage page", async ({ page, request }) => {
  faultSite().proxy.inject({ kind: "status", status: 503 });
  await homeTurns(request, 503);
  const response = await page.goto(`${faultSite().origin}/about`);
  expect(response?.status()).toBe(503);
  await expect(
    page.getByRole("heading", { name: "Sorry, there is a problem with the service" }),
  ).toBeVisible();
});

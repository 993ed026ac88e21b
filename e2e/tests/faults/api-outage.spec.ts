// An API failure never blanks a page (issue 44; decision 0052). Whether the whole API refuses
// connections, hangs, answers 5xx or limits the visitor (429 with `Retry-After`), a page that
// needs it is the site's own page, server-rendered, with the status the fault calls for (503 or
// 429) and a `Retry-After`, within 5 s of asking for it, with JavaScript off and on; a page
// rendered before the fault is still served from the cache; and once the API is back, so is the
// site, without a restart. The site runs with its default API timeout, as residents get it.
import type { Page } from "@playwright/test";

import { expect, test } from "../../support/fixtures.ts";
import type { FaultProxy } from "../../support/fault-proxy.ts";
import { FAILURE_PAGE_WITHIN_MS, serviceSupply, useFaultSite } from "./fault-site.ts";

// A server of the variant's build of its own, slow to start on two cores; each test waits out
// the breaker's open period once the API is back.
test.describe.configure({ timeout: 90_000 });

const faultSite = useFaultSite("default");
let nextService: Awaited<ReturnType<typeof serviceSupply>>;

test.beforeAll(async () => {
  nextService = await serviceSupply(faultSite);
});

const OUTAGE = {
  status: 503,
  retryAfter: "60",
  heading: "Sorry, there is a problem with the service",
};
const RETRY_AFTER_SECONDS = 30;

const FAULTS: {
  name: string;
  start: (proxy: FaultProxy) => Promise<void> | void;
  expected: { status: number; retryAfter: string; heading: string };
}[] = [
  { name: "refuses connections", start: (proxy) => proxy.refuseConnections(), expected: OUTAGE },
  {
    name: "hangs",
    start: (proxy) => {
      proxy.inject({ kind: "hang" });
    },
    expected: OUTAGE,
  },
  {
    name: "answers 503",
    start: (proxy) => {
      proxy.inject({ kind: "status", status: 503 });
    },
    expected: OUTAGE,
  },
  {
    name: "limits the visitor",
    start: (proxy) => {
      proxy.inject({ kind: "status", status: 429, retryAfterSeconds: RETRY_AFTER_SECONDS });
    },
    expected: {
      status: 429,
      retryAfter: String(RETRY_AFTER_SECONDS),
      heading: "Too many requests",
    },
  },
];

/** Opens `url`, and how long the site took to answer it. */
async function timedVisit(page: Page, url: string) {
  const started = Date.now();
  const response = await page.goto(url, { waitUntil: "commit" });
  const elapsedMs = Date.now() - started;
  if (response === null) throw new Error(`no answer for ${url}`);
  await page.waitForLoadState("load");
  return { response, elapsedMs };
}

for (const { name, start, expected } of FAULTS) {
  for (const javaScriptEnabled of [false, true]) {
    test(`an API that ${name}, JavaScript ${javaScriptEnabled ? "on" : "off"}: the site's own ${String(expected.status)} page within 5 s, cached pages served, then back`, async ({
      browser,
      variant,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      try {
        const origin = faultSite().origin;
        const cached = await nextService();
        const cachedUrl = `${origin}/services/${cached.slug}`;
        expect((await page.goto(cachedUrl))?.status()).toBe(200);
        const needed = [await nextService(), await nextService()];

        await start(faultSite().proxy);
        // The first page asked for after the fault and the next, a service nobody has (only the
        // API can tell), and a search nobody made.
        const unique = `${String(Date.now())}${String(javaScriptEnabled)}`;
        for (const path of [
          ...needed.map((service) => `/services/${service.slug}`),
          `/services/no-such-service-${unique}`,
          `/results?query=nothing-${unique}`,
        ]) {
          const { response, elapsedMs } = await timedVisit(page, `${origin}${path}`);
          expect(response.status(), path).toBe(expected.status);
          expect(await response.headerValue("retry-after")).toBe(expected.retryAfter);
          expect(elapsedMs, `${path} answered after ${String(elapsedMs)} ms`).toBeLessThan(
            FAILURE_PAGE_WITHIN_MS,
          );
          expect(await response.text()).not.toContain("__next_error__");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.heading);
          await expect(page.getByText(`Error ${String(expected.status)}`)).toBeVisible();
          // The visitor stays at the address they asked for, and the page's scripts run cleanly.
          expect(page.url()).toBe(`${origin}${path}`);
          expect(pageErrors).toEqual([]);
          await expect(
            page.getByRole("link", { name: `${variant.appName} homepage` }),
          ).toBeVisible();
        }

        // Its images come from the API itself, so with the API hanging the page never "loads".
        const stillCached = await page.goto(cachedUrl, { waitUntil: "domcontentloaded" });
        expect(stillCached?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(cached.name);

        faultSite().proxy.clear();
        await faultSite().proxy.acceptConnections();
        const back = `${origin}/services/${needed[0]?.slug ?? ""}`;
        // Within the breaker's open period and its window of trials, with room for busy cores.
        await expect
          .poll(async () => (await page.goto(back))?.status(), { timeout: 20_000 })
          .toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(needed[0]?.name ?? "");
      } finally {
        await context.close();
      }
    });
  }
}

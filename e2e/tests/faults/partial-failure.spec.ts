// One endpoint misbehaves while the rest of the API is fine: the page is the site's own error
// page, server-rendered, with the status the failure calls for (decision 0052: 503 for no answer
// or a 5xx, 429 for a visitor the API limits, 500 for anything else), promptly, never a stack
// trace, after exactly the attempts the client's retry policy allows; and it recovers the moment
// the endpoint does. Each test takes a service whose cache tag it has just purged, so its data is
// not already in Next's data cache.
import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "../../support/fixtures.ts";
import type { Fault } from "../../support/fault-proxy.ts";
import {
  API_TIMEOUT_MS,
  apiPath,
  expectErrorPage,
  FAILURE_PAGE_WITHIN_MS,
  GET_ATTEMPTS,
  MAX_RETRY_AFTER_MS,
  PAGE_DEADLINE_MS,
  RETRY_STATUS_CODES,
  serviceSupply,
  timedGet,
  useFaultSite,
} from "./fault-site.ts";

// A server of the variant's build of its own, slow to start on two cores; a hanging API costs
// every attempt's full timeout.
test.describe.configure({ timeout: 90_000 });

const faultSite = useFaultSite();
let nextService: Awaited<ReturnType<typeof serviceSupply>>;

test.beforeAll(async () => {
  nextService = await serviceSupply(faultSite);
});

/** A fresh service page with `fault` on its `GET /services/{slug}`. */
async function faultyServicePage(fault: Fault) {
  const service = await nextService();
  const endpoint = {
    method: "GET",
    path: apiPath(faultSite().variant, `services/${service.slug}`),
  };
  faultSite().proxy.inject(fault, endpoint);
  return {
    service,
    url: `${faultSite().origin}/services/${service.slug}`,
    attempts: () => faultSite().proxy.requests(endpoint).length,
  };
}

/**
 * How many times one page request asks for its service when the API answers 400. A 4xx is never
 * retried, so this is how many times the page itself asks (metadata and page may each ask), and
 * a retried failure must be asked for `GET_ATTEMPTS` times as often.
 */
async function unretriedAttempts(request: APIRequestContext): Promise<number> {
  const faulty = await faultyServicePage({ kind: "status", status: 400 });
  await expectErrorPage((await timedGet(request, faulty.url)).response, 500);
  return faulty.attempts();
}

const retried: { name: string; fault: Fault; status: number; retryAfter: string }[] = [
  ...[500, 502, 503].map((status) => ({
    name: `answered ${status}`,
    fault: { kind: "status", status } as const,
    status: 503,
    retryAfter: "60",
  })),
  { name: "whose connection drops", fault: { kind: "reset" }, status: 503, retryAfter: "60" },
  // The API did not say how long: the page asks for the minute the API's limit spans.
  { name: "answered 429", fault: { kind: "status", status: 429 }, status: 429, retryAfter: "60" },
  {
    name: "answered 429 with a short Retry-After",
    fault: { kind: "status", status: 429, retryAfterSeconds: 1 },
    status: 429,
    retryAfter: "1",
  },
];

for (const { name, fault, status, retryAfter } of retried) {
  test(`a GET ${name} is retried (a 4xx is not), then the page is the ${String(status)} page`, async ({
    request,
  }) => {
    if (fault.kind === "status") expect(RETRY_STATUS_CODES.has(fault.status)).toBe(true);
    const asked = await unretriedAttempts(request);
    const faulty = await faultyServicePage(fault);
    const { response, elapsedMs } = await timedGet(request, faulty.url);
    await expectErrorPage(response, status);
    expect(response.headers()["retry-after"]).toBe(retryAfter);
    expect(elapsedMs).toBeLessThan(FAILURE_PAGE_WITHIN_MS);
    expect(faulty.attempts()).toBe(asked * GET_ATTEMPTS);
  });
}

test("a GET answered 429 with a Retry-After longer than a page can wait fails at once", async ({
  request,
}) => {
  const retryAfterSeconds = 3600;
  expect(retryAfterSeconds * 1000).toBeGreaterThan(MAX_RETRY_AFTER_MS);
  const asked = await unretriedAttempts(request);
  const faulty = await faultyServicePage({ kind: "status", status: 429, retryAfterSeconds });
  const { response, elapsedMs } = await timedGet(request, faulty.url);
  await expectErrorPage(response, 429);
  expect(response.headers()["retry-after"]).toBe(String(retryAfterSeconds));
  expect(elapsedMs).toBeLessThan(FAILURE_PAGE_WITHIN_MS);
  expect(faulty.attempts()).toBe(asked);
});

test("a hanging GET times out and the page answers within the bound", async ({ request }) => {
  const faulty = await faultyServicePage({ kind: "hang" });
  const { response, elapsedMs } = await timedGet(request, faulty.url);
  await expectErrorPage(response, 503);
  // The bound the client's policy sets: every attempt's timeout, plus room to render.
  expect(elapsedMs).toBeLessThan(FAILURE_PAGE_WITHIN_MS);
  expect(elapsedMs).toBeGreaterThanOrEqual(API_TIMEOUT_MS);
});

test("a slow answer within the timeout still makes the page", async ({ request }) => {
  const faulty = await faultyServicePage({ kind: "latency", ms: API_TIMEOUT_MS / 4 });
  const { response } = await timedGet(request, faulty.url);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(faulty.service.name);
  expect(faulty.attempts()).toBe(1);
});

for (const kind of ["malformed-json", "wrong-shape"] as const) {
  test(`a 200 with ${kind} is the error page, not retried, and the page recovers`, async ({
    request,
  }) => {
    const faulty = await faultyServicePage({ kind });
    const { response } = await timedGet(request, faulty.url);
    await expectErrorPage(response, 500);
    expect(faulty.attempts()).toBe(1);

    // The nonsense was a 200: it must not stay in Next's data cache once the API is fixed.
    faultSite().proxy.clear();
    const { response: recovered } = await timedGet(request, faulty.url);
    expect(recovered.status()).toBe(200);
    expect(await recovered.text()).toContain(faulty.service.name);
  });
}

test("the page recovers on the next request once the API does, without a restart", async ({
  request,
}) => {
  const faulty = await faultyServicePage({ kind: "status", status: 502 });
  await expectErrorPage((await timedGet(request, faulty.url)).response, 503);
  faultSite().proxy.clear();
  const { response } = await timedGet(request, faulty.url);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(faulty.service.name);
});

test("a page rendered before the fault is still served, from the cache, during it", async ({
  request,
}) => {
  const service = await nextService();
  const url = `${faultSite().origin}/services/${service.slug}`;
  const before = await timedGet(request, url);
  expect(before.response.status()).toBe(200);

  // Every endpoint of the service fails from now on; the health check still passes.
  faultSite().proxy.inject(
    { kind: "status", status: 503 },
    { path: new RegExp(`/services/${service.slug}(/|$)`) },
  );
  const during = await timedGet(request, url);
  expect(during.response.status()).toBe(200);
  expect(await during.response.text()).toContain(service.name);
});

test("with JavaScript on, the visitor reads the error page", async ({ page }) => {
  const faulty = await faultyServicePage({ kind: "status", status: 503 });
  const response = await page.goto(faulty.url, { timeout: PAGE_DEADLINE_MS });
  expect(response?.status()).toBe(503);
  await expect(
    page.getByRole("heading", { name: "Sorry, there is a problem with the service" }),
  ).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/ApiError|\n\s+at \S+ \(/);
});

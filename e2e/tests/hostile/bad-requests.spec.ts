// Malformed, overlong and forged requests against the suite's sites and API: each is answered
// with a 4xx that says what was wrong (an HTML error page from the site, the contract's JSON
// envelope from the API), or handled as a normal page; never a 500.
import type { APIResponse } from "@playwright/test";

import { apiBase } from "../../support/variants.ts";
import { expect, test } from "../../support/fixtures.ts";

const OVERLONG = "a".repeat(10_000);
const BROKEN_ENCODING = "%E0%A4%A";
const TRAVERSAL = "..%2F..%2F..%2Fetc%2Fpasswd";

/** Query strings a page must survive: shown as the page (2xx/3xx) or refused with a 4xx. */
const SITE_QUERIES = [
  `/results?query=${OVERLONG}`,
  `/results?query=${BROKEN_ENCODING}`,
  `/results?query=food&query=housing&query[]=x&query[a]=y`,
  "/results?query=food&order=sideways&wait_time=forever&is_free=maybe&distance=-5",
  "/results?query=food&page=-1",
  "/results?query=food&page=0",
  "/results?query=food&page=abc",
  "/results?query=food&page=99999999999999999999",
  "/results?query=food&page=1e308",
  "/results?postcode=%00%0A&query=food",
  "/events?page=-5&starts_after=not-a-date&ends_before=31-31-2025",
  `/events?query=${OVERLONG}`,
  `/pages/search?query=${BROKEN_ENCODING}`,
  `/feedback?from=${BROKEN_ENCODING}`,
] as const;

/** Addresses of things that cannot exist: a 4xx error page. */
const SITE_MISSING = [
  `/services/${TRAVERSAL}`,
  "/services/%00",
  "/services/%E2%80%AE%F0%9F%92%A5",
  `/services/${BROKEN_ENCODING}`,
  `/services/${OVERLONG}`,
  "/services/%00/referral",
  "/organisations/%00",
  `/organisations/${BROKEN_ENCODING}`,
  `/events/${TRAVERSAL}`,
  "/locations/not-a-uuid",
  `/locations/${TRAVERSAL}`,
  `/categories/${BROKEN_ENCODING}`,
  "/personas/%00",
  `/pages/${BROKEN_ENCODING}`,
  "/pages/a/%00/b",
  `/${TRAVERSAL}`,
  "/%2e%2e/%2e%2e/etc/passwd",
] as const;

async function expectSiteAnswer(response: APIResponse, path: string, missing: boolean) {
  const status = response.status();
  expect.soft(status, `${path.slice(0, 120)}: not a server error`).toBeLessThan(500);
  if (missing) {
    expect.soft(status, `${path.slice(0, 120)}: a 4xx`).toBeGreaterThanOrEqual(400);
  }
  if (status >= 400) {
    expect.soft(response.headers()["content-type"] ?? "", `${path}: HTML`).toContain("text/html");
    const html = await response.text();
    expect
      .soft(html, `${path.slice(0, 120)}: says what went wrong`)
      .toMatch(/Page not found|not valid|too long|Error 4\d\d/);
  }
}

test("malformed query strings give the page or a 4xx page, never a 500", async ({ request }) => {
  for (const path of SITE_QUERIES) {
    const response = await request.get(path, {
      headers: { accept: "text/html" },
      maxRedirects: 0,
    });
    await expectSiteAnswer(response, path, false);
  }
});

test("invalid slugs, ids and traversal give a 4xx page, never a 500", async ({ request }) => {
  for (const path of SITE_MISSING) {
    const response = await request.get(path, { headers: { accept: "text/html" } });
    await expectSiteAnswer(response, path, true);
  }
});

type Listed = { data: { slug: string; referral_method: string }[] };

test("the form handlers refuse forged origins, huge bodies and wrong content types", async ({
  request,
  apiJson,
  baseURL,
}) => {
  const services = await apiJson<Listed>("services?per_page=50");
  const referable = services.data.find((service) => service.referral_method === "internal");
  expect(referable, "a service with an internal referral").toBeDefined();
  const handlers = [
    "/feedback/send",
    "/get-involved/sign-up/answer",
    `/services/${referable!.slug}/referral/answer`,
  ];
  const form = "application/x-www-form-urlencoded";
  for (const handler of handlers) {
    const forged = await request.post(handler, {
      headers: { origin: "https://evil.example", "content-type": form },
      data: "token=abc&step=form",
      maxRedirects: 0,
    });
    expect.soft(forged.status(), `${handler}: forged Origin`).toBe(403);

    const huge = await request.post(handler, {
      headers: { origin: baseURL!, "content-type": form },
      data: `token=abc&comments=${"x".repeat(2 * 1024 * 1024)}`,
      maxRedirects: 0,
    });
    expect.soft(huge.status(), `${handler}: huge body`).toBe(413);
    expect.soft(await huge.text(), `${handler}: huge body message`).toContain("too large");

    for (const type of ["application/json", "text/plain"]) {
      const wrong = await request.post(handler, {
        headers: { origin: baseURL!, "content-type": type },
        data: '{"token":"abc"}',
        maxRedirects: 0,
      });
      expect.soft(wrong.status(), `${handler}: ${type}`).toBe(415);
      expect.soft(await wrong.text(), `${handler}: ${type} message`).toContain("form");
    }
  }
});

/** GETs of the API a client could get wrong: a clear 4xx envelope, or the list, never a 500. */
const API_QUERIES = [
  "services?page=-1",
  "services?page=0",
  "services?page=abc",
  "services?page=99999999999999999999",
  "services?per_page=100000",
  "services?page=1&page=2&per_page[]=3",
  `services?filter[organisation_id]=${BROKEN_ENCODING}`,
  "services?filter[organisation_id][]=x&filter[id][a]=b",
  "organisation-events?filter[starts_after]=not-a-date&page=-2",
  `pages/index?filter[title]=${OVERLONG}`,
  "services/%00",
  `services/${TRAVERSAL}`,
  "services/%E2%80%AE%F0%9F%92%A5",
  `services/${BROKEN_ENCODING}`,
  "locations/not-a-uuid",
  `organisations/${OVERLONG}`,
] as const;

test("the API answers bad queries and ids with its JSON envelope, never a 500", async ({
  request,
  variant,
}) => {
  for (const path of API_QUERIES) {
    const response = await request.get(`${apiBase(variant)}/${path}`);
    const label = path.slice(0, 120);
    expect.soft(response.status(), `${label}: not a server error`).toBeLessThan(500);
    expect.soft(response.headers()["content-type"] ?? "", label).toContain("application/json");
    if (response.status() >= 400) {
      const body = (await response.json()) as { message?: unknown };
      expect.soft(typeof body.message, `${label}: message`).toBe("string");
    }
  }
});

test("the API refuses huge bodies, wrong content types and bad search input with a 4xx", async ({
  request,
  variant,
}) => {
  const base = apiBase(variant);
  const huge = await request.post(`${base}/page-feedbacks`, {
    headers: { "content-type": "application/json" },
    // Just past the API's 1 MiB default: the server answers before reading a body this large.
    data: JSON.stringify({ url: "https://example.org/", feedback: "x".repeat(1100 * 1024) }),
  });
  expect.soft(huge.status(), "huge body").toBe(413);
  expect.soft(await huge.json()).toEqual({ message: "The request body is too large." });

  for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
    const wrong = await request.post(`${base}/page-feedbacks`, {
      headers: { "content-type": type },
      data: "url=https://example.org/&feedback=hello",
    });
    expect.soft(wrong.status(), type).toBe(415);
    expect.soft(((await wrong.json()) as { message: string }).message).toContain("JSON");
  }

  for (const body of [
    `{"query": "${OVERLONG}"}`,
    '{"query": "food", "order": "sideways", "page": -1}',
    '{"query": ["a", "b"], "per_page": "lots"}',
    '{"query": "unterminated',
    "[1, 2, 3]",
  ]) {
    const response = await request.post(`${base}/search`, {
      headers: { "content-type": "application/json" },
      data: body,
    });
    const label = body.slice(0, 60);
    expect.soft(response.status(), `${label}: a 4xx`).toBeGreaterThanOrEqual(400);
    expect.soft(response.status(), `${label}: not a server error`).toBeLessThan(500);
    expect.soft(typeof ((await response.json()) as { message?: unknown }).message).toBe("string");
  }
});

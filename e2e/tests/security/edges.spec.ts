// The sites' edges (issue 44): a path the proxy leaves alone never renders a view a request
// names; every route that asks the API per request is counted per visitor, whatever it accepts;
// brand files carry a policy that runs nothing; an opaque origin cannot post; a keyword longer
// than the API's search takes is the form's error; an unmatched address names itself without
// JavaScript. The cluster project checks the cache and the limits through nginx.
import { randomUUID } from "node:crypto";

import { ServiceSearchRequestSchema } from "@hub/api-client/schemas";

import { errorSummary, expect, ownVisitor, test } from "../../support/fixtures.ts";

/** The longest keyword the API's service search takes, from its schema. */
const MAX_KEYWORD = ServiceSearchRequestSchema.shape.query.unwrap().maxLength ?? 0;

test("a path the proxy leaves alone never renders the view a request names", async ({
  request,
}) => {
  const headingOf = (html: string) => /<h1[^>]*>([^<]+)</.exec(html)?.[1] ?? "";
  const contact = headingOf(await (await request.get("/contact")).text());
  expect(contact).not.toBe("");
  const paths = [
    "/faviconXico",
    "/favicon-ico",
    "/FAVICON.ICO",
    "/favicon%2Eico",
    "/brand/contact",
    "/Brand/contact",
    "/builds/contact",
    "/icons/0a1b2c.svg",
    "/icons/0A1B2C.svg",
    "/_next/static/contact",
    "/_next/image",
  ];
  for (const path of paths) {
    const response = await request.get(path, {
      headers: { "x-hub-view-path": "/undecided/contact", accept: "text/html" },
      maxRedirects: 0,
    });
    expect(headingOf(await response.text()), path).not.toBe(contact);
    expect(response.headers()["content-security-policy"] ?? "", path).not.toContain(
      "script-src 'none'",
    );
  }
  // The contact page still answers its own address, from the cache that request did not fill.
  const again = await request.get("/contact");
  expect(again.headers()["content-security-policy"]).not.toContain("script-src 'none'");
  expect(headingOf(await again.text())).toBe(contact);
});

const SAVED = randomUUID();

for (const { path, accept } of [
  { path: "/results?query=limit", accept: "application/json" },
  { path: `/favourites/items?services=${SAVED}`, accept: "application/json" },
  { path: `/favourites?ids=${SAVED}`, accept: "text/x-component" },
]) {
  test(`${path.split("?")[0] ?? path} asking for ${accept} counts against the visitor's limit`, async ({
    request,
  }) => {
    // Sixty pages rendered for one visitor: slow on two busy cores.
    test.setTimeout(120_000);
    const busy = ownVisitor();
    for (let index = 0; index < 60; index += 1) {
      const response = await request.get(path, { headers: { ...busy, accept } });
      expect(response.status(), `${path} #${index}`).toBeLessThan(429);
    }
    const refused = await request.get(path, { headers: { ...busy, accept } });
    expect(refused.status(), path).toBe(429);
    expect(Number(refused.headers()["retry-after"]), path).toBeGreaterThan(0);
    const other = await request.get(path, { headers: { ...ownVisitor(), accept } });
    expect(other.status(), `${path} for another visitor`).toBeLessThan(429);
  });
}

test("brand files carry a policy that runs nothing", async ({ request }) => {
  for (const path of ["/brand/logo.svg", "/brand/favicon.svg"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy, path).toContain("default-src 'none'");
    expect(policy, path).toContain("sandbox");
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("the cookie form refuses an opaque origin the browser does not vouch for", async ({
  request,
}) => {
  const post = (headers: Record<string, string>) =>
    request.post("/cookie-consent", {
      form: { cookies: "accept", returnTo: "/about" },
      headers,
      maxRedirects: 0,
    });
  const opaque = await post({ origin: "null" });
  expect(opaque.status()).toBe(403);
  expect(opaque.headers()["set-cookie"]).toBeUndefined();
  expect((await post({ origin: "null", "sec-fetch-site": "same-origin" })).status()).toBe(303);
});

for (const javaScript of [true, false]) {
  test(`a keyword longer than the search takes is the form's error, the keyword kept (JavaScript ${javaScript ? "on" : "off"})`, async ({
    page,
    noJsPage,
  }) => {
    const visitorPage = javaScript ? page : noJsPage;
    const keyword = "a".repeat(MAX_KEYWORD + 1);
    const response = await visitorPage.goto(`/results?query=${keyword}`);
    expect(response?.status()).toBe(200);
    await expect(errorSummary(visitorPage)).toContainText(
      `Enter ${MAX_KEYWORD} characters or fewer to search by keyword`,
    );
    await expect(visitorPage.locator("#results-query")).toHaveValue(keyword);
    const fits = await visitorPage.goto(`/results?query=${"a".repeat(MAX_KEYWORD)}`);
    expect(fits?.status()).toBe(200);
    await expect(errorSummary(visitorPage)).toHaveCount(0);
  });

  test(`an unmatched address names itself in the page (JavaScript ${javaScript ? "on" : "off"})`, async ({
    page,
    noJsPage,
  }) => {
    const visitorPage = javaScript ? page : noJsPage;
    for (const [path, shown] of [
      ["/no/such/page", "/no/such/page"],
      ["/no/%3Cb%3Ebold%3C/b%3E", "/no/<b>bold</b>"],
      ["/faviconXico", "/faviconXico"],
    ] as const) {
      const response = await visitorPage.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(
        visitorPage.getByText(`Page not found: ${shown}`, { exact: true }),
      ).toBeVisible();
      await expect(visitorPage.locator("main b")).toHaveCount(0);
    }
  });
}

test("the search fields the API bounds are answered without a server error", async ({
  request,
}) => {
  const long = "a".repeat(MAX_KEYWORD + 1);
  const paths = [
    `/events?query=${long}`,
    `/pages/search?query=${long}`,
    `/results?postcode=${long}`,
    `/results?query=food&${Array.from({ length: 60 }, () => "age=age-0-4").join("&")}`,
  ];
  for (const path of paths) {
    const response = await request.get(path, { headers: { ...ownVisitor(), accept: "text/html" } });
    expect(response.status(), path.slice(0, 80)).toBe(200);
  }
});

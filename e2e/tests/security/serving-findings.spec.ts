// The serving review's findings, on the embedded shape (`next start`, no proxy in front); the
// cluster project checks the same through nginx and across replicas.
import { expect, test } from "../../support/fixtures.ts";

const BANNER = /Cookies on /;

test("duplicated or encoded consent cookies read as undecided, and never reach the next visitor", async ({
  request,
}) => {
  const attacks = [
    "hub_cookie_consent=rejected; hub_cookie_consent=accepted:hidden",
    "hub_cookie_consent=accepted:hidden; hub_cookie_consent=rejected",
    "hub_cookie_consent=%61ccepted%3Ahidden",
  ];
  for (const path of ["/contact", "/results?query=advice"]) {
    for (const cookie of attacks) {
      const attacked = await request.get(path, { headers: { cookie } });
      expect(await attacked.text(), `${path} ${cookie}`).toMatch(BANNER);
    }
    expect(await (await request.get(path)).text()).toMatch(BANNER);
  }
});

test("no internal header or path leaves", async ({ request }) => {
  for (const path of ["/events?page=2", "/about", "/results?query=advice"]) {
    const response = await request.get(path, {
      headers: { "x-hub-view-path": "/accepted/contact" },
    });
    expect(response.status(), path).toBe(200);
    for (const name of Object.keys(response.headers())) {
      expect(name, path).not.toMatch(/^x-(middleware|hub)-/);
    }
  }
  // A view path sent by a visitor is replaced by the proxy's own.
  const about = await request.get("/about", {
    headers: { "x-hub-view-path": "/accepted/contact" },
  });
  expect(await about.text()).toContain("About");
});

test("the cookie form sends visitors back only to this site, only for its own pages' posts", async ({
  request,
  baseURL,
}) => {
  const post = (returnTo: string, headers: Record<string, string> = { origin: baseURL ?? "" }) =>
    request.post("/cookie-consent", {
      form: { cookies: "accept", returnTo },
      headers,
      maxRedirects: 0,
    });
  for (const returnTo of ["/\t/evil.example/", "/\\evil.example/", "//evil.example/", "/x\r\ny"]) {
    const response = await post(returnTo);
    expect(response.status(), JSON.stringify(returnTo)).toBe(303);
    expect(response.headers().location).toBe("/");
  }
  const foreign = await post("/about", { origin: "https://evil.example" });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()["set-cookie"]).toBeUndefined();
  const huge = await request.post("/cookie-consent", {
    data: `cookies=accept&pad=${"x".repeat(1024 * 1024)}`,
    headers: { origin: baseURL ?? "", "content-type": "application/x-www-form-urlencoded" },
    maxRedirects: 0,
  });
  expect(huge.status()).toBe(413);
});

test("one visitor past the search limit gets a 429 page while another searches on", async ({
  request,
}) => {
  // The suite's clients are on loopback, a trusted hop: the forwarded address is the visitor.
  const as = (visitor: string) => ({ "x-forwarded-for": visitor });
  const busy = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
  for (let index = 0; index < 60; index += 1) {
    const response = await request.get(`/results?query=limit${index}`, { headers: as(busy) });
    expect(response.status()).toBe(200);
  }
  const refused = await request.get("/results?query=one-more", { headers: as(busy) });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.text()).toContain("Too many requests");
  const other = await request.get("/results?query=advice", { headers: as("203.0.113.77") });
  expect(other.status()).toBe(200);
});

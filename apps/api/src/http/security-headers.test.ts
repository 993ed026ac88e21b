// Every response of the API carries the security headers, whatever produced it (a handler, an
// error, the 404 fallback, the rate limiter, CORS); images may be embedded by other origins, and
// an SVG is sandboxed so a script inside it cannot run on the API's origin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import { DOCS_CSP, JSON_CSP, SVG_CSP } from "./security-headers.ts";

let h: Harness;
let limited: Harness;

beforeAll(async () => {
  [h, limited] = await Promise.all([
    startHarness(fixtureDataset()),
    startHarness(fixtureDataset(), { rateLimit: 1 }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([h.close(), limited.close()]);
});

const CORE = "http://localhost/sutton/core/v1";
const json = { "Content-Type": "application/json" };

type Case = {
  name: string;
  url: string;
  init?: RequestInit;
  status: number;
  csp: string;
  corp: "same-site" | "cross-origin";
};

const cases: Case[] = [
  { name: "a list", url: `${CORE}/services`, status: 200, csp: JSON_CSP, corp: "same-site" },
  {
    name: "an unknown route",
    url: `${CORE}/no-such-thing`,
    status: 404,
    csp: JSON_CSP,
    corp: "same-site",
  },
  {
    name: "a validation error",
    url: `${CORE}/page-feedbacks`,
    init: { method: "POST", headers: json, body: "{}" },
    status: 422,
    csp: JSON_CSP,
    corp: "same-site",
  },
  {
    name: "a body that is not JSON",
    url: `${CORE}/page-feedbacks`,
    init: {
      method: "POST",
      headers: { "Content-Type": "text/plain", "Content-Length": "5" },
      body: "hello",
    },
    status: 415,
    csp: JSON_CSP,
    corp: "same-site",
  },
  {
    name: "the health check",
    url: "http://localhost/health",
    status: 200,
    csp: JSON_CSP,
    corp: "same-site",
  },
  {
    name: "the docs page",
    url: "http://localhost/docs",
    status: 200,
    csp: DOCS_CSP,
    corp: "same-site",
  },
  {
    name: "the OpenAPI document",
    url: "http://localhost/docs/openapi.json",
    status: 200,
    csp: JSON_CSP,
    corp: "same-site",
  },
  {
    name: "the sitemap",
    url: "http://localhost/sutton/sitemap",
    status: 200,
    csp: JSON_CSP,
    corp: "same-site",
  },
  {
    name: "a stored SVG",
    url: `${CORE}/images/${IDS.fileLogo}.svg`,
    status: 200,
    csp: SVG_CSP,
    corp: "cross-origin",
  },
  {
    name: "an SVG logo through its entity route",
    url: `${CORE}/services/${IDS.debtAdvice}/logo.svg`,
    status: 200,
    csp: SVG_CSP,
    corp: "cross-origin",
  },
  {
    name: "a PNG placeholder",
    url: `${CORE}/organisations/${IDS.orgBeta}/logo.png`,
    status: 200,
    csp: JSON_CSP,
    corp: "cross-origin",
  },
  {
    name: "a missing image",
    url: `${CORE}/images/missing.png`,
    status: 404,
    csp: JSON_CSP,
    corp: "same-site",
  },
  {
    name: "a CORS preflight",
    url: `${CORE}/search`,
    init: {
      method: "OPTIONS",
      headers: { Origin: "https://council.example.org", "Access-Control-Request-Method": "POST" },
    },
    status: 204,
    csp: JSON_CSP,
    corp: "same-site",
  },
];

describe("security headers", () => {
  it.each(cases)("are on $name", async ({ url, init, status, csp, corp }) => {
    const response = await h.app.request(url, init);
    expect(response.status).toBe(status);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe(csp);
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe(corp);
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("keep CORS open to any origin", async () => {
    const response = await h.app.request(`${CORE}/services`, {
      headers: { Origin: "https://council.example.org" },
    });
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    // A council SPA can tell a replayed submission from a new one.
    expect(response.headers.get("Access-Control-Expose-Headers")).toContain("Idempotent-Replayed");
  });

  it("are on a rate-limited answer", async () => {
    await limited.app.request(`${CORE}/services`);
    const response = await limited.app.request(`${CORE}/services`);
    expect(response.status).toBe(429);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe(JSON_CSP);
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("sandbox an SVG and forbid sniffing it as HTML", async () => {
    const response = await h.app.request(`${CORE}/images/${IDS.fileLogo}.svg`);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/^sandbox; default-src 'none'/);
  });
});

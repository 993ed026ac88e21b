import { createServer } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isApiError } from "@hub/api-client/client";
import { defineSiteConfig, SEO_PAGES } from "@hub/config/site-config";
import { EnvError } from "@hub/config/env";

import { apiHealthFor } from "./proxy/api-health.ts";
import { requestContext, runInRequestContext } from "./request-context.ts";
import { createSite, RETRY_ROOM_MS } from "./site.ts";
import { closeServer, listenOnLoopback } from "./test/loopback.ts";

const config = defineSiteConfig({
  appName: "Test Hub",
  variant: "test",
  publicUrl: "https://hub.example.org",
  contactEmail: "hello@example.org",
  boroughName: "Testshire",
  headerMenu: [{ label: "Home", href: "/" }],
  seo: {
    descriptions: Object.fromEntries(SEO_PAGES.map((page) => [page, `About ${page}`])) as Record<
      (typeof SEO_PAGES)[number],
      string
    >,
  },
});

describe("createSite", () => {
  it.each([
    {
      name: "defaults fill unset variables",
      env: {},
      defaults: { APP_API_URL: "http://localhost:4000/test/core/v1" },
      expected: {
        APP_API_URL: "http://localhost:4000/test/core/v1",
        APP_FRONTEND_URL: "https://hub.example.org",
        APP_ENV: "development",
      },
    },
    {
      name: "the environment wins over defaults",
      env: { APP_API_URL: "https://api.example.org/core/v1/", APP_ENV: "staging" },
      defaults: { APP_API_URL: "http://localhost:4000/test/core/v1" },
      expected: {
        APP_API_URL: "https://api.example.org/core/v1",
        APP_FRONTEND_URL: "https://hub.example.org",
        APP_ENV: "staging",
      },
    },
  ])("$name", ({ env, defaults, expected }) => {
    const site = createSite(config, { env, envDefaults: defaults });
    expect(site.env()).toMatchObject(expected);
    expect(site.api().baseUrl).toBe(expected.APP_API_URL);
    expect(Object.keys(site.publicConfig()).sort()).toEqual(
      ["appApiUrl", "appFrontendUrl", "appName", "environment", "liveSite", "sentryDsn"].sort(),
    );
  });

  it("reads the environment only when asked, and names a bad variable", () => {
    const site = createSite(config, { env: { APP_ENV: "live" } });
    expect(site.config.appName).toBe("Test Hub");
    expect(() => site.env()).toThrow(EnvError);
    expect(() => site.env()).toThrow(/APP_ENV/);
  });
});

describe("the site's API client, within a request", () => {
  // A real API that never answers, but counts what it is asked.
  let asked = 0;
  const api = createServer(() => {
    asked += 1;
  });
  let base = "";

  beforeAll(async () => {
    base = `${await listenOnLoopback(api)}/test/core/v1`;
  });
  afterAll(() => closeServer(api));

  it("waits one attempt and the retry room in all, from its first call, then notes the failure", async () => {
    const timeoutMs = 600;
    const site = createSite(config, {
      env: { APP_API_URL: base, API_TIMEOUT_MS: String(timeoutMs) },
    });
    const outcome = await runInRequestContext("203.0.113.7", async () => {
      // Time before the first call (Next loading a route, say) is not the API's.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      const first = await site
        .api()
        .get("settings")
        .catch((error: unknown) => error);
      const afterFirst = Date.now() - started;
      const second = await site
        .api()
        .get("pages")
        .catch((error: unknown) => error);
      return { first, second, afterFirst, failure: requestContext()?.apiFailure };
    });
    expect(isApiError(outcome.first) && outcome.first.kind).toBe("timeout");
    expect(outcome.afterFirst).toBeGreaterThanOrEqual(timeoutMs + RETRY_ROOM_MS - 20);
    expect(outcome.afterFirst).toBeLessThan(timeoutMs + RETRY_ROOM_MS + 500);
    // The second call comes after the deadline: it fails unsent.
    expect(isApiError(outcome.second) && outcome.second.message).toContain("deadline");
    expect(outcome.failure).toEqual({ kind: "unavailable" });
    await expect.poll(() => asked).toBe(2);
    // The whole timeout counted against the API; the retry cut at the deadline did not.
    expect(apiHealthFor(base).state()).toBe("closed");
  });
});

import { createServer } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isApiError } from "@hub/api-client/client";
import { defineSiteConfig, SEO_PAGES } from "@hub/config/site-config";
import { EnvError } from "@hub/config/env";

import { apiHealthFor } from "./proxy/api-health.ts";
import { requestContext, runInRequestContext } from "./request-context.ts";
import { createSite, LATE_CALL_MS, RETRY_ROOM_MS } from "./site.ts";
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

  it("still sends a call made after the deadline while the API has not failed, briefly", async () => {
    // `settings` answers at once; `pages` never does.
    const halfHung = createServer((request, response) => {
      if (request.url?.endsWith("/settings")) {
        response.writeHead(200, { "content-type": "application/json" }).end('{"data":{}}');
      }
    });
    const halfHungBase = `${await listenOnLoopback(halfHung)}/test/core/v1`;
    const timeoutMs = 300;
    const site = createSite(config, {
      env: { APP_API_URL: halfHungBase, API_TIMEOUT_MS: String(timeoutMs) },
    });
    try {
      const outcome = await runInRequestContext("203.0.113.8", async () => {
        const api = site.api();
        await api.get("settings");
        // The page busy on its cores past the deadline, with every answer so far good.
        await new Promise((resolve) => setTimeout(resolve, timeoutMs + RETRY_ROOM_MS + 100));
        const late = await api.get("settings").catch((error: unknown) => error);
        const hungStarted = Date.now();
        const hung = await api.get("pages").catch((error: unknown) => error);
        const hungMs = Date.now() - hungStarted;
        const afterFailure = await api.get("organisations").catch((error: unknown) => error);
        return { late, hung, hungMs, afterFailure };
      });
      expect(outcome.late).toEqual({ data: {} });
      expect(isApiError(outcome.hung) && outcome.hung.kind).toBe("timeout");
      expect(outcome.hungMs).toBeGreaterThanOrEqual(LATE_CALL_MS - 20);
      expect(outcome.hungMs).toBeLessThan(LATE_CALL_MS + 500);
      // Once the API has failed the request, a call after the deadline fails unsent again.
      expect(isApiError(outcome.afterFailure) && outcome.afterFailure.message).toContain(
        "deadline",
      );
    } finally {
      await closeServer(halfHung);
    }
  });
});

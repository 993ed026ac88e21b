import { describe, expect, it } from "vitest";

import { EnvError, parseServerEnv, publicRuntimeConfig, resolveAnalytics } from "./env.ts";

const valid = {
  APP_API_URL: "http://localhost:4000/sutton/core/v1/",
  APP_FRONTEND_URL: "http://localhost:3000",
  APP_ENV: "staging",
};

describe("parseServerEnv", () => {
  it("parses a valid environment and trims trailing slashes", () => {
    const env = parseServerEnv({ ...valid, LIVE_SITE_URL: "https://hub.example.org" });
    expect(env).toEqual({
      APP_API_URL: "http://localhost:4000/sutton/core/v1",
      APP_FRONTEND_URL: "http://localhost:3000",
      APP_ENV: "staging",
      LIVE_SITE_URL: "https://hub.example.org",
    });
  });

  it("uses defaults for unset and empty variables", () => {
    const env = parseServerEnv(
      { APP_API_URL: "", SENTRY_DSN: "" },
      {
        APP_API_URL: "http://localhost:4000/bexley/core/v1",
        APP_FRONTEND_URL: "http://localhost:3001",
        APP_ENV: "development",
      },
    );
    expect(env.APP_API_URL).toBe("http://localhost:4000/bexley/core/v1");
    expect(env.APP_ENV).toBe("development");
    expect(env.SENTRY_DSN).toBeUndefined();
  });

  it.each([
    ["unset", undefined, undefined],
    ["empty", "", undefined],
    ["a number of milliseconds", "1500", 1500],
  ])("reads API_TIMEOUT_MS when %s", (_name, value, expected) => {
    expect(parseServerEnv({ ...valid, API_TIMEOUT_MS: value }).API_TIMEOUT_MS).toBe(expected);
  });

  it.each([
    ["unset", undefined, undefined],
    ["empty", "", undefined],
    ["an IPv4 address", "127.0.0.81", "127.0.0.81"],
    ["an IPv6 address", "::1", "::1"],
  ])("reads APP_API_LOCAL_ADDRESS when %s", (_name, value, expected) => {
    expect(parseServerEnv({ ...valid, APP_API_LOCAL_ADDRESS: value }).APP_API_LOCAL_ADDRESS).toBe(
      expected,
    );
  });

  const bad: [string, Record<string, string>, string][] = [
    [
      "APP_API_URL",
      { ...valid, APP_API_URL: "not a url" },
      'APP_API_URL must be an http(s) URL (got "not a url")',
    ],
    ["APP_API_URL", { ...valid, APP_API_URL: "ftp://x.org" }, "APP_API_URL must be an http(s) URL"],
    [
      "APP_ENV",
      { ...valid, APP_ENV: "prod" },
      'APP_ENV must be one of production, staging, development (got "prod")',
    ],
    ["LIVE_SITE_URL", { ...valid, LIVE_SITE_URL: "live" }, "LIVE_SITE_URL must be an http(s) URL"],
    ["SENTRY_DSN", { ...valid, SENTRY_DSN: "dsn" }, "SENTRY_DSN must be an http(s) URL"],
    ...["soon", "1.5", "0", "99", "60001"].map(
      (value): [string, Record<string, string>, string] => [
        "API_TIMEOUT_MS",
        { ...valid, API_TIMEOUT_MS: value },
        `API_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000 (got "${value}")`,
      ],
    ),
    ...["localhost", "127.0.0", "10.0.0.1/8"].map(
      (value): [string, Record<string, string>, string] => [
        "APP_API_LOCAL_ADDRESS",
        { ...valid, APP_API_LOCAL_ADDRESS: value },
        `APP_API_LOCAL_ADDRESS must be an IPv4 or IPv6 address (got "${value}")`,
      ],
    ),
    [
      "APP_FRONTEND_URL",
      { APP_API_URL: valid.APP_API_URL, APP_ENV: "production" },
      "APP_FRONTEND_URL is required",
    ],
  ];

  it.each(bad)("names %s when it is wrong", (variable, input, message) => {
    let caught: unknown;
    try {
      parseServerEnv(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as EnvError).variables).toContain(variable);
    expect((caught as EnvError).message).toContain(message);
  });
});

describe("publicRuntimeConfig", () => {
  it("holds exactly the six public keys", () => {
    const env = parseServerEnv({
      ...valid,
      SENTRY_DSN: "https://key@sentry.example.org/1",
      ANALYTICS_GA_ID: "G-123",
    });
    const config = publicRuntimeConfig(env, { appName: "Test Hub" });
    expect(config).toEqual({
      sentryDsn: "https://key@sentry.example.org/1",
      appFrontendUrl: "http://localhost:3000",
      environment: "staging",
      appName: "Test Hub",
      appApiUrl: "http://localhost:4000/sutton/core/v1",
      liveSite: null,
    });
  });
});

describe("resolveAnalytics", () => {
  const env = parseServerEnv(valid);
  const cases: [string, Record<string, string>, Parameters<typeof resolveAnalytics>[1], unknown][] =
    [
      ["nothing configured", {}, {}, null],
      [
        "the site config",
        {},
        { analytics: { type: "ga", id: "G-SITE" } },
        { type: "ga", id: "G-SITE" },
      ],
      [
        "a GA id from the env",
        { ANALYTICS_GA_ID: "G-ENV" },
        { analytics: { type: "ga", id: "G-SITE" } },
        { type: "ga", id: "G-ENV" },
      ],
      [
        "a GTM id from the env",
        { ANALYTICS_GTM_ID: "GTM-ENV", ANALYTICS_GA_ID: "G-ENV" },
        {},
        { type: "gtm", id: "GTM-ENV" },
      ],
    ];
  it.each(cases)("uses %s", (_name, extra, site, expected) => {
    expect(resolveAnalytics({ ...env, ...parseServerEnv({ ...valid, ...extra }) }, site)).toEqual(
      expected,
    );
  });
});

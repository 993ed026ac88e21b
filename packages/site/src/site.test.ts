import { describe, expect, it } from "vitest";
import { defineSiteConfig, SEO_PAGES } from "@hub/config/site-config";
import { EnvError } from "@hub/config/env";
import { createSite } from "./site.ts";

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

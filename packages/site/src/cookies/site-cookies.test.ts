import { describe, expect, it } from "vitest";

import type { SiteConfigInput } from "@hub/config/site-config";

import { CONSENT_COOKIE } from "../shell/consent.ts";
import { stubSite } from "../test/api-stub.ts";
import { cookiesSetBy, SITE_COOKIES } from "./site-cookies.ts";

const config = (extra: Partial<SiteConfigInput> = {}) =>
  stubSite(() => ({ status: 404, body: {} }), extra).site.config;

describe("the cookies a variant sets", () => {
  it.each([
    {
      name: "by default: consent and the three forms' answers",
      config: config(),
      analytics: null,
      names: ["hub_cookie_consent", "hub-referral", "hub-sign-up", "hub-feedback"],
    },
    {
      name: "no consent cookie when the variant asks nobody",
      config: config({ consent: { enabled: false } }),
      analytics: null,
      names: ["hub-referral", "hub-sign-up", "hub-feedback"],
    },
    {
      name: "favourites in a cookie, Google Analytics and Google Translate",
      config: config({
        clientStorage: "cookie",
        translate: { provider: "google", pageLanguage: "en" },
      }),
      analytics: { type: "ga" as const, id: "G-ABC123" },
      names: [
        "hub_cookie_consent",
        "hub-referral",
        "hub-sign-up",
        "hub-feedback",
        "hub%3Afavourites",
        "_ga",
        "_ga_ABC123",
        "googtrans",
      ],
    },
    {
      name: "the language cookie only with a choice of languages",
      config: config({
        i18n: {
          locales: [
            { code: "en", iso: "en-GB", name: "English" },
            { code: "cy", iso: "cy-GB", name: "Cymraeg" },
          ],
          defaultLocale: "en",
          strategy: "prefix_except_default",
          fallbackLocale: "en-US",
        },
      }),
      analytics: null,
      names: [
        "hub_cookie_consent",
        "hub-referral",
        "hub-sign-up",
        "hub-feedback",
        "i18n_redirected",
      ],
    },
  ])("$name", ({ config: siteConfig, analytics, names }) => {
    expect(cookiesSetBy(siteConfig, analytics).map((cookie) => cookie.name)).toEqual(names);
  });

  it("is where the consent form takes its cookie's name (not `cookie_consent`)", () => {
    expect(CONSENT_COOKIE).toBe(SITE_COOKIES.consent.name);
    expect(CONSENT_COOKIE).toBe("hub_cookie_consent");
  });
});

import { describe, expect, it } from "vitest";

import {
  DEFAULT_MAP_CENTRE,
  SEO_PAGES,
  defineSiteConfig,
  type SiteConfigInput,
} from "./site-config.ts";

const descriptions = Object.fromEntries(SEO_PAGES.map((page) => [page, `About ${page}`])) as Record<
  (typeof SEO_PAGES)[number],
  string
>;

const minimal: SiteConfigInput = {
  appName: "Test Hub",
  variant: "test",
  publicUrl: "https://hub.example.org/",
  contactEmail: "hub@example.org",
  boroughName: "Testborough",
  headerMenu: [{ label: "Home", href: "/" }],
  seo: { descriptions },
};

describe("defineSiteConfig", () => {
  it("fills every default", () => {
    const config = defineSiteConfig(minimal);
    expect(config.publicUrl).toBe("https://hub.example.org");
    expect(config.map.centre).toEqual({ lat: 51.4363444, lon: 0.1045023, zoom: 12 });
    expect(config.map.centre).toEqual(DEFAULT_MAP_CENTRE);
    expect(config.theme).toEqual({
      errorPage: "homeLink",
      relatedPagesPosition: "top",
      homeEventsFeed: false,
      categorySideboxesAsCards: true,
    });
    expect(config.i18n).toEqual({
      locales: [{ code: "en", iso: "en-GB", name: "English" }],
      defaultLocale: "en",
      strategy: "prefix_except_default",
      fallbackLocale: "en-US",
    });
    expect(config.consent).toEqual({ enabled: true });
    expect(config.referral.replyTime).toBe("10 working days");
    expect(config.referral.friendsAndFamilyTaxonomy).toBe("family-friend");
    expect(config.headerMenu[0]).toEqual({ label: "Home", href: "/", kind: "link" });
    expect(config.analytics).toBeUndefined();
    expect(config.routeRules).toEqual({});
    expect(config.clientStorage).toBe("local");
  });

  it("keeps what the variant sets", () => {
    const config = defineSiteConfig({
      ...minimal,
      analytics: { type: "gtm", id: "GTM-ABC123" },
      consent: {
        enabled: false,
        secondScriptKey: "key-1",
        secondScriptUrl: "https://cdn.consent.example/cc.js",
      },
      translate: { provider: "google" },
      theme: { relatedPagesPosition: "bottom", homeEventsFeed: true },
      routeRules: { "/duty-to-refer": { redirect: "https://example.org/dtr", status: 302 } },
      i18n: { strategy: "no_prefix" },
      clientStorage: "cookie",
    });
    expect(config.clientStorage).toBe("cookie");
    expect(config.analytics).toEqual({ type: "gtm", id: "GTM-ABC123" });
    expect(config.consent).toEqual({
      enabled: false,
      secondScriptKey: "key-1",
      secondScriptUrl: "https://cdn.consent.example/cc.js",
    });
    expect(config.translate).toEqual({ provider: "google", pageLanguage: "en" });
    expect(config.theme.relatedPagesPosition).toBe("bottom");
    expect(config.theme.errorPage).toBe("homeLink");
    expect(config.routeRules["/duty-to-refer"]).toEqual({
      redirect: "https://example.org/dtr",
      status: 302,
    });
    expect(config.i18n.strategy).toBe("no_prefix");
  });

  const invalid: [string, SiteConfigInput, string][] = [
    ["an empty app name", { ...minimal, appName: "" }, "appName:"],
    [
      "a short name a home screen would cut",
      { ...minimal, shortName: "Test Information Hub" },
      "shortName:",
    ],
    ["a variant with capitals", { ...minimal, variant: "Sutton" }, "variant: variant must be"],
    [
      "a consent script over plain HTTP",
      { ...minimal, consent: { secondScriptUrl: "http://cdn.consent.example/cc.js" } },
      "consent.secondScriptUrl: must be an https URL",
    ],
    ["a public URL that is not a URL", { ...minimal, publicUrl: "hub" }, "publicUrl:"],
    ["a bad contact email", { ...minimal, contactEmail: "nobody" }, "contactEmail:"],
    ["an empty header menu", { ...minimal, headerMenu: [] }, "headerMenu:"],
    [
      "an unknown client storage",
      { ...minimal, clientStorage: "indexeddb" as "local" },
      "clientStorage:",
    ],
    [
      "a latitude out of range",
      { ...minimal, map: { centre: { lat: 91, lon: 0, zoom: 12 } } },
      "map.centre.lat:",
    ],
    [
      "an unknown analytics type",
      { ...minimal, analytics: { type: "x" as "ga", id: "1" } },
      "analytics.type:",
    ],
    [
      "a missing SEO description",
      { ...minimal, seo: { descriptions: { ...descriptions, home: "" } } },
      "seo.descriptions.home:",
    ],
    [
      "a route rule not starting with /",
      { ...minimal, routeRules: { foo: { redirect: "/bar" } } },
      "routeRules.foo:",
    ],
    [
      "an unknown i18n strategy",
      { ...minimal, i18n: { strategy: "x" as "prefix" } },
      "i18n.strategy:",
    ],
    [
      "a default locale that is not listed",
      { ...minimal, i18n: { defaultLocale: "cy" } },
      "i18n.defaultLocale: i18n.defaultLocale must be one of i18n.locales",
    ],
  ];

  it.each(invalid)("rejects %s, naming the field", (_name, input, expected) => {
    expect(() => defineSiteConfig(input)).toThrow(expected);
  });
});

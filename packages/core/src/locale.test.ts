import { describe, expect, it } from "vitest";

import {
  detectBrowserLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_COOKIE_PATH,
  localeCookie,
  localisePath,
  parseLanguages,
  preferredLocaleRedirect,
  stripLocalePrefix,
} from "./locale.ts";

describe("constants", () => {
  it.each([
    [LOCALE_COOKIE, "i18n_redirected"],
    [LOCALE_COOKIE_MAX_AGE, 31_536_000],
    [LOCALE_COOKIE_PATH, "/"],
    [localeCookie("en"), "i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax"],
    [
      localeCookie("fr", { secure: true }),
      "i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    ],
  ])("%s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("browser locale", () => {
  it.each([
    [null, []],
    ["", []],
    ["en-GB,en;q=0.9,fr;q=0.8", ["en-GB", "en", "fr"]],
    ["fr;q=0.5, de, *;q=0.1, es;q=0", ["de", "fr"]],
    ["pl;q=oops, it", ["it"]],
    [
      [" en-GB ", "", "cy"],
      ["en-GB", "cy"],
    ],
  ] as const)("parseLanguages(%j) is %j", (input, expected) => {
    expect(parseLanguages(input)).toEqual(expected);
  });

  it.each([
    ["en-GB,en;q=0.9", ["en", "cy"], "en"],
    ["cy-GB,en;q=0.5", ["en", "cy"], "cy"],
    ["EN-gb", ["en-GB", "cy"], "en-GB"],
    ["en", ["cy", "en-US"], "en-US"],
    ["de,fr;q=0.9", ["en", "fr"], "fr"],
    ["de", ["en", "fr"], "en-US"],
    [undefined, ["en"], "en-US"],
    [["fr-CA", "en"], ["en", "fr"], "fr"],
  ] as const)("detectBrowserLocale(%j, %j) is %s", (input, supported, expected) => {
    expect(detectBrowserLocale(input, supported, "en-US")).toBe(expected);
  });
});

describe("localisePath", () => {
  it.each([
    ["/about", "en", "no_prefix", "/about"],
    ["/about", "fr", "no_prefix", "/about"],
    ["/about", "en", "prefix", "/en/about"],
    ["/", "en", "prefix", "/en"],
    ["", "fr", "prefix", "/fr"],
    ["/?q=1", "fr", "prefix", "/fr?q=1"],
    ["/#top", "fr", "prefix", "/fr#top"],
    ["/results?query=x", "fr", "prefix", "/fr/results?query=x"],
    ["/about", "en", "prefix_except_default", "/about"],
    ["/about", "fr", "prefix_except_default", "/fr/about"],
    ["/about", "en", "prefix_and_default", "/about"],
    ["/about", "fr", "prefix_and_default", "/fr/about"],
  ] as const)("localisePath(%j, %s, %s) is %j", (path, locale, strategy, expected) => {
    expect(localisePath(path, locale, { strategy, defaultLocale: "en" })).toBe(expected);
  });

  it.each([
    ["/fr/about", "en", "/about"],
    ["/fr", "cy", "/cy"],
    ["/fr?x=1", "en", "/?x=1"],
    ["/frankly", "cy", "/cy/frankly"],
    ["/cy/about", "fr", "/fr/about"],
  ])("switching %s to %s gives %s", (path, locale, expected) => {
    const options = {
      strategy: "prefix_except_default",
      defaultLocale: "en",
      locales: ["en", "fr", "cy"],
    } as const;
    expect(localisePath(path, locale, options)).toBe(expected);
  });

  it.each([
    ["/", "/"],
    ["/en/", "/"],
    ["/en/a/b", "/a/b"],
    ["/de/a", "/de/a"],
  ])("stripLocalePrefix(%s) is %s", (path, expected) => {
    expect(stripLocalePrefix(path, ["en"])).toBe(expected);
  });
});

describe("preferredLocaleRedirect", () => {
  const two = {
    locales: [
      { code: "en", iso: "en-GB", name: "English" },
      { code: "cy", iso: "cy-GB", name: "Cymraeg" },
    ],
    defaultLocale: "en",
    strategy: "prefix_except_default" as const,
  };

  it("honours the i18n_redirected cookie on the home page", () => {
    expect(preferredLocaleRedirect("/", "cy", "en-GB,en", two)).toBe("/cy");
    expect(preferredLocaleRedirect("/", "en", "cy", two)).toBeNull();
  });

  it("falls back to the browser's languages, then the default", () => {
    expect(preferredLocaleRedirect("/", undefined, "cy-GB;q=0.9,fr;q=0.5", two)).toBe("/cy");
    expect(preferredLocaleRedirect("/", "xx", "fr", two)).toBeNull();
  });

  it("leaves other pages, and sites with one locale, alone", () => {
    expect(preferredLocaleRedirect("/about", "cy", null, two)).toBeNull();
    expect(
      preferredLocaleRedirect("/", "cy", "cy", { ...two, locales: [two.locales[0]!] }),
    ).toBeNull();
  });
});

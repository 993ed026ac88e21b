import type { SeoPage } from "@hub/config/site-config";
import { SEO_PAGES } from "@hub/config/site-config";
import { describe, expect, it } from "vitest";

import {
  canonicalUrl,
  collectionTitle,
  errorPageText,
  errorTitle,
  eventTitle,
  metaDescription,
  pageDescription,
  pageTitle,
  profileTitle,
  referralTitle,
} from "./seo.ts";

const appName = "Sutton Information Hub";

describe("titles", () => {
  it.each([
    [pageTitle("Favourites", appName), "Favourites | Sutton Information Hub"],
    [pageTitle("  Search results ", appName), "Search results | Sutton Information Hub"],
    [pageTitle(undefined, appName), appName],
    [pageTitle(null, appName), appName],
    [pageTitle("   ", appName), appName],
    [pageTitle(appName, appName), appName],
    [eventTitle("Fun run"), "Fun run event"],
    [referralTitle("Food bank"), "Referral to Food bank"],
    [profileTitle("Age UK"), "Age UK profile"],
    [collectionTitle("Health", "Sutton"), "Health in Sutton"],
    [errorTitle(404, appName), "Page not found | Sutton Information Hub"],
    [
      errorTitle(500, appName),
      "Sorry, there is a problem with the service | Sutton Information Hub",
    ],
  ])("%s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [
      404,
      "Page not found",
      "If you typed the web address, check it is correct. If you pasted the web address, check you copied the entire address.",
    ],
    [500, "Sorry, there is a problem with the service", "Try again later."],
    [403, "Sorry, there is a problem with the service", "Try again later."],
  ])("errorPageText(%i) has its own wording", (status, title, body) => {
    const text = errorPageText(status);
    expect(text.title).toBe(title);
    expect(text.body).toBe(body);
    expect(text.categoryTitle.length).toBeGreaterThan(0);
  });

  it("uses different category headings for 404 and other errors", () => {
    expect(errorPageText(404).categoryTitle).not.toBe(errorPageText(500).categoryTitle);
  });
});

describe("descriptions", () => {
  const descriptions = Object.fromEntries(
    SEO_PAGES.map((page) => [page, `About the ${page} page`]),
  ) as Record<SeoPage, string>;

  it.each(SEO_PAGES.map((page) => [page]))("pageDescription reads %s from the config", (page) => {
    expect(pageDescription({ seo: { descriptions } }, page)).toBe(`About the ${page} page`);
  });

  it.each([
    ["<p>A <b>friendly</b> group.</p>", "A friendly group."],
    [`${"word ".repeat(40)}end`, `${"word ".repeat(32).trim()}...`],
    ["", "Fallback"],
    ["<p> </p>", "Fallback"],
    [null, "Fallback"],
    [undefined, "Fallback"],
  ])("metaDescription(%j) is %j", (text, expected) => {
    expect(metaDescription(text, "Fallback")).toBe(expected);
  });
});

describe("canonicalUrl", () => {
  it.each([
    ["/", {}, "https://hub.test/"],
    ["", {}, "https://hub.test/"],
    ["/about/", {}, "https://hub.test/about"],
    ["/results?query=food&utm_source=x#top", {}, "https://hub.test/results"],
    [
      "/events",
      { search: "?page=2&utm_source=x", keep: ["page"] },
      "https://hub.test/events?page=2",
    ],
    [
      "/events",
      { search: new URLSearchParams("a=1&a=2"), keep: ["a", "b"] },
      "https://hub.test/events?a=1&a=2",
    ],
    ["/events", { search: "utm=1", keep: ["page"] }, "https://hub.test/events"],
  ] as const)("canonicalUrl(%j, %j) is %s", (path, options, expected) => {
    expect(canonicalUrl("https://hub.test/", path, options)).toBe(expected);
  });
});

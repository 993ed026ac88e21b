import { describe, expect, it } from "vitest";

import type { RedirectDecision, RedirectLookups, RouteRules } from "./redirects.ts";
import {
  matchRouteRule,
  notFoundMessage,
  pageValidationNotFoundMessage,
  resolveRedirect,
} from "./redirects.ts";

const categories: Record<string, string> = {
  "cat-id": "health",
  health: "health",
  deep: "health/mental-health",
};
const personas: Record<string, string> = { "per-id": "carers", carers: "carers" };

function fakeLookups(calls: string[] = []): RedirectLookups {
  return {
    findCategory: (idOrSlug) => {
      calls.push(`category:${idOrSlug}`);
      const slug = categories[idOrSlug];
      return Promise.resolve(slug === undefined ? null : { slug });
    },
    findPersona: (idOrSlug) => {
      calls.push(`persona:${idOrSlug}`);
      const slug = personas[idOrSlug];
      return Promise.resolve(slug === undefined ? null : { slug });
    },
  };
}

const rules: RouteRules = {
  "/old-about": { redirect: "/about", status: 301 },
  "/covid": { redirect: "https://www.nhs.uk/covid", status: 302 },
  "/blog/**": { redirect: "/pages/news/**", status: 308 },
  "/blog/special/**": { redirect: "/pages/special", status: 307 },
  "/shop": { redirect: "/pages/shop?from=shop", status: 301 },
  "/results": { redirect: "/results", status: 301 },
};

const redirect = (
  location: string,
  status: 301 | 302 | 307 | 308 = 301,
  external = false,
): RedirectDecision => ({ kind: "redirect", status, location, external });

describe("resolveRedirect", () => {
  it.each<[string, RedirectDecision]>([
    ["/about", { kind: "next" }],
    ["/results?query=food", { kind: "next" }],
    ["/results?category=", { kind: "next" }],
    ["/services/x?search_term_other=1", { kind: "next" }],
    ["/old-about", redirect("/about")],
    ["/old-about/?x=1", redirect("/about?x=1")],
    ["/covid?x=1", redirect("https://www.nhs.uk/covid", 302, true)],
    ["/blog", redirect("/pages/news", 308)],
    ["/blog/2024/post", redirect("/pages/news/2024/post", 308)],
    ["/blog/special/one", redirect("/pages/special", 307)],
    ["/blogger", { kind: "next" }],
    ["/shop?x=1", redirect("/pages/shop?from=shop")],
    ["/collections/cat-id", redirect("/categories/cat-id")],
    ["/collections/categories?page=2", redirect("/categories/categories?page=2")],
    ["/collections/personas", redirect("/categories/personas")],
    ["/collections", redirect("/categories")],
    ["/collectionsx", { kind: "next" }],
    ["/results?search_term=food&postcode=SM1", redirect("/results?query=food&postcode=SM1")],
    ["/results?postcode=SM1&search_term=food", redirect("/results?postcode=SM1&query=food")],
    ["/results?query=kept&search_term=dropped", redirect("/results?query=kept")],
    ["/results?search_term=a&search_term=b", redirect("/results?query=a")],
    ["/results?category=cat-id&page=2", redirect("/categories/health?page=2")],
    ["/results/?category=deep", redirect("/categories/health/mental-health")],
    ["/results?persona=per-id&is_free=true", redirect("/personas/carers?is_free=true")],
    ["/results?category=health&persona=carers", redirect("/categories/health?persona=carers")],
    ["/results?search_term=food&category=health", redirect("/categories/health?query=food")],
    [
      "/results?category=nope",
      { kind: "notFound", message: "Category not found", collection: "category" },
    ],
    [
      "/results?persona=nope",
      { kind: "notFound", message: "Persona not found", collection: "persona" },
    ],
    ["/services/x?category=nope", { kind: "next" }],
  ])("%s", async (path, expected) => {
    const url = new URL(path, "https://hub.test");
    await expect(resolveRedirect(url, fakeLookups(), rules)).resolves.toEqual(expected);
  });

  it.each([
    ["/results?category=cat-id", ["category:cat-id"]],
    ["/results?persona=carers", ["persona:carers"]],
    ["/results?query=x", []],
    ["/old-about?category=cat-id", []],
  ])("%s looks up only what it needs: %j", async (path, expected) => {
    const calls: string[] = [];
    await resolveRedirect(new URL(path, "https://hub.test"), fakeLookups(calls), rules);
    expect(calls).toEqual(expected);
  });

  it("works without route rules", async () => {
    const url = new URL("https://hub.test/collections/x");
    await expect(resolveRedirect(url, fakeLookups())).resolves.toEqual(redirect("/categories/x"));
  });
});

describe("matchRouteRule", () => {
  it.each([
    ["/old-about", { target: "/about", status: 301 }],
    ["/blog/a", { target: "/pages/news/a", status: 308 }],
    ["/nothing", null],
  ])("%s → %j", (path, expected) => {
    expect(matchRouteRule(path, rules)).toEqual(expected);
  });
});

describe("not-found messages", () => {
  it.each([
    [notFoundMessage("/nope"), "Page not found: /nope"],
    [pageValidationNotFoundMessage("/pages/x"), "Page Not Found: /pages/x"],
  ])("%s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

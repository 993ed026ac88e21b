import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { TEMPLATE_DIR } from "../variant/layer.ts";
import { apiLimitOf, internalPath, isPerRequestPage, menuSection } from "./internal-path.ts";

const menu = [
  { label: "Home", href: "/", kind: "link" },
  { label: "Events", href: "/events", kind: "link" },
  { label: "About", href: "/about", kind: "link" },
] as const;

describe("pages rendered per request", () => {
  it.each([
    { path: "/undecided/results", perRequest: true },
    { path: "/accepted.m1/events/_filtered", perRequest: true },
    { path: "/undecided/categories/_filtered/health", perRequest: true },
    { path: "/undecided/favourites/_filtered", perRequest: true },
    { path: "/undecided/feedback", perRequest: true },
    { path: "/undecided/services/x/referral", perRequest: true },
    { path: "/undecided/get-involved/sign-up", perRequest: true },
    { path: "/undecided/pages/search", perRequest: true },
    { path: "/undecided/service-unavailable", perRequest: true },
    { path: "/rejected.m2/_problem/not-found", perRequest: true },
    { path: "/undecided/_problem/category", perRequest: false },
    { path: "/undecided/events", perRequest: false },
    { path: "/undecided/services/x", perRequest: false },
    { path: "/undecided/pages/results", perRequest: false },
    { path: "/undecided", perRequest: false },
  ])("$path: $perRequest", ({ path, perRequest }) => {
    expect(isPerRequestPage(path)).toBe(perRequest);
  });
});

describe("internal paths", () => {
  it.each([
    { path: "/", section: 0 },
    { path: "/events", section: 1 },
    { path: "/events/quiz-night", section: 1 },
    { path: "/about", section: 2 },
    { path: "/services/lunch-club", section: null },
  ])("$path belongs to menu item $section", ({ path, section }) => {
    expect(menuSection(menu, path)).toBe(section);
  });

  it.each([
    // Cached pages: the view in front, the query left as it was.
    { url: "/", to: "/undecided.m0" },
    { url: "/services/lunch-club?utm=x", to: "/undecided/services/lunch-club?utm=x" },
    { url: "/results?query=help&page=2", to: "/undecided/results?query=help&page=2" },
    // Paged lists: the page number moves into the view.
    { url: "/organisations/age-uk?page=3", to: "/undecided.p3/organisations/age-uk" },
    { url: "/locations?page=2", to: "/undecided.p2/locations" },
    { url: "/events?page=2", to: "/undecided.m1.p2/events" },
    { url: "/categories/health?page=1", to: "/undecided/categories/health" },
    { url: "/categories/health/all?page=4", to: "/undecided.p4/categories/health/all" },
    // Searched lists go to their per-request twin with the whole query.
    { url: "/events?query=yoga&page=2", to: "/undecided.m1/events/_filtered?query=yoga&page=2" },
    {
      url: "/categories/health?is_free=true",
      to: "/undecided/categories/_filtered/health?is_free=true",
    },
    {
      url: "/personas/carers?postcode=SM1",
      to: "/undecided/personas/_filtered/carers?postcode=SM1",
    },
    {
      url: "/organisations/age-uk?open=now&page=2",
      to: "/undecided/organisations/_filtered/age-uk?open=now&page=2",
    },
    // A page number a view cannot carry: the twin (lists) or the first page (the rest).
    { url: "/events?page=-1", to: "/undecided.m1/events/_filtered?page=-1" },
    { url: "/events?page=1&page=2", to: "/undecided.m1/events/_filtered?page=1&page=2" },
    { url: "/locations?page=99999", to: "/undecided/locations?page=99999" },
    // A shared favourites list is rendered per request; the saved list stays cached.
    { url: "/favourites", to: "/undecided/favourites" },
    { url: "/favourites?utm_source=mail", to: "/undecided/favourites?utm_source=mail" },
    { url: "/favourites?ids=a,b", to: "/undecided/favourites/_filtered?ids=a%2Cb" },
    { url: "/favourites?events=e", to: "/undecided/favourites/_filtered?events=e" },
    { url: "/favourites/items?services=a", to: "/undecided/favourites/items?services=a" },
  ])("$url is served from $to", ({ url, to }) => {
    const { pathname, searchParams } = new URL(url, "https://hub.test");
    expect(internalPath(pathname, searchParams, "undecided", menu)).toBe(to);
  });
});

describe("the limit a request counts against", () => {
  it.each([
    { url: "/organisations/age-uk", limit: null },
    { url: "/organisations/age-uk?page=2", limit: null },
    { url: "/organisations/age-uk?open=now", limit: "search" },
    { url: "/categories/health?is_free=true", limit: "search" },
    { url: "/results", limit: "search" },
  ])("$url: $limit", ({ url, limit }) => {
    const { pathname, searchParams } = new URL(url, "https://hub.test");
    expect(apiLimitOf(pathname, searchParams)).toBe(limit);
  });
});

describe("the pages rendered per request, against the route files", () => {
  // The one route tree every variant is generated from (docs/decisions/0026).
  const views = path.join(TEMPLATE_DIR, "app/[view]");
  const pages = readdirSync(views, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith("page.tsx"),
  );

  /** A path the route answers, under a view: groups dropped, each dynamic segment filled in. */
  function examplePath(file: string): string {
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment))
      .map((segment) => (segment.startsWith("[") ? "x" : decodeURIComponent(segment)));
    return ["", "undecided", ...segments].join("/");
  }

  it("finds the route files", () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages)("%s", (file) => {
    const source = readFileSync(path.join(views, file), "utf8");
    const perRequest = source.includes('export const dynamic = "force-dynamic"');
    expect(isPerRequestPage(examplePath(file))).toBe(perRequest);
  });
});

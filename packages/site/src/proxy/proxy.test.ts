import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { KEEPABLE_PAGE_HEADER } from "../shell/headers.ts";
import { stubSite } from "../test/api-stub.ts";
import type { StubHandler } from "../test/api-stub.ts";
import { category as categoryOf, persona as personaOf, settings } from "../test/shell-stub.ts";
import { createProxy, HEALTH_TTL_MS } from "./proxy.ts";

const category = categoryOf({ slug: "health-and-wellbeing" });
const persona = personaOf({ slug: "older-people" });

/** An API that knows one category and one persona, by id or slug, unless it is down. */
function api(down: { value: boolean }): StubHandler {
  return ({ path }) => {
    if (down.value) return { status: 503, body: { message: "down" } };
    if (path === "settings") return { body: { data: settings() } };
    if (path === "collections/categories/c-1" || path === `collections/categories/${category.slug}`)
      return { body: { data: category } };
    if (path === "collections/personas/p-1") return { body: { data: persona } };
    return { status: 404, body: { message: "" } };
  };
}

function setup(routeRules = {}) {
  const down = { value: false };
  let clock = 0;
  const fetched: string[] = [];
  const { site, requests } = stubSite(api(down), { routeRules });
  const proxy = createProxy(site, {
    now: () => clock,
    fetchPage: (url) => {
      fetched.push(url.pathname);
      return Promise.resolve(new Response("<h1>Sorry</h1>"));
    },
  });
  const get = (path: string, accept = "text/html") =>
    proxy(new NextRequest(`https://hub.test${path}`, { headers: { accept } }));
  return {
    get,
    down,
    fetched,
    requests,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe("proxy", () => {
  it.each([
    { path: "/collections/health", status: 301, location: "https://hub.test/categories/health" },
    {
      path: "/results?search_term=tea",
      status: 301,
      location: "https://hub.test/results?query=tea",
    },
    {
      path: "/results?category=c-1&is_free=true",
      status: 301,
      location: "https://hub.test/categories/health-and-wellbeing?is_free=true",
    },
    {
      path: "/results?persona=p-1",
      status: 301,
      location: "https://hub.test/personas/older-people",
    },
    { path: "/old-page", status: 308, location: "https://hub.test/about" },
    { path: "/partner", status: 302, location: "https://partner.test/" },
  ])("redirects $path with $status", async ({ path, status, location }) => {
    const { get } = setup({
      "/old-page": { redirect: "/about", status: 308 },
      "/partner": { redirect: "https://partner.test/", status: 302 },
    });
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBe(location);
  });

  it.each([
    { path: "/results?category=nope", page: "/_problem/category", status: 404 },
    { path: "/results?persona=nope", page: "/_problem/persona", status: 404 },
    { path: "/services/%E0%A4%A", page: "/_problem/invalid-address", status: 400 },
    { path: "/personas/%00", page: "/_problem/invalid-address", status: 400 },
    { path: `/results?query=${"a".repeat(9000)}`, page: "/_problem/address-too-long", status: 400 },
  ])("answers $path with a $status and the page $page", async ({ path, page, status }) => {
    const { get, fetched } = setup();
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe("<h1>Sorry</h1>");
    expect(fetched).toEqual([page]);
  });

  it.each([
    { path: "/about?x=1&_rsc=abc", cookie: "", to: "/undecided.m0/about?x=1&_rsc=abc" },
    { path: "/", cookie: "hub_cookie_consent=accepted", to: "/accepted" },
    {
      path: "/events?page=2",
      cookie: "hub_cookie_consent=rejected:hidden",
      to: "/rejected-hidden.p2/events",
    },
    { path: "/events?query=yoga", cookie: "", to: "/undecided/events/_filtered?query=yoga" },
  ])("serves $path with the cookie “$cookie” from $to", async ({ path, cookie, to }) => {
    const { site } = stubSite(api({ value: false }), {
      headerMenu: [{ label: "About", href: "/about" }],
    });
    const response = await createProxy(site)(
      new NextRequest(`https://hub.test${path}`, { headers: { accept: "text/html", cookie } }),
    );
    expect(response.headers.get("x-middleware-rewrite")).toBe(`https://hub.test${to}`);
  });

  it.each([
    { path: "/results?query=yoga", method: "GET", keepable: "1" },
    { path: "/events?query=yoga", method: "GET", keepable: "1" },
    { path: "/results?query=yoga", method: "HEAD", keepable: null },
    { path: "/events", method: "GET", keepable: null },
    { path: "/feedback", method: "GET", keepable: null },
  ])("marks $method $path keepable: $keepable", async ({ path, method, keepable }) => {
    const { site } = stubSite(api({ value: false }));
    const response = await createProxy(site)(
      new NextRequest(`https://hub.test${path}`, { method, headers: { accept: "text/html" } }),
    );
    expect(response.headers.get(KEEPABLE_PAGE_HEADER)).toBe(keepable);
  });

  it("serves the outage page with a 503 while the API is down, checking it once per TTL", async () => {
    const { get, down, fetched, requests, advance } = setup();
    down.value = true;
    const first = await get("/about");
    expect(first.status).toBe(503);
    expect(first.headers.get("retry-after")).toBe("60");
    expect(await first.text()).toBe("<h1>Sorry</h1>");
    expect(fetched).toEqual(["/service-unavailable"]);

    down.value = false;
    expect((await get("/about")).status).toBe(503);
    advance(HEALTH_TTL_MS);
    expect((await get("/about")).status).toBe(200);
    expect(requests.filter((request) => request.path === "settings")).toHaveLength(2);
  });

  it.each([
    { name: "the outage page itself", path: "/service-unavailable", accept: "text/html" },
    { name: "a JSON request", path: "/about", accept: "application/json" },
  ])("does not check the API for $name", async ({ path, accept }) => {
    const { get, down, requests } = setup();
    down.value = true;
    const response = await get(path, accept);
    expect(response.status).toBe(200);
    expect(requests).toHaveLength(0);
  });
});

import { randomUUID } from "node:crypto";

import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { takeRenderNonce } from "../cache/render-nonces.ts";
import { runInRequestContext } from "../request-context.ts";
import { stubSite } from "../test/api-stub.ts";
import type { StubHandler } from "../test/api-stub.ts";
import { category as categoryOf, persona as personaOf, settings } from "../test/shell-stub.ts";
import { createProxy } from "./proxy.ts";

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
  const fetched: string[] = [];
  const { site, requests } = stubSite(api(down), { routeRules });
  const proxy = createProxy(site, {
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
    { path: "/about?x=1", cookie: "", to: "/undecided.m0/about?x=1" },
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
    expect(response.headers.get("x-middleware-request-x-hub-view-path")).toBe(to.split("?")[0]);
  });

  it.each([
    { name: "no cookie", cookie: "", view: "/undecided" },
    { name: "accepted", cookie: "hub_cookie_consent=accepted", view: "/accepted" },
    {
      name: "two cookies, accepted last (the cache-poisoning order)",
      cookie: "hub_cookie_consent=rejected; hub_cookie_consent=accepted:hidden",
      view: "/undecided",
    },
    {
      name: "two cookies, accepted first",
      cookie: "hub_cookie_consent=accepted:hidden; hub_cookie_consent=rejected",
      view: "/undecided",
    },
    {
      name: "a percent-encoded choice",
      cookie: "hub_cookie_consent=%61ccepted%3Ahidden",
      view: "/undecided",
    },
    { name: "a quoted choice", cookie: 'hub_cookie_consent="accepted"', view: "/undecided" },
  ])("reads a consent cookie that is $name as the $view view", async ({ cookie, view }) => {
    const { site } = stubSite(api({ value: false }));
    const response = await createProxy(site)(
      new NextRequest("https://hub.test/", { headers: { accept: "text/html", cookie } }),
    );
    // The stub's menu has one item, home, so the home page is in section 0.
    expect(response.headers.get("x-middleware-request-x-hub-view-path")).toBe(`${view}.m0`);
  });

  it.each([
    { name: "a search", path: "/results?query=yoga", method: "GET", ownPolicy: true },
    { name: "a filtered list", path: "/events?query=yoga", method: "GET", ownPolicy: true },
    { name: "a form", path: "/services/x/referral", method: "GET", ownPolicy: true },
    { name: "a form's answers", path: "/feedback/send", method: "POST", ownPolicy: true },
    { name: "a cached list", path: "/events", method: "GET", ownPolicy: false },
    { name: "a cached page", path: "/services/x", method: "GET", ownPolicy: false },
  ])(
    "gives Next the request's nonce, and $name the nonce's policy: $ownPolicy",
    async ({ path, method, ownPolicy }) => {
      const { site } = stubSite(api({ value: false }));
      const response = await createProxy(site)(
        new NextRequest(`https://hub.test${path}`, { method, headers: { accept: "text/html" } }),
      );
      // Next reads the nonce from the request's CSP, which the proxy overrides.
      const given = response.headers.get("x-middleware-request-content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(given)?.[1] ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(
        response.headers.get("content-security-policy")?.includes(`'nonce-${nonce}'`) ?? false,
      ).toBe(ownPolicy);
      // A cached page's render can be given the policy of this nonce, and only of this one.
      const viewPath = response.headers.get("x-middleware-request-x-hub-view-path") ?? "";
      expect(takeRenderNonce(viewPath, `<script nonce="${nonce}"></script>`)).toBe(
        ownPolicy ? null : nonce,
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );

  it("gives every request a nonce of its own", async () => {
    const { site } = stubSite(api({ value: false }));
    const proxy = createProxy(site);
    const nonces = [];
    for (let index = 0; index < 20; index += 1) {
      const response = await proxy(
        new NextRequest("https://hub.test/results?query=a", { headers: { accept: "text/html" } }),
      );
      nonces.push(
        /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1],
      );
    }
    expect(new Set(nonces).size).toBe(20);
  });

  it("replaces a CSP the client sent, which Next would otherwise take its nonce from", async () => {
    const { site } = stubSite(api({ value: false }));
    const response = await createProxy(site)(
      new NextRequest("https://hub.test/about", {
        headers: {
          accept: "text/html",
          "content-security-policy": "script-src 'nonce-chosenbytheclient'",
          "content-security-policy-report-only": "script-src 'nonce-chosenbytheclient'",
        },
      }),
    );
    const overrides = [...response.headers.entries()].filter(([name]) =>
      name.startsWith("x-middleware-request-content-security-policy"),
    );
    expect(overrides.map(([, value]) => value).join(" ")).not.toContain("chosenbytheclient");
  });

  it("answers a visitor's search past the limit with a 429 page, and another visitor as before", async () => {
    const { site } = stubSite(api({ value: false }));
    const fetched: string[] = [];
    const proxy = createProxy(site, {
      fetchPage: (url) => {
        fetched.push(url.pathname);
        return Promise.resolve(new Response("<h1>Too many requests</h1>"));
      },
    });
    const search = (visitor: string, path = "/results?query=yoga") =>
      runInRequestContext(visitor, () =>
        proxy(new NextRequest(`https://hub.test${path}`, { headers: { accept: "text/html" } })),
      );
    const statuses = [];
    for (let index = 0; index < 61; index += 1) {
      statuses.push(
        (await search("198.51.100.61", index % 2 === 0 ? "/results?query=a" : "/events?query=b"))
          .status,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    const refused = await search("198.51.100.61");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(fetched.at(-1)).toBe("/_problem/too-many-requests");
    // Browsing is not searching, and another visitor searches on.
    expect((await search("198.51.100.61", "/events?page=2")).status).toBe(200);
    expect((await search("198.51.100.62")).status).toBe(200);
  });

  const SAVED = "3fa85f64-5717-4562-b3fc-2c963f66afa6";

  it.each<{ name: string; path: string; accept: string; method?: string }>([
    { name: "a search asking for JSON", path: "/results?query=yoga", accept: "application/json" },
    { name: "a search posted", path: "/results?query=yoga", accept: "*/*", method: "POST" },
    { name: "a search with no Accept", path: "/results?query=yoga", accept: "" },
    {
      name: "a filtered list's navigation",
      path: "/events?query=b",
      accept: "text/x-component",
    },
    { name: "a results category lookup", path: "/results?category=c-1", accept: "text/html" },
    { name: "the information search", path: "/pages/search?query=tea", accept: "application/json" },
    { name: "saved favourites' items", path: `/favourites/items?services=${SAVED}`, accept: "*/*" },
    { name: "a shared list", path: `/favourites?ids=${SAVED}`, accept: "application/json" },
  ])(
    "counts $name against the visitor's limit, whatever it accepts",
    async ({ path, accept, method = "GET" }) => {
      const { site } = stubSite(api({ value: false }));
      const proxy = createProxy(site, {
        fetchPage: () => Promise.resolve(new Response("<h1>Too many requests</h1>")),
      });
      // A visitor of this case's own: the limiters are the process's, shared by every test.
      const visitor = `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
      const send = () =>
        runInRequestContext(visitor, () =>
          proxy(new NextRequest(`https://hub.test${path}`, { method, headers: { accept } })),
        );
      const statuses = [];
      for (let index = 0; index < 60; index += 1) statuses.push((await send()).status);
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    },
  );

  it("counts nothing that reads the API through Next's cache", async () => {
    const { site } = stubSite(api({ value: false }));
    const proxy = createProxy(site);
    const paths = [
      "/events?page=2",
      "/favourites",
      "/services/x",
      "/services/x/referral",
      "/about",
    ];
    const statuses = new Set<number>();
    for (let index = 0; index < 70; index += 1) {
      for (const path of paths) {
        const request = new NextRequest(`https://hub.test${path}`, { headers: { accept: "*/*" } });
        statuses.add((await runInRequestContext("198.51.100.19", () => proxy(request))).status);
      }
    }
    expect([...statuses]).toEqual([200]);
  });

  it("answers a form page a visitor was sent back to for sending too often with a 429", async () => {
    const { site } = stubSite(api({ value: false }));
    const asked: URL[] = [];
    const proxy = createProxy(site, {
      origin: () => "http://127.0.0.1:3999",
      fetchPage: (url, init) => {
        asked.push(url);
        expect(init.headers.cookie).toBe("hub-referral.0=sealed");
        return Promise.resolve(new Response("<h1>Check your answers</h1>"));
      },
    });
    const response = await proxy(
      new NextRequest("https://hub.test/services/x/referral?step=consent&limited=42", {
        headers: { accept: "text/html", cookie: "hub-referral.0=sealed" },
      }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
    expect(await response.text()).toBe("<h1>Check your answers</h1>");
    expect(asked.map(String)).toEqual(["http://127.0.0.1:3999/services/x/referral?step=consent"]);
  });

  it("lets a page through while the API is down, without asking it, so a cached page is served", async () => {
    const { get, down, fetched, requests } = setup();
    down.value = true;
    const response = await get("/about");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(fetched).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it("serves the outage page with a 503 when a category lookup finds the API down", async () => {
    const { get, down, fetched } = setup();
    down.value = true;
    const response = await get("/results?category=c-1");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.text()).toBe("<h1>Sorry</h1>");
    expect(fetched).toEqual(["/service-unavailable"]);
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

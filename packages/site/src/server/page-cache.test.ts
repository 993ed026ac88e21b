import type { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import { createPageCache, isReusablePage, pageCacheKey, pageHeaders } from "./page-cache.ts";

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, url, headers: { accept: "text/html", ...headers } }) as unknown as IncomingMessage;

describe("page cache", () => {
  it.each([
    { name: "a page view", req: request("GET", "/about"), key: "undecided /about" },
    {
      name: "a visitor who accepted",
      req: request("GET", "/about?x=1", { cookie: "a=1; hub_cookie_consent=accepted" }),
      key: "accepted /about?x=1",
    },
    { name: "a POST", req: request("POST", "/about"), key: null },
    { name: "a client navigation", req: request("GET", "/about", { rsc: "1" }), key: null },
    { name: "a JSON request", req: request("GET", "/about", { accept: "*/*" }), key: null },
  ])("$name has the key $key", ({ req, key }) => {
    expect(pageCacheKey(req, true)).toBe(key);
  });

  it("keys every visitor alike when the variant asks nobody about cookies", () => {
    const req = request("GET", "/", { cookie: "hub_cookie_consent=rejected" });
    expect(pageCacheKey(req, false)).toBe("off /");
  });

  it.each([
    { status: 200, headers: { "x-nextjs-cache": "HIT", "content-type": "text/html" }, ok: true },
    { status: 200, headers: { "x-nextjs-cache": "MISS", "content-type": "text/html" }, ok: true },
    { status: 200, headers: { "content-type": "text/html" }, ok: false },
    { status: 404, headers: { "x-nextjs-cache": "HIT", "content-type": "text/html" }, ok: false },
    {
      status: 200,
      headers: { "x-nextjs-cache": "HIT", "content-type": "text/html", "set-cookie": "a=1" },
      ok: false,
    },
    {
      status: 200,
      headers: { "x-nextjs-cache": "HIT", "content-type": "text/x-component" },
      ok: false,
    },
  ])("a $status with $headers is reusable: $ok", ({ status, headers, ok }) => {
    expect(isReusablePage(status, headers)).toBe(ok);
  });

  it("keeps the page's headers, not the response's", () => {
    expect(
      pageHeaders({
        "content-type": "text/html",
        "content-security-policy": "x",
        "content-length": "10",
        vary: "rsc",
      }),
    ).toEqual({ "content-type": "text/html", vary: "rsc" });
  });

  it("forgets a page after its time, the oldest page when full, and everything on clear", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2, now: () => clock });
    const page = (body: string) => ({ status: 200, headers: {}, body: Buffer.from(body) });
    cache.set("a", page("a"));
    cache.set("b", page("b"));
    cache.set("c", page("c"));
    expect(cache.get("a")).toBeNull();
    expect(cache.get("c")?.body.toString()).toBe("c");
    clock = 1000;
    expect(cache.get("b")).toBeNull();
    cache.set("d", page("d"));
    cache.clear();
    expect(cache.get("d")).toBeNull();
  });
});

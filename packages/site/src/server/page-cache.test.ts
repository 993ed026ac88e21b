import type { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import { nonceTemplate } from "./add-nonce.ts";
import { createPageCache, isReusablePage, pageCacheKey, pageHeaders } from "./page-cache.ts";
import type { CachedPage } from "./page-cache.ts";

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
    { status: 200, headers: { "x-hub-keepable": "1", "content-type": "text/html" }, ok: true },
    { status: 500, headers: { "x-hub-keepable": "1", "content-type": "text/html" }, ok: false },
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
        "content-encoding": "br",
        vary: "rsc",
      }),
    ).toEqual({ "content-type": "text/html", vary: "rsc" });
  });

  const page = (body: string) => ({
    status: 200,
    headers: {},
    html: nonceTemplate(Buffer.from(body)),
  });
  const bodyOf = (cached: CachedPage | null) =>
    cached === null ? null : Buffer.concat(cached.html).toString();

  it("forgets a page whose fresh copy did not come, at once", () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, refreshMs: 10_000, now: () => clock });
    cache.set("a", page("old"));
    clock = 1000;
    expect(cache.get("a")).toBeNull();
    expect(bodyOf(cache.get("a"))).toBe("old");
    cache.forget("a");
    expect(cache.get("a")).toBeNull();
  });

  it("forgets the oldest page when full, and everything on clear", () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set("a", page("a"));
    cache.set("b", page("b"));
    cache.set("c", page("c"));
    expect(cache.get("a")).toBeNull();
    expect(bodyOf(cache.get("c"))).toBe("c");
    cache.clear();
    expect(cache.get("b")).toBeNull();
  });

  it.each([
    {
      name: "serves a page until its time is up",
      steps: [{ at: 999, expect: "old" }],
    },
    {
      name: "sends the first asker after its time for a fresh copy and the others the old one",
      steps: [
        { at: 1000, expect: null },
        { at: 1001, expect: "old" },
        { at: 10_999, expect: "old" },
      ],
    },
    {
      name: "serves the fresh copy once it is kept",
      steps: [
        { at: 1000, expect: null },
        { at: 1500, store: "new", expect: "new" },
        { at: 2499, expect: "new" },
        { at: 2500, expect: null },
      ],
    },
    {
      name: "drops the old page when the fresh copy never comes",
      steps: [
        { at: 1000, expect: null },
        { at: 11_000, expect: null },
        { at: 11_001, expect: null },
      ],
    },
  ])("$name", ({ steps }) => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 1000, refreshMs: 10_000, now: () => clock });
    cache.set("a", page("old"));
    for (const step of steps) {
      clock = step.at;
      if ("store" in step && step.store !== undefined) cache.set("a", page(step.store));
      expect(bodyOf(cache.get("a"))).toBe(step.expect);
    }
  });
});

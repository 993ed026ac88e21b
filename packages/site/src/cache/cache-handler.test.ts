import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

import {
  addPagePolicy,
  NO_SCRIPT_POLICY,
  notFoundPagePath,
  readyToStore,
  withServerRenderedNotFound,
} from "./cache-handler.ts";
import { requestContext, runInRequestContext } from "../request-context.ts";
import { issueRenderNonce, setPagePolicy } from "./render-nonces.ts";

type Value = Parameters<typeof addPagePolicy>[1];

type Owner = { kind: string; sourceRoute: string };
const { getRouteCacheKey } = createRequire(import.meta.url)(
  "next/dist/server/lib/route-cache-key",
) as { getRouteCacheKey: (pathname: string, owner: Owner) => string };
/** The key Next stores an app page under (next-internals/route-cache.ts). */
const key = (path: string) =>
  getRouteCacheKey(path, { kind: "APP_PAGE", sourceRoute: "/[view]/(content)/about/page" });

const page = (html: string, status = 200) =>
  ({
    kind: "APP_PAGE",
    html,
    status,
    headers: { "x-next-cache-tags": "a" },
  }) as unknown as Value & {
    html: string;
    status: number;
    headers: Record<string, string>;
  };

describe("addPagePolicy", () => {
  setPagePolicy((sources) => `script-src ${sources.join(" ")} 'strict-dynamic'`);

  it("stores a page with the policy of the nonce a request for it was given and its render used", () => {
    issueRenderNonce("/undecided/about", "render-nonce");
    const value = page('<script nonce="render-nonce">self.__next_f=[]</script>');
    expect(addPagePolicy(key("/undecided/about"), value)).toBe(true);
    expect(value.headers).toEqual({
      "x-next-cache-tags": "a",
      "content-security-policy": "script-src 'nonce-render-nonce' 'strict-dynamic'",
    });
  });

  it.each([
    { name: "a nonce given for another page", issuedFor: "/undecided/contact" },
    { name: "a nonce nobody was given", issuedFor: null },
  ])("gives a page rendered with $name a policy that runs no script", ({ issuedFor }) => {
    if (issuedFor !== null) issueRenderNonce(issuedFor, "elsewhere");
    const value = page('<script nonce="elsewhere">x()</script>');
    expect(addPagePolicy(key("/undecided/events"), value)).toBe(false);
    expect(value.headers["content-security-policy"]).toBe(NO_SCRIPT_POLICY);
  });

  it("stores a page kept under a key of its own (not-found) with the nonce of the request it was rendered for", () => {
    const value = page('<script nonce="this-request">x()</script>');
    runInRequestContext("203.0.113.1", () => {
      const context = requestContext();
      if (context !== undefined) context.nonce = "this-request";
      addPagePolicy(key("/_not-found"), value);
    });
    expect(value.headers["content-security-policy"]).toBe(
      "script-src 'nonce-this-request' 'strict-dynamic'",
    );
  });

  it("leaves anything but a page alone", () => {
    const value = { kind: "FETCH", data: { body: "{}" } } as unknown as Value;
    addPagePolicy(key("/x"), value);
    expect(value).toEqual({ kind: "FETCH", data: { body: "{}" } });
  });
});

describe("withServerRenderedNotFound", () => {
  const empty = '<html id="__next_error__"><head></head><body></body></html>';
  const rendered = new Response("<html><body><h1>Page not found</h1></body></html>", {
    status: 404,
    headers: { "content-security-policy": "script-src 'nonce-other'" },
  });

  it.each([
    {
      appPath: "/accepted-hidden.m1/events/nope",
      path: "/_problem/not-found?path=%2Fevents%2Fnope",
      cookie: "hub_cookie_consent=accepted:hidden",
    },
    {
      appPath: "/undecided/services/nope",
      path: "/services/_unavailable",
      cookie: null,
    },
    {
      appPath: "/brand/about",
      path: "/_problem/not-found?path=%2Fbrand%2Fabout",
      cookie: null,
    },
  ])(
    "puts the site's own page in place of Next's empty 404 for $appPath",
    async ({ appPath, path, cookie }) => {
      const value = page(empty, 404);
      const asked: [string, string | null][] = [];
      await withServerRenderedNotFound(key(appPath), value, (target, sentCookie) => {
        asked.push([target, sentCookie]);
        return Promise.resolve(rendered.clone());
      });
      expect(asked).toEqual([[path, cookie]]);
      expect(value.html).toContain("<h1>Page not found</h1>");
      expect(value.headers["content-security-policy"]).toBe("script-src 'nonce-other'");
    },
  );

  it.each([
    { name: "a page that is not a 404", html: empty, status: 200 },
    { name: "a 404 that is already a page", html: "<h1>Category not found</h1>", status: 404 },
  ])("leaves $name as it is", async ({ html, status }) => {
    const value = page(html, status);
    await withServerRenderedNotFound("/x/$/undecided/a", value, () =>
      Promise.reject(new Error("not asked")),
    );
    expect(value.html).toBe(html);
  });

  it("keeps Next's page when the site cannot give its own", async () => {
    const value = page(empty, 404);
    await withServerRenderedNotFound("/x/$/undecided/a", value, () =>
      Promise.reject(new Error("down")),
    );
    expect(value.html).toBe(empty);
  });

  it.each([
    ["/services/x", "/services/_unavailable"],
    ["/events/x", "/_problem/not-found?path=%2Fevents%2Fx"],
    ["/servicesx", "/_problem/not-found?path=%2Fservicesx"],
    ["/no/such/page?x=<b>", "/_problem/not-found?path=%2Fno%2Fsuch%2Fpage%3Fx%3D%3Cb%3E"],
  ])("answers %s with %s", (path, expected) => {
    expect(notFoundPagePath(path)).toBe(expected);
  });
});

describe("readyToStore", () => {
  const found = () => Promise.resolve(new Response("<h1>Page not found</h1>"));

  it("stores a page rendered with the nonce the proxy gave a request for it", async () => {
    issueRenderNonce("/undecided/contact", "proxy-nonce");
    const value = page('<script nonce="proxy-nonce">x()</script>');
    expect(await readyToStore(key("/undecided/contact"), value, found)).toBe(true);
  });

  it.each([
    { name: "a page no proxy gave a nonce for", html: '<script nonce="mine">x()</script>' },
    { name: "a page with no nonce at all", html: "<script>x()</script>" },
  ])("never stores $name, which runs no script", async ({ html }) => {
    const value = page(html);
    expect(await readyToStore(key("/undecided/about"), value, found)).toBe(false);
    expect(value.headers["content-security-policy"]).toBe(NO_SCRIPT_POLICY);
  });

  it("never stores a page not found, and answers it with the site's own page", async () => {
    issueRenderNonce("/undecided/no/such", "proxy-nonce");
    const value = page(
      '<html id="__next_error__"><script nonce="proxy-nonce"></script></html>',
      404,
    );
    expect(await readyToStore(key("/undecided/no/such"), value, found)).toBe(false);
    expect(value.html).toBe("<h1>Page not found</h1>");
  });

  it("stores what is not a page as Next gives it", async () => {
    const value = { kind: "FETCH", data: { body: "{}" } } as unknown as Value;
    expect(await readyToStore(key("/x"), value, found)).toBe(true);
  });
});

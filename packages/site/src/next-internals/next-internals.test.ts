// The upgrade alarm: each reliance of next-internals/ checked against the Next installed, through
// Next's own code (its response cache and incremental cache driving the site's cache handler, its
// cache key function, its proxy adapter, its reader of a request's nonce, its constants), never a
// copy of its formats. A failure names what Next changed and the step of UPGRADING.md to follow.
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import type { NextResponse as NextResponseClass } from "next/server";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { issueRenderNonce, setPagePolicy } from "../cache/render-nonces.ts";
import { internalPath, apiLimitOf } from "../proxy/internal-path.ts";
import { contentSecurityPolicy, nonceSource } from "../security/security-headers.ts";
import { BUILD_ID_FILE, carriesNonce, EMPTY_ERROR_DOCUMENT, pathOfCacheKey } from "./index.ts";

// Next's server modules expect the AsyncLocalStorage its server start-up puts on `globalThis`.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
const require = createRequire(import.meta.url);

const step = (n: number, what: string) => `Next changed ${what}; see UPGRADING.md step ${n}`;

type Owner = { kind: string; sourceRoute: string };
const { getRouteCacheKey, getResponseCacheOwner } =
  require("next/dist/server/lib/route-cache-key") as {
    getRouteCacheKey: (pathname: string, owner: Owner) => string;
    getResponseCacheOwner: (definition: { kind: string; page: string; pathname: string }) => Owner;
  };
const { RouteKind } = require("next/dist/server/route-kind") as {
  RouteKind: Record<"APP_PAGE" | "APP_ROUTE", string>;
};

/** The owner Next gives the app's events page (`app/[view]/(search)/events/page.tsx`). */
const EVENTS_PAGE = getResponseCacheOwner({
  kind: RouteKind.APP_PAGE,
  page: "/[view]/(search)/events/page",
  pathname: "/[view]/events",
});

describe("step 1: Next's route cache keys", () => {
  it.each([
    "/undecided.m1/events",
    "/accepted.m2.p3/categories/health/mental-health",
    "/rejected-hidden/services/_unavailable",
    "/",
    "/index",
    "/index/about",
    "/undecided/$/odd",
  ])("name the app path %s where the site reads it", (appPath) => {
    const key = getRouteCacheKey(appPath, EVENTS_PAGE);
    expect(pathOfCacheKey(key), step(1, `its route cache key (${key})`)).toBe(appPath);
  });

  it("are told apart from a fetch's key", () => {
    expect(pathOfCacheKey("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")).toBe(
      null,
    );
  });
});

type ResponseCacheEntry = {
  value: { kind: string; html: { toUnchunkedString: () => string }; headers?: object } | null;
  cacheControl?: unknown;
};
type NextResponseCache = {
  get: (
    key: string,
    generate: () => Promise<ResponseCacheEntry>,
    context: Record<string, unknown>,
  ) => Promise<ResponseCacheEntry | null>;
};

describe("step 1: Next's route cache, with the site's cache handler", () => {
  const { default: ResponseCache } = require("next/dist/server/response-cache") as {
    default: new (options: { minimalMode: boolean; route: Owner }) => NextResponseCache;
  };
  const { IncrementalCache } = require("next/dist/server/lib/incremental-cache") as {
    IncrementalCache: new (options: Record<string, unknown>) => unknown;
  };
  const { CachedRouteKind } = require("next/dist/server/response-cache/types") as {
    CachedRouteKind: Record<"APP_PAGE", string>;
  };
  const { default: RenderResult } = require("next/dist/server/render-result") as {
    default: { fromStatic: (html: string, contentType: string) => unknown };
  };

  const NOT_FOUND_HTML = "<!DOCTYPE html><html><body><h1>Page not found</h1></body></html>";
  const server = createServer((_request, response) => {
    response.writeHead(404, {
      "content-type": "text/html",
      "content-security-policy": "script-src 'nonce-not-found'",
    });
    response.end(NOT_FOUND_HTML);
  });
  let handler: unknown;

  beforeAll(async () => {
    delete process.env.REDIS_URL;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    // The handler fetches the site's own not-found page from `PORT`, as under `next start`.
    process.env.PORT = String((server.address() as AddressInfo).port);
    ({ default: handler } = await import("../cache/cache-handler.ts"));
  });
  afterAll(() => {
    server.close();
  });

  /** Next's caches as `next start` makes them for one page, the site's handler beneath. */
  function nextCaches() {
    const serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), "hub-next-")), "server");
    const incrementalCache = new IncrementalCache({
      dev: false,
      requestHeaders: {},
      serverDistDir,
      previewProps: {
        previewModeId: "p",
        previewModeSigningKey: "s",
        previewModeEncryptionKey: "e",
      },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [] },
      CurCacheHandler: handler,
    });
    const responseCache = new ResponseCache({ minimalMode: false, route: EVENTS_PAGE });
    return (appPath: string, render: () => Promise<ResponseCacheEntry>) =>
      responseCache.get(appPath, render, {
        routeKind: RouteKind.APP_PAGE,
        incrementalCache,
        isRoutePPREnabled: false,
        isFallback: false,
      });
  }

  /** A render of a page as Next's app renderer hands it to the response cache. */
  const rendered =
    (html: string, status = 200) =>
    () =>
      Promise.resolve({
        value: {
          kind: CachedRouteKind.APP_PAGE,
          html: RenderResult.fromStatic(html, "text/html; charset=utf-8"),
          rscData: Buffer.from("0:null"),
          headers: { "x-next-cache-tags": "_N_T_/layout" },
          status,
          postponed: undefined,
          segmentData: undefined,
        },
        cacheControl: { revalidate: 3600, expire: undefined },
      } as ResponseCacheEntry);

  const policyOf = (entry: ResponseCacheEntry | null) =>
    (entry?.value?.headers as Record<string, string> | undefined)?.["content-security-policy"];

  it("serves a page with the policy of its render, the first copy as every later one", async () => {
    setPagePolicy((sources) => `script-src ${sources.join(" ")} 'strict-dynamic'`);
    issueRenderNonce("/undecided.m1/events", "render-nonce");
    const html =
      '<!DOCTYPE html><html><script nonce="render-nonce">self.__next_f=[]</script></html>';
    const get = nextCaches();
    const first = await get("/undecided.m1/events", rendered(html));
    expect(policyOf(first), step(1, "how it hands a rendered page to its cache handler")).toBe(
      "script-src 'nonce-render-nonce' 'strict-dynamic'",
    );
    let renderedAgain = false;
    const later = await get("/undecided.m1/events", () => {
      renderedAgain = true;
      return rendered(html)();
    });
    expect(renderedAgain, step(1, "what its cache handler's entries hold")).toBe(false);
    expect(later?.value?.html.toUnchunkedString()).toBe(html);
    expect(policyOf(later), step(1, "what it serves of a stored page")).toBe(
      "script-src 'nonce-render-nonce' 'strict-dynamic'",
    );
  });

  it("serves a page not found as the site's own page, and does not store it", async () => {
    const get = nextCaches();
    const empty = `<!DOCTYPE html><html ${EMPTY_ERROR_DOCUMENT}><head></head><body></body></html>`;
    const first = await get("/undecided.m1/events/nope", rendered(empty, 404));
    expect(
      first?.value?.html.toUnchunkedString(),
      step(1, "how it answers the page it hands its cache handler"),
    ).toBe(NOT_FOUND_HTML);
    expect(policyOf(first)).toBe("script-src 'nonce-not-found'");
    let renderedAgain = false;
    await get("/undecided.m1/events/nope", () => {
      renderedAgain = true;
      return rendered(empty, 404)();
    });
    expect(renderedAgain).toBe(true);
  });
});

describe("step 2: the nonce of a render", () => {
  const { getScriptNonceFromHeader } =
    require("next/dist/server/app-render/get-script-nonce-from-header") as {
      getScriptNonceFromHeader: (policy: string) => string | undefined;
    };
  const none = { script: [], style: [], img: [], font: [], connect: [], frame: [], worker: [] };

  it.each([
    { production: false, nonce: "bm9uY2Utb25l" },
    { production: true, nonce: "a+b/c==" },
  ])(
    "is read by Next from the policy the proxy gives the request ($nonce)",
    ({ production, nonce }) => {
      const policy = contentSecurityPolicy([nonceSource(nonce)], {
        production,
        thirdParties: none,
      });
      expect(getScriptNonceFromHeader(policy), step(2, "how it reads a request's nonce")).toBe(
        nonce,
      );
    },
  );

  it("is found on the scripts React writes with it", () => {
    const html = renderToStaticMarkup(createElement("script", { nonce: "a+b/c==", src: "/x.js" }));
    expect(carriesNonce(html, "a+b/c=="), step(2, "how React writes a script's nonce")).toBe(true);
  });
});

describe("step 4: the build's id", () => {
  it("is in the file Next names", () => {
    const { BUILD_ID_FILE: nexts } = require("next/dist/shared/lib/constants") as {
      BUILD_ID_FILE: string;
    };
    expect(BUILD_ID_FILE, step(4, "the file that holds the build id")).toBe(nexts);
  });
});

describe("step 5: what the proxy is shown of a client navigation", () => {
  const { NextResponse } = require("next/server") as { NextResponse: typeof NextResponseClass };
  const { adapter } = require("next/dist/server/web/adapter") as {
    adapter: (params: Record<string, unknown>) => Promise<{ response: Response }>;
  };

  it("is the address without Next's `_rsc` marker", async () => {
    let seen: URL | undefined;
    await adapter({
      page: "/proxy",
      handler: (request: { nextUrl: URL }) => {
        seen = new URL(request.nextUrl.href);
        return NextResponse.next();
      },
      request: {
        url: "http://127.0.0.1/events?_rsc=1x2y3",
        headers: { rsc: "1", accept: "*/*" },
        method: "GET",
        nextConfig: {},
      },
    });
    const search = seen?.searchParams ?? new URLSearchParams("missing=1");
    const alarm = step(5, "what the proxy sees of a client navigation's address");
    expect(search.toString(), alarm).toBe("");
    // So the navigation is served from the cached list, not counted as a search.
    expect(internalPath("/events", search, "undecided", []), alarm).toBe("/undecided/events");
    expect(apiLimitOf("/events", search), alarm).toBeNull();
  });
});

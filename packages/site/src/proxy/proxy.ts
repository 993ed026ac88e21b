// The variant's `proxy.ts` (Next 16's middleware), built from its site: the spec's redirect
// rules from `@hub/core` (route rules, `/collections/…`, `search_term`, `/results?category=` and
// `?persona=`), the rewrite of every request to its view (shell/view.ts), and a 503 while the API
// is down.
import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";

import { getCategory, getPersona, getSettings } from "@hub/api-client/endpoints";
import { LOCALE_COOKIE, preferredLocaleRedirect } from "@hub/core/locale";
import { resolveRedirect } from "@hub/core/redirects";
import type { CollectionLookup, RedirectDecision } from "@hub/core/redirects";

import { orNull } from "../loaders/not-found.ts";
import { CONSENT_COOKIE } from "../shell/consent.ts";
import {
  internalRequestHeaders,
  KEEPABLE_PAGE_HEADER,
  PROBLEM_PATH,
  UNAVAILABLE_PATH,
} from "../shell/headers.ts";
import { consentView } from "../shell/view.ts";
import type { Site } from "../site.ts";
import { internalPath, isKeepablePage } from "./internal-path.ts";

/**
 * Longest query string served: room for a shared list of 200 favourites (about 37 characters an
 * id), far past any real search, short of the 16 kB header limit of Node's HTTP server.
 */
export const MAX_QUERY_LENGTH = 8192;

/**
 * Why an address cannot be served, or null: broken percent-encoding or a NUL byte (which the
 * router and the API would fail on with a 500), or an overlong query string.
 */
export function badAddress(url: URL): "invalid-address" | "address-too-long" | null {
  if (url.search.length > MAX_QUERY_LENGTH) return "address-too-long";
  try {
    if (decodeURIComponent(url.pathname).includes("\0")) return "invalid-address";
  } catch {
    return "invalid-address";
  }
  return null;
}

/** How long one answer of the API health probe holds, in milliseconds. */
export const HEALTH_TTL_MS = 5000;
/** The probe gives up after this; a page would wait longer, but the visitor should not. */
export const HEALTH_TIMEOUT_MS = 3000;

type Health = { ok: boolean; checkedAt: number };

/** A lookup that answers null for an API 404 and lets every other failure through. */
function lookup(find: (idOrSlug: string) => Promise<{ slug: string }>): CollectionLookup {
  return (idOrSlug) => orNull(find(idOrSlug));
}

/** Pages only: assets, route handlers and Next's internals are left alone. */
function isPageRequest(request: NextRequest): boolean {
  const accept = request.headers.get("accept") ?? "";
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    (accept === "" || accept.includes("text/html") || accept.includes("*/*"))
  );
}

export type ProxyOptions = {
  /** The clock, for tests. */
  now?: () => number;
  /** Fetches one of the app's own pages (the outage page); default: global `fetch`, marked internal. */
  fetchPage?: (url: URL, init: { headers: Record<string, string> }) => Promise<Response>;
};

export function createProxy(site: Site, options: ProxyOptions = {}) {
  const now = options.now ?? Date.now;
  const fetchPage =
    options.fetchPage ??
    ((url: URL, init: { headers: Record<string, string> }) =>
      fetch(url, { headers: { ...init.headers, ...internalRequestHeaders() } }));
  let health: Health | null = null;

  const lookups = {
    findCategory: lookup((idOrSlug) => getCategory(site.api(), idOrSlug, { retry: false })),
    findPersona: lookup((idOrSlug) => getPersona(site.api(), idOrSlug, { retry: false })),
  };

  async function apiIsUp(): Promise<boolean> {
    if (health !== null && now() - health.checkedAt < HEALTH_TTL_MS) return health.ok;
    let ok: boolean;
    try {
      await getSettings(site.api(), { retry: false, timeoutMs: HEALTH_TIMEOUT_MS });
      ok = true;
    } catch {
      ok = false;
    }
    health = { ok, checkedAt: now() };
    return ok;
  }

  /** One of the app's own pages, answered with another status (Next cannot set one). */
  async function ownPage(
    request: NextRequest,
    path: string,
    status: number,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    // With the visitor's cookies, so the page is in their view (their cookie banner state).
    const cookie = request.headers.get("cookie");
    const page = await fetchPage(new URL(path, request.url), {
      headers: cookie === null ? {} : { cookie },
    });
    return new Response(await page.text(), {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        ...headers,
      },
    });
  }

  /** The outage page, as a 503 that asks crawlers and browsers to come back later. */
  function unavailable(request: NextRequest): Promise<Response> {
    return ownPage(request, UNAVAILABLE_PATH, 503, { "retry-after": "60" });
  }

  /** Serves the request from its view. */
  function rewrite(request: NextRequest): Response {
    const consent = consentView(
      request.cookies.get(CONSENT_COOKIE)?.value,
      site.config.consent.enabled,
    );
    const { pathname, searchParams } = request.nextUrl;
    const target = new URL(
      internalPath(pathname, searchParams, consent, site.config.headerMenu),
      request.url,
    );
    // A copy of the request's own URL: a URL of another origin would make Next proxy to it.
    const url = request.nextUrl.clone();
    url.pathname = target.pathname;
    url.search = target.search;
    const keepable = request.method === "GET" && isKeepablePage(target.pathname);
    return NextResponse.rewrite(url, keepable ? { headers: { [KEEPABLE_PAGE_HEADER]: "1" } } : {});
  }

  async function decide(request: NextRequest): Promise<RedirectDecision | "unavailable"> {
    try {
      return await resolveRedirect(new URL(request.url), lookups, site.config.routeRules);
    } catch {
      // Only a `/results?category=` lookup reaches the API; if it cannot answer, nor can the page.
      return "unavailable";
    }
  }

  return async function proxy(request: NextRequest): Promise<Response> {
    // The pages this proxy serves itself (the outage page, not-found pages): never check again.
    const { pathname } = request.nextUrl;
    if (pathname === UNAVAILABLE_PATH || pathname.startsWith(`${PROBLEM_PATH}/`)) {
      return rewrite(request);
    }
    // A 400 before anything reads the address: the router and the API would fail on it.
    const invalid = badAddress(new URL(request.url));
    if (invalid !== null) return ownPage(request, `${PROBLEM_PATH}/${invalid}`, 400);
    const page = isPageRequest(request);
    const localePath = page
      ? preferredLocaleRedirect(
          pathname,
          request.cookies.get(LOCALE_COOKIE)?.value,
          request.headers.get("accept-language"),
          site.config.i18n,
        )
      : null;
    if (localePath !== null) return NextResponse.redirect(new URL(localePath, request.url), 302);
    const decision = page ? await decide(request) : ({ kind: "next" } as const);

    if (decision === "unavailable") return unavailable(request);
    if (decision.kind === "redirect") {
      return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    }
    if (decision.kind === "notFound") {
      return ownPage(request, `${PROBLEM_PATH}/${decision.collection}`, 404);
    }
    if (page && !(await apiIsUp())) return unavailable(request);
    return rewrite(request);
  };
}

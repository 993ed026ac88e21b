// The variant's `proxy.ts` (Next 16's middleware), built from its site: the spec's redirect
// rules from `@hub/core` (route rules, `/collections/…`, `search_term`, `/results?category=` and
// `?persona=`), the request path for the shell, and a 503 while the API is down.
import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";

import { getCategory, getPersona, getSettings } from "@hub/api-client/endpoints";
import { t } from "@hub/core/messages";
import { resolveRedirect } from "@hub/core/redirects";
import type { CollectionLookup, RedirectDecision } from "@hub/core/redirects";

import {
  NOT_FOUND_HEADER,
  NOT_FOUND_REWRITE,
  PATH_HEADER,
  UNAVAILABLE_PATH,
} from "../shell/headers.ts";
import { orNull } from "../loaders/not-found.ts";
import type { Site } from "../site.ts";

/** Longest query string served: far past any real search, short of header and URL limits. */
export const MAX_QUERY_LENGTH = 2048;

/**
 * Why an address cannot be served, or null: broken percent-encoding or a NUL byte (which the
 * router and the API would fail on with a 500), or an overlong query string.
 */
export function badAddress(url: URL): string | null {
  if (url.search.length > MAX_QUERY_LENGTH) return t("errors.addressTooLong");
  try {
    if (decodeURIComponent(url.pathname).includes("\0")) return t("errors.invalidAddress");
  } catch {
    return t("errors.invalidAddress");
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
  /** Fetches the app's own static page (the outage page); default: global `fetch`. */
  fetchPage?: (url: URL) => Promise<Response>;
};

export function createProxy(site: Site, options: ProxyOptions = {}) {
  const now = options.now ?? Date.now;
  const fetchPage = options.fetchPage ?? ((url: URL) => fetch(url));
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

  /** The outage page, as a 503 that asks crawlers and browsers to come back later. */
  async function unavailable(request: NextRequest): Promise<Response> {
    const page = await fetchPage(new URL(UNAVAILABLE_PATH, request.url));
    return new Response(await page.text(), {
      status: 503,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "retry-after": "60",
      },
    });
  }

  function forward(request: NextRequest, extra: Record<string, string> = {}): Headers {
    const headers = new Headers(request.headers);
    const search = new URLSearchParams(request.nextUrl.search);
    // Client navigations add `_rsc`; the path the visitor sees has none.
    search.delete("_rsc");
    const query = search.toString();
    headers.set(PATH_HEADER, `${request.nextUrl.pathname}${query === "" ? "" : `?${query}`}`);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return headers;
  }

  async function decide(request: NextRequest): Promise<RedirectDecision | "unavailable"> {
    const invalid = badAddress(new URL(request.url));
    if (invalid !== null) return { kind: "notFound", message: invalid };
    try {
      return await resolveRedirect(new URL(request.url), lookups, site.config.routeRules);
    } catch {
      // Only a `/results?category=` lookup reaches the API; if it cannot answer, nor can the page.
      return "unavailable";
    }
  }

  return async function proxy(request: NextRequest): Promise<Response> {
    // The outage page is what this proxy serves when the API is down: never check it again.
    if (request.nextUrl.pathname === UNAVAILABLE_PATH) return NextResponse.next();
    const page = isPageRequest(request);
    const decision = page ? await decide(request) : ({ kind: "next" } as const);

    if (decision === "unavailable") return unavailable(request);
    if (decision.kind === "redirect") {
      return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    }
    if (decision.kind === "notFound") {
      return NextResponse.rewrite(new URL(NOT_FOUND_REWRITE, request.url), {
        request: {
          headers: forward(request, { [NOT_FOUND_HEADER]: encodeURIComponent(decision.message) }),
        },
      });
    }
    if (page && !(await apiIsUp())) return unavailable(request);
    return NextResponse.next({ request: { headers: forward(request) } });
  };
}

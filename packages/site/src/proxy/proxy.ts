// The variant's `proxy.ts` (Next 16's middleware), built from its site: the spec's redirect
// rules from `@hub/core` (route rules, `/collections/…`, `search_term`, `/results?category=` and
// `?persona=`), the rewrite of every request to its view (shell/view.ts), a 503 when such a lookup
// finds the API down, and the security headers: a fresh nonce for each request, which Next puts on
// every script it emits, in the CSP of a page rendered per request (docs/decisions/0007). A page
// the API fails while rendering is answered by failure-page.ts (docs/decisions/0052). The pages
// it answers itself, with a status Next cannot give a page, are in own-answers.ts.
import { randomBytes } from "node:crypto";

import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";

import { getCategory, getPersona } from "@hub/api-client/endpoints";
import { LOCALE_COOKIE, preferredLocaleRedirect } from "@hub/core/locale";
import { resolveRedirect } from "@hub/core/redirects";
import type { CollectionLookup, RedirectLookups, RedirectDecision } from "@hub/core/redirects";
import { parseCookies, singleCookie } from "@hub/core/request";

import { issueRenderNonce, setPagePolicy } from "../cache/render-nonces.ts";
import { orNull } from "../loaders/not-found.ts";
import { requestContext } from "../request-context.ts";
import {
  contentSecurityPolicy,
  nonceSource,
  securityHeaders,
} from "../security/security-headers.ts";
import { thirdPartyOrigins } from "../security/third-parties.ts";
import { consentValue } from "../shell/consent.ts";
import { OUTAGE_RETRY_AFTER_SECONDS, PROBLEM_PATH, UNAVAILABLE_PATH } from "../shell/headers.ts";
import { consentView } from "../shell/view.ts";
import type { Site } from "../site.ts";
import { internalPath, isPerRequestPage } from "./internal-path.ts";
import { isPageRequest, overApiLimit, ownOrigin, ownPages, tooMany } from "./own-answers.ts";
import type { FetchPage, OwnPage } from "./own-answers.ts";
import { VIEW_PATH_HEADER } from "./view-rewrites.ts";

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

/** 128 bits from the CSPRNG, base64: a nonce nobody can guess, made for one request. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** A lookup that answers null for an API 404 and lets every other failure through. */
function lookup(find: (idOrSlug: string) => Promise<{ slug: string }>): CollectionLookup {
  return (idOrSlug) => orNull(find(idOrSlug));
}

export type ProxyOptions = {
  /** Fetches one of the app's own pages (the outage page); default: global `fetch`. */
  fetchPage?: FetchPage;
  /** Where this server answers itself; default {@link ownOrigin}. */
  origin?: (request: NextRequest) => string;
};

/** What the proxy adds to every response, worked out once the environment can be read. */
type Security = {
  headers: Record<string, string>;
  policy: (scriptSources: readonly string[]) => string;
};

/** The headers and policy of `site`, from its config and (at run time) its environment. */
function siteSecurity(site: Site): () => Security {
  let security: Security | undefined;
  return () => {
    if (security !== undefined) return security;
    const env = site.env();
    const options = {
      production: env.APP_ENV === "production" && env.APP_FRONTEND_URL.startsWith("https:"),
      thirdParties: thirdPartyOrigins(site.config, env),
      development: process.env.NODE_ENV === "development",
    };
    security = {
      headers: securityHeaders(options),
      policy: (sources) => contentSecurityPolicy(sources, options),
    };
    setPagePolicy(security.policy);
    return security;
  };
}

/** What every part of one site's proxy shares. */
type Proxying = {
  site: Site;
  ownPage: OwnPage;
  lookups: RedirectLookups;
  /** The responses for pages Next may cache, whose policy comes from the cache. */
  policyFromCache: WeakSet<Response>;
};

/**
 * Serves the request from its view, the consent view read from the one parse of its cookies,
 * with the CSP header that gives Next this request's nonce. A page Next may cache gets its
 * policy from the cache (cache/cache-handler.ts); anything else gets the nonce's.
 */
function rewrite(
  { site, policyFromCache }: Proxying,
  request: NextRequest,
  nonce: string,
  noncePolicy: string,
): Response {
  const consent = consentView(
    consentValue(parseCookies(request.headers.get("cookie"))),
    site.config.consent.enabled,
  );
  const { pathname, searchParams } = request.nextUrl;
  const target = new URL(
    internalPath(pathname, searchParams, consent, site.config.headerMenu),
    request.url,
  );
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", noncePolicy);
  headers.delete("content-security-policy-report-only");
  headers.set(VIEW_PATH_HEADER, target.pathname);
  const response = NextResponse.next({ request: { headers } });
  if (!isPageRequest(request) || isPerRequestPage(target.pathname)) {
    response.headers.set("content-security-policy", noncePolicy);
  } else {
    // Should Next render the page for this request, its stored policy names this nonce.
    issueRenderNonce(target.pathname, nonce);
    policyFromCache.add(response);
  }
  return response;
}

/** Where the spec's redirect rules send a page request, or "unavailable" when the API cannot say. */
async function decide(
  { site, lookups }: Proxying,
  request: NextRequest,
): Promise<RedirectDecision | "unavailable"> {
  try {
    return await resolveRedirect(new URL(request.url), lookups, site.config.routeRules);
  } catch {
    // Only a `/results?category=` lookup reaches the API; if it cannot answer, nor can the page.
    return "unavailable";
  }
}

/** The answer to a request: one of the proxy's own, a redirect, or the request served from its view. */
async function route(
  proxying: Proxying,
  request: NextRequest,
  nonce: string,
  noncePolicy: string,
): Promise<Response> {
  const { site, ownPage } = proxying;
  // The pages this proxy serves itself (the outage page, not-found pages): never check again.
  const { pathname } = request.nextUrl;
  if (pathname === UNAVAILABLE_PATH || pathname.startsWith(`${PROBLEM_PATH}/`)) {
    return rewrite(proxying, request, nonce, noncePolicy);
  }
  // A 400 before anything reads the address: the router and the API would fail on it.
  const invalid = badAddress(new URL(request.url));
  if (invalid !== null) return ownPage(request, `${PROBLEM_PATH}/${invalid}`, 400);
  const overLimit = await overApiLimit(request, site.config.variant, ownPage);
  if (overLimit !== null) return overLimit;
  const page = isPageRequest(request);
  const localePath = page
    ? preferredLocaleRedirect(
        pathname,
        singleCookie(parseCookies(request.headers.get("cookie")), LOCALE_COOKIE),
        request.headers.get("accept-language"),
        site.config.i18n,
      )
    : null;
  if (localePath !== null) return NextResponse.redirect(new URL(localePath, request.url), 302);
  const decision = page ? await decide(proxying, request) : ({ kind: "next" } as const);

  if (decision === "unavailable") {
    // The outage page, as a 503 that asks crawlers and browsers to come back later.
    return ownPage(request, UNAVAILABLE_PATH, 503, {
      "retry-after": String(OUTAGE_RETRY_AFTER_SECONDS),
    });
  }
  if (decision.kind === "redirect") {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }
  if (decision.kind === "notFound") {
    return ownPage(request, `${PROBLEM_PATH}/${decision.collection}`, 404);
  }
  if (page) {
    const limited = await tooMany(request, ownPage);
    if (limited !== null) return limited;
  }
  return rewrite(proxying, request, nonce, noncePolicy);
}

/** The proxy of `site`: every request through `route`, with the site's headers and a nonce. */
export function createProxy(site: Site, options: ProxyOptions = {}) {
  const fetchPage: FetchPage = options.fetchPage ?? ((url, init) => fetch(url, init));
  const security = siteSecurity(site);
  const proxying: Proxying = {
    site,
    ownPage: ownPages(fetchPage, options.origin ?? ((request) => ownOrigin(request))),
    lookups: {
      findCategory: lookup((idOrSlug) => getCategory(site.api(), idOrSlug, { retry: false })),
      findPersona: lookup((idOrSlug) => getPersona(site.api(), idOrSlug, { retry: false })),
    },
    policyFromCache: new WeakSet<Response>(),
  };

  return async function proxy(request: NextRequest): Promise<Response> {
    const { headers, policy } = security();
    const nonce = createNonce();
    const context = requestContext();
    if (context !== undefined) context.nonce = nonce;
    const noncePolicy = policy([nonceSource(nonce)]);
    const response = await route(proxying, request, nonce, noncePolicy);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    // Anything but a page Next may cache (which brings its own) carries this request's policy.
    if (
      !response.headers.has("content-security-policy") &&
      !proxying.policyFromCache.has(response)
    ) {
      response.headers.set("content-security-policy", noncePolicy);
    }
    return response;
  };
}

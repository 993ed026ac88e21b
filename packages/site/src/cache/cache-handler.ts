// Next's cache handler (`cacheHandler` in each app's next.config): the full-route cache and the
// data cache of every replica in one Redis when `REDIS_URL` is set (redis-store.ts), in this
// process's memory otherwise, through `@fortedigital/nextjs-cache-handler`. Tag revalidation
// deletes the tagged entries from the shared store, so it reaches every replica at once.
//
// A page is stored with its Content-Security-Policy: the one naming the nonce of the request that
// rendered it (render-nonces.ts), which Next put on every script it emitted into that HTML and on
// nothing else. The nonce was made for that render, before the content was fetched, so no content
// can carry it; the policy and the HTML are stored, served and replaced together
// (docs/decisions/0007). A page rendered without a nonce the proxy gave is never stored, and nor
// is a page not found: an address nobody has costs no cache space (docs/decisions/0051). What it
// reads of Next's keys and entries, which Next keeps to itself, is in next-internals/
// (docs/decisions/0058).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";

import {
  carriesNonce,
  EMPTY_ERROR_DOCUMENT,
  isStoredPage,
  pathOfCacheKey,
} from "../next-internals/index.ts";
import type { StoredPage } from "../next-internals/index.ts";
import { requestContext } from "../request-context.ts";
import { CONSENT_COOKIE } from "../shell/consent.ts";
import { NOT_FOUND_PATH, NOT_FOUND_PATH_PARAM } from "../shell/headers.ts";
import { parseViewSegment } from "../shell/view.ts";
import type { ConsentView } from "../shell/view.ts";
import { nonceSource } from "../security/security-headers.ts";
import { REDIS_COMMAND_TIMEOUT_MS, redisFromEnv } from "../state/redis.ts";
import { CACHE_TTL, createRedisStore } from "./redis-store.ts";
import { pagePolicy, takeRenderNonce } from "./render-nonces.ts";

/** Without a policy from the request that rendered it, a cached page runs no script at all. */
export const NO_SCRIPT_POLICY =
  "script-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

type StoredValue = Parameters<CacheHandler["set"]>[1];

/**
 * Gives a page about to be stored the policy of its render: the nonce given to a request for that
 * page which Next wrote on its scripts (render-nonces.ts), or else the nonce of the request being
 * served, when Next wrote that one (the not-found page is stored under its own key, rendered for
 * whatever address was asked for). Next sends the stored headers with the page, the copy it sends
 * as it stores it included, so the value is changed in place. Whether the page was rendered with
 * a nonce the proxy gave: one that was not (no proxy saw its request) runs no script.
 */
export function addPagePolicy(key: string, value: StoredValue): boolean {
  if (!isStoredPage(value)) return false;
  const path = pathOfCacheKey(key);
  const requestNonce = requestContext()?.nonce;
  const nonce =
    (path === null ? null : takeRenderNonce(path, value.html)) ??
    (requestNonce !== undefined && carriesNonce(value.html, requestNonce) ? requestNonce : null);
  const policy = pagePolicy();
  value.headers = {
    ...value.headers,
    "content-security-policy":
      nonce === null || policy === undefined ? NO_SCRIPT_POLICY : policy([nonceSource(nonce)]),
  };
  return nonce !== null && policy !== undefined;
}

/** The consent cookie that selects a view's banner, for asking the site for a page in that view. */
const CONSENT_COOKIE_OF: Record<ConsentView, string | null> = {
  undecided: null,
  accepted: "accepted",
  rejected: "rejected",
  "accepted-hidden": "accepted:hidden",
  "rejected-hidden": "rejected:hidden",
  off: null,
};

/**
 * The site's own server-rendered page for a 404 at a public path: "Service not found" under
 * `/services/`, otherwise "Page not found: {path}", naming the path.
 */
export function notFoundPagePath(path: string): string {
  if (path.startsWith("/services/")) return "/services/_unavailable";
  return `${NOT_FOUND_PATH}?${new URLSearchParams({ [NOT_FOUND_PATH_PARAM]: path }).toString()}`;
}

/**
 * Next answers `notFound()` in a page with an empty document that its scripts fill in, so without
 * JavaScript a missing service or event was a blank page. Such a 404 is answered instead with the
 * site's own not-found page for that view and path, fetched from this server, with that page's
 * policy (docs/decisions/0007); Next sends the value it was given to store.
 */
export async function withServerRenderedNotFound(
  key: string,
  value: StoredPage,
  fetchPage: (path: string, cookie: string | null) => Promise<Response>,
): Promise<void> {
  const appPath = pathOfCacheKey(key);
  if (appPath === null || value.status !== 404 || !value.html.includes(EMPTY_ERROR_DOCUMENT)) {
    return;
  }
  const [, segment = "", ...rest] = appPath.split("/");
  const view = parseViewSegment(segment);
  // A first segment that is no view is part of the address (one the proxy left alone).
  const path = `/${(view === null ? [segment, ...rest] : rest).join("/")}`;
  const cookieValue = CONSENT_COOKIE_OF[view?.consent ?? "undecided"];
  try {
    const page = await fetchPage(
      notFoundPagePath(path),
      cookieValue === null ? null : `${CONSENT_COOKIE}=${cookieValue}`,
    );
    const html = await page.text();
    if (html.includes(EMPTY_ERROR_DOCUMENT) || !html.includes("<h1")) return;
    value.html = html;
    value.headers = {
      ...value.headers,
      "content-security-policy": page.headers.get("content-security-policy") ?? NO_SCRIPT_POLICY,
    };
  } catch {
    // The page stays as Next made it: it still works with JavaScript.
  }
}

/** This server's own address: `next start` listens on PORT (3000 unless set). */
function fetchOwnPage(path: string, cookie: string | null): Promise<Response> {
  return fetch(`http://127.0.0.1:${process.env.PORT ?? "3000"}${path}`, {
    headers: { accept: "text/html", ...(cookie === null ? {} : { cookie }) },
    signal: AbortSignal.timeout(5000),
  });
}

/**
 * Readies a value Next is about to store and says whether to store it. A page gets its policy
 * (`addPagePolicy`); a page not found gets the site's own not-found page and is not stored, so an
 * address nobody has costs no cache space; a page rendered without a nonce the proxy gave is not
 * stored, so no visitor is ever served what a request that bypassed the proxy made.
 */
export async function readyToStore(
  key: string,
  value: StoredValue,
  fetchPage: (path: string, cookie: string | null) => Promise<Response>,
): Promise<boolean> {
  if (!isStoredPage(value)) return true;
  const fromProxy = addPagePolicy(key, value);
  if (value.status === 404) {
    await withServerRenderedNotFound(key, value, fetchPage);
    return false;
  }
  return fromProxy;
}

CacheHandler.onCreation(({ buildId }) => {
  const redis = redisFromEnv();
  if (redis === null) return { handlers: [createLruHandler()], ttl: CACHE_TTL };
  return {
    handlers: [
      createRedisStore({
        redis,
        // Each build (and so each app) its own entries: a page of one build names the scripts of
        // that build, and a rolling deploy runs two builds at once.
        keyPrefix: `hub:next:${buildId}:`,
        timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      }),
    ],
    ttl: CACHE_TTL,
  };
});

export default class HubCacheHandler extends CacheHandler {
  override async set(...[key, value, context]: Parameters<CacheHandler["set"]>): Promise<void> {
    if (await readyToStore(key, value, fetchOwnPage)) await super.set(key, value, context);
  }
}

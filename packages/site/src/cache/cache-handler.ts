// Next's cache handler (`cacheHandler` in each app's next.config): the full-route cache and the
// data cache of every replica in one Redis when `REDIS_URL` is set, in this process's memory
// otherwise, through `@fortedigital/nextjs-cache-handler`. Tag revalidation deletes the tagged
// entries from the shared store, so it reaches every replica at once.
//
// A page is stored with its Content-Security-Policy: the one naming the nonce of the request that
// rendered it (render-nonces.ts), which Next put on every script it emitted into that HTML and on
// nothing else. The nonce was made for that render, before the content was fetched, so no content
// can carry it; the policy and the HTML are stored, served and replaced together
// (docs/decisions/0007).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";

import { requestContext } from "../request-context.ts";
import { CONSENT_COOKIE } from "../shell/consent.ts";
import { parseViewSegment } from "../shell/view.ts";
import type { ConsentView } from "../shell/view.ts";
import { nonceSource } from "../security/security-headers.ts";
import { REDIS_COMMAND_TIMEOUT_MS, redisFromEnv } from "../state/redis.ts";
import { pagePolicy, takeRenderNonce } from "./render-nonces.ts";

/** Without a policy from the request that rendered it, a cached page runs no script at all. */
export const NO_SCRIPT_POLICY =
  "script-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

type StoredValue = Parameters<CacheHandler["set"]>[1];

/** The app path a cache key names (`/route-cache/APP_PAGE/<route hash>/$/<view>/…`). */
export function pathOfKey(key: string): string {
  const at = key.lastIndexOf("/$/");
  return at === -1 ? key : key.slice(at + 2);
}

/**
 * Gives a page about to be stored the policy of its render: the nonce given to a request for that
 * page which Next wrote on its scripts (render-nonces.ts), or else the nonce of the request being
 * served, when Next wrote that one (the not-found page is stored under its own key, rendered for
 * whatever address was asked for). Next sends the stored headers with the page, the copy it sends
 * as it stores it included, so the value is changed in place.
 */
export function addPagePolicy(key: string, value: StoredValue): void {
  // `kind` is Next's `CachedRouteKind` enum, whose values are these strings.
  if (value === null || (value.kind as string) !== "APP_PAGE" || !("headers" in value)) return;
  if (!("html" in value) || typeof value.html !== "string") return;
  const requestNonce = requestContext()?.nonce;
  const nonce =
    takeRenderNonce(pathOfKey(key), value.html) ??
    (requestNonce !== undefined && value.html.includes(`nonce="${requestNonce}"`)
      ? requestNonce
      : null);
  const policy = pagePolicy();
  value.headers = {
    ...value.headers,
    "content-security-policy":
      nonce === null || policy === undefined ? NO_SCRIPT_POLICY : policy([nonceSource(nonce)]),
  };
}

/** What Next stores for a page whose render called `notFound()`: nothing until its scripts run. */
export const EMPTY_ERROR_DOCUMENT = 'id="__next_error__"';

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
 * The site's own server-rendered page for a 404 at a public path: "Service not available" under
 * `/services/`, otherwise the not-found page (an address no route matches, which Next renders on
 * the server).
 */
export function notFoundPagePath(path: string): string {
  return path.startsWith("/services/") ? "/services/_unavailable" : "/_hub/not-found";
}

type PageValue = { status?: number; html: string; headers?: Record<string, unknown> };

/**
 * Next answers `notFound()` in a page with an empty document that its scripts fill in, so without
 * JavaScript a missing service or event was a blank page. Before such a 404 is stored, it is
 * replaced with the site's own not-found page for that view, fetched from this server, with that
 * page's policy (docs/decisions/0007).
 */
export async function withServerRenderedNotFound(
  key: string,
  value: PageValue,
  fetchPage: (path: string, cookie: string | null) => Promise<Response>,
): Promise<void> {
  if (value.status !== 404 || !value.html.includes(EMPTY_ERROR_DOCUMENT)) return;
  const [, segment = "", ...rest] = key.slice(key.lastIndexOf("/$/") + 2).split("/");
  const consent = parseViewSegment(segment)?.consent ?? "undecided";
  const cookieValue = CONSENT_COOKIE_OF[consent];
  try {
    const page = await fetchPage(
      notFoundPagePath(`/${rest.join("/")}`),
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

CacheHandler.onCreation(({ buildId }) => {
  const redis = redisFromEnv();
  if (redis === null) return { handlers: [createLruHandler()] };
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(redis),
        // Each build (and so each app) its own entries: a page of one build names the scripts of
        // that build, and a rolling deploy runs two builds at once.
        keyPrefix: `hub:next:${buildId}:`,
        timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      }),
    ],
  };
});

export default class HubCacheHandler extends CacheHandler {
  override async set(...[key, value, context]: Parameters<CacheHandler["set"]>): Promise<void> {
    addPagePolicy(key, value);
    if (value !== null && "html" in value && typeof value.html === "string" && "status" in value) {
      await withServerRenderedNotFound(key, value, fetchOwnPage);
    }
    return super.set(key, value, context);
  }
}

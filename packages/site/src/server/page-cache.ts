// A short-lived copy of the pages Next serves from its full-route cache, kept by the site server
// so that a popular page is answered without running the proxy and Next's router for every
// request (a "micro-cache", as a reverse proxy would keep). The nonce is still fresh per
// response: entries hold the HTML before the nonces go in. Keys carry what the proxy reads to
// pick the page's view (decision 0004): the address and the consent cookie. Searches are kept
// too: the same search asked again within the time is answered without the API.
//
// When a page's time is up, one request goes to Next for a fresh copy while the others keep
// getting the old one, so a busy page is not rendered by every waiting connection at once. If
// that request ends without a page to keep (an error, an outage), the old copy is dropped: the
// outage page then answers everyone (decision 0002).
import type { IncomingMessage, OutgoingHttpHeaders } from "node:http";

import type { NonceTemplate } from "./add-nonce.ts";

import { CONSENT_COOKIE } from "../shell/consent.ts";
import { KEEPABLE_PAGE_HEADER } from "../shell/headers.ts";
import { consentView } from "../shell/view.ts";

/** Long enough to absorb a burst, short enough that nobody notices an edit arrive late. */
export const PAGE_CACHE_TTL_MS = 2000;
export const PAGE_CACHE_MAX_ENTRIES = 500;
/** How long an expired page may still be served while one request fetches its fresh copy. */
export const PAGE_CACHE_REFRESH_MS = 10_000;

/** A kept page: its HTML is cut where each response's nonces go (add-nonce.ts). */
export type CachedPage = { status: number; headers: OutgoingHttpHeaders; html: NonceTemplate };

/** Headers that belong to one response, not to the page. */
const PER_RESPONSE_HEADERS = new Set([
  "content-security-policy",
  "content-length",
  // Each response is compressed (or not) for its own request.
  "content-encoding",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "set-cookie",
]);

function cookieValue(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** The cache key of a page request, or null for anything that is not a plain page view. */
export function pageCacheKey(request: IncomingMessage, consentEnabled: boolean): string | null {
  if (request.method !== "GET" || request.url === undefined) return null;
  // Client navigations and prefetches ask for the page's data, not its HTML.
  if (request.headers.rsc !== undefined || request.headers["next-router-prefetch"] !== undefined) {
    return null;
  }
  if (!(request.headers.accept ?? "").includes("text/html")) return null;
  const consent = consentView(cookieValue(request.headers.cookie, CONSENT_COOKIE), consentEnabled);
  return `${consent} ${request.url}`;
}

/**
 * Whether a finished response is the same for everyone in its view: a page from Next's
 * full-route cache, or a per-request page the proxy marked keepable (a search).
 */
export function isReusablePage(status: number, headers: OutgoingHttpHeaders): boolean {
  const nextCache = headers["x-nextjs-cache"];
  const contentType = headers["content-type"];
  const cached = typeof nextCache === "string" && ["HIT", "STALE", "MISS"].includes(nextCache);
  return (
    status === 200 &&
    (cached || headers[KEEPABLE_PAGE_HEADER] === "1") &&
    typeof contentType === "string" &&
    contentType.startsWith("text/html") &&
    headers["set-cookie"] === undefined
  );
}

/** The page's own headers, without those of the response that carried it. */
export function pageHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase())),
  );
}

export type PageCache = {
  get: (key: string) => CachedPage | null;
  set: (key: string, page: CachedPage) => void;
  /** Drops a key's page: its fresh copy did not come. */
  forget: (key: string) => void;
  clear: () => void;
};

export function createPageCache({
  ttlMs = PAGE_CACHE_TTL_MS,
  refreshMs = PAGE_CACHE_REFRESH_MS,
  maxEntries = PAGE_CACHE_MAX_ENTRIES,
  now = Date.now,
}: {
  ttlMs?: number;
  refreshMs?: number;
  maxEntries?: number;
  now?: () => number;
} = {}): PageCache {
  type Entry = CachedPage & { storedAt: number; refreshingSince: number | null };
  const entries = new Map<string, Entry>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return null;
      const time = now();
      if (time - entry.storedAt < ttlMs) return entry;
      // Expired: the first asker fetches a fresh copy; the others wait on the old one, unless
      // that fetch is taking too long (it failed, or the page is no longer cacheable).
      if (entry.refreshingSince !== null && time - entry.refreshingSince < refreshMs) return entry;
      if (entry.refreshingSince !== null) {
        entries.delete(key);
        return null;
      }
      entry.refreshingSince = time;
      return null;
    },
    set(key, page) {
      entries.delete(key);
      // A Map iterates in insertion order: the first key is the oldest.
      const oldest = entries.keys().next();
      if (entries.size >= maxEntries && oldest.done !== true) entries.delete(oldest.value);
      entries.set(key, { ...page, storedAt: now(), refreshingSince: null });
    },
    forget(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

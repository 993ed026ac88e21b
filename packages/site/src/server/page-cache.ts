// A short-lived copy of the pages Next serves from its full-route cache, kept by the site server
// so that a popular page is answered without running the proxy and Next's router for every
// request (a "micro-cache", as a reverse proxy would keep). The nonce is still fresh per
// response: entries hold the HTML before the nonces go in. Keys carry what the proxy reads to
// pick the page's view (decision 0004): the address and the consent cookie.
import type { IncomingMessage, OutgoingHttpHeaders } from "node:http";

import { CONSENT_COOKIE } from "../shell/consent.ts";
import { consentView } from "../shell/view.ts";

/** Long enough to absorb a burst, short enough that nobody notices an edit arrive late. */
export const PAGE_CACHE_TTL_MS = 2000;
export const PAGE_CACHE_MAX_ENTRIES = 500;

export type CachedPage = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

/** Headers that belong to one response, not to the page. */
const PER_RESPONSE_HEADERS = new Set([
  "content-security-policy",
  "content-length",
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

/** Whether a finished response is a page from Next's full-route cache, the same for everyone. */
export function isReusablePage(status: number, headers: OutgoingHttpHeaders): boolean {
  const nextCache = headers["x-nextjs-cache"];
  const contentType = headers["content-type"];
  return (
    status === 200 &&
    typeof nextCache === "string" &&
    ["HIT", "STALE", "MISS"].includes(nextCache) &&
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
  clear: () => void;
};

export function createPageCache({
  ttlMs = PAGE_CACHE_TTL_MS,
  maxEntries = PAGE_CACHE_MAX_ENTRIES,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): PageCache {
  const entries = new Map<string, CachedPage & { storedAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return null;
      if (now() - entry.storedAt >= ttlMs) {
        entries.delete(key);
        return null;
      }
      return entry;
    },
    set(key, page) {
      entries.delete(key);
      // A Map iterates in insertion order: the first key is the oldest.
      const oldest = entries.keys().next();
      if (entries.size >= maxEntries && oldest.done !== true) entries.delete(oldest.value);
      entries.set(key, { ...page, storedAt: now() });
    },
    clear() {
      entries.clear();
    },
  };
}

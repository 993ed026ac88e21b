// What the site reads of the entries Next hands its cache handler (`cacheHandler` in
// next.config). Next calls a key "opaque to cache handlers", and there is no supported way to
// learn the page a stored value renders, nor to give it a header: the handler reads both from the
// entry itself (docs/decisions/0058). next-internals.test.ts drives Next's own response cache
// through the site's handler, and fails naming the UPGRADING.md step if any of this changes.
//
// - A page's key is `/route-cache/APP_PAGE/<sha-256 of its route>/$<app path>`, the path as
//   Next's `normalizePagePath` writes it (`/` is `/index`).
// - A page's value is `{ kind: "APP_PAGE", html, headers, status, … }`, `html` a string.
// - Next answers the request that rendered a page with the value it handed `set`, so a header or
//   HTML given to that value in place goes out with the first copy as with every later one.

/** A key naming an app page or route handler: its kind, a hash of its route, then its path. */
const ROUTE_CACHE_KEY = /^\/route-cache\/[A-Z_]+\/[0-9a-f]{64}\/\$(\/.*)$/;

/**
 * The app path a route cache key names (view segment first, `/undecided.m1/events`), or null for
 * any other key (a fetch's, or one in a form Next has changed to).
 */
export function pathOfCacheKey(key: string): string | null {
  const path = ROUTE_CACHE_KEY.exec(key)?.[1];
  if (path === undefined) return null;
  // Undoes `normalizePagePath`: the root is stored as `/index`, a path under `/index` doubled.
  if (path === "/index") return "/";
  return path.startsWith("/index/") ? path.slice("/index".length) : path;
}

/** A page's HTML as Next stores it, with the headers and status it is served with. */
export type StoredPage = {
  html: string;
  status?: number;
  headers?: Record<string, unknown>;
};

/** Whether a value Next is about to store is a page's HTML (not an API answer, not a route's body). */
export function isStoredPage<T>(value: T): value is NonNullable<T> & StoredPage {
  if (typeof value !== "object" || value === null) return false;
  const page = value as { kind?: unknown; html?: unknown };
  // `kind` is Next's `CachedRouteKind`, whose values are these strings.
  return page.kind === "APP_PAGE" && "headers" in page && typeof page.html === "string";
}

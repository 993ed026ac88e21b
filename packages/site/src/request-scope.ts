// What one HTTP request to the site shares: the outcome of each API GET, all its attempts
// included. Next.js renders a page whose data fails twice (the page, then the error page with the
// route's metadata again), each render with a React `cache` scope of its own, and the API client's
// per-attempt signals opt out of Next's own per-render memoisation; without this, a failing
// endpoint would be asked once per render and caller, and a hanging one would hold the page for
// that many rounds of timeouts. `createSiteServer` opens a scope around each request.
import { AsyncLocalStorage } from "node:async_hooks";

type Scope = Map<string, Promise<unknown>>;

// `server.ts` (plain Node) and Next's bundle load this module separately in one process; both
// must see the same storage.
const GLOBAL_KEY = "__hubRequestScope";
const holder = globalThis as { [GLOBAL_KEY]?: AsyncLocalStorage<Scope> };
const storage = (holder[GLOBAL_KEY] ??= new AsyncLocalStorage<Scope>());

/** Runs `handle` (one request's handling, to its end) in a scope of its own. */
export function runInRequestScope<T>(handle: () => T): T {
  return storage.run(new Map(), handle);
}

/**
 * `load()`'s promise, shared with every later call with the same key in the same request; outside
 * a request scope (`next dev`, unit tests) it simply calls `load()`.
 */
export function sharedInRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const scope = storage.getStore();
  if (scope === undefined) return load();
  const shared = scope.get(key) as Promise<T> | undefined;
  if (shared !== undefined) return shared;
  const loaded = load();
  scope.set(key, loaded);
  return loaded;
}

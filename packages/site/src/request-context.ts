// What one request to the site carries through everything that serves it: the visitor's
// address (read once, through the configured trusted proxies) and the outcome of each API GET,
// shared by every render of the request.
//
// `next start` handles a request in the async context of the HTTP server's `request` event, so a
// store entered when Node announces the request (the `http.server.request.start` diagnostics
// channel) is seen by the proxy, the render and the API client alike
// (docs/decisions/0007). `instrumentation.ts` starts this once per server.
import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";

import { LOOPBACK, parseTrustedProxies, visitorAddress } from "@hub/core/request";
import type { TrustedProxies } from "@hub/core/request";

export type RequestContext = {
  /** The visitor's address: the rightmost untrusted hop. */
  readonly visitor: string;
  /** The nonce the proxy put into this request's CSP, once it has. */
  nonce?: string;
  /** Each API GET's outcome, all its attempts included, shared within the request. */
  readonly shared: Map<string, Promise<unknown>>;
};

// Next bundles the proxy, the pages and the cache handler separately, each with its own copy of
// this module; they must share one storage.
const KEY = Symbol.for("@hub/site/request-context");
type State = { storage: AsyncLocalStorage<RequestContext>; trusted: TrustedProxies | null };
const holder = globalThis as { [KEY]?: State };
const state = (holder[KEY] ??= { storage: new AsyncLocalStorage(), trusted: null });

/** The current request's context, or undefined outside one (a build, a unit test). */
export function requestContext(): RequestContext | undefined {
  return state.storage.getStore();
}

/** Runs `handle` as one request from `visitor` (tests, and anything that serves without Node's server). */
export function runInRequestContext<T>(visitor: string, handle: () => T): T {
  return state.storage.run({ visitor, shared: new Map() }, handle);
}

/**
 * The trusted proxies from `TRUSTED_PROXIES` (default: loopback, a reverse proxy on the same
 * machine); throws naming the variable for a bad value.
 */
export function trustedProxiesFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): TrustedProxies {
  const setting =
    env.TRUSTED_PROXIES === undefined || env.TRUSTED_PROXIES === ""
      ? LOOPBACK
      : env.TRUSTED_PROXIES;
  try {
    return parseTrustedProxies(setting);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES: ${(error as Error).message} (got "${setting}")`, {
      cause: error,
    });
  }
}

/** The context of a request as Node's server received it. */
export function contextOf(request: IncomingMessage, trusted: TrustedProxies): RequestContext {
  return {
    visitor: visitorAddress(
      request.socket.remoteAddress,
      request.headers["x-forwarded-for"],
      trusted,
    ),
    shared: new Map(),
  };
}

/** Enters a context for every request this process serves from now on (once per process). */
export function trackRequests(trusted: TrustedProxies = trustedProxiesFromEnv()): void {
  if (state.trusted !== null) return;
  state.trusted = trusted;
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    // `enterWith`, not `run`: the channel is published in the callback that goes on to emit the
    // server's `request` event, and the store must reach everything that event starts.
    state.storage.enterWith(contextOf(request, trusted));
  });
}

/**
 * `load()`'s promise, shared with every later call with the same key in the same request;
 * outside a request it simply calls `load()`.
 */
export function sharedInRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const scope = requestContext()?.shared;
  if (scope === undefined) return load();
  const shared = scope.get(key) as Promise<T> | undefined;
  if (shared !== undefined) return shared;
  const loaded = load();
  scope.set(key, loaded);
  return loaded;
}

// What one request to the site carries through everything that serves it: the visitor's
// address (read once, through the configured trusted proxies), the outcome of each API GET,
// shared by every render of the request, how long it may still wait for the API, and what the
// API failed with while serving it.
//
// `next start` handles a request in the async context of the HTTP server's `request` event, so a
// store entered when Node announces the request (the `http.server.request.start` diagnostics
// channel) is seen by the proxy, the render and the API client alike
// (docs/decisions/0007). `instrumentation.ts` starts this once per server.
import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";

import { LOOPBACK, parseTrustedProxies, visitorAddress } from "@hub/core/request";
import type { TrustedProxies } from "@hub/core/request";

import { processWide } from "./next-internals/index.ts";

/** A failure of the API that decides the status of the page a failed render is answered with. */
export type ApiFailure =
  /** The API limits this visitor (429), for this many seconds. */
  | { kind: "limited"; retryAfterSeconds: number }
  /** No answer, a refused or dropped connection, a timeout, a 5xx. */
  | { kind: "unavailable" };

export type RequestContext = {
  /** The visitor's address: the rightmost untrusted hop. */
  readonly visitor: string;
  /** The nonce the proxy put into this request's CSP, once it has. */
  nonce?: string;
  /** Each API GET's outcome, all its attempts included, shared within the request. */
  readonly shared: Map<string, Promise<unknown>>;
  /** When the request stops waiting for the API (ms since the epoch), once it has asked it. */
  apiDeadline?: number;
  /** What the API failed with while serving this request, if it did. */
  apiFailure?: ApiFailure;
};

/** Told of every request as it arrives, with its context (e.g. to watch its response). */
export type RequestObserver = (
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
) => void;

// Next bundles the proxy, the pages and the cache handler separately, each with its own copy of
// this module; they must share one storage.
type State = { storage: AsyncLocalStorage<RequestContext>; trusted: TrustedProxies | null };
const state = processWide("request-context", (): State => ({
  storage: new AsyncLocalStorage(),
  trusted: null,
}));

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

/**
 * Enters a context for every request this process serves from now on (once per process), and
 * hands each request, its response and context to `observe`.
 */
export function trackRequests(
  trusted: TrustedProxies = trustedProxiesFromEnv(),
  observe?: RequestObserver,
): void {
  if (state.trusted !== null) return;
  state.trusted = trusted;
  subscribe("http.server.request.start", (message) => {
    const { request, response } = message as {
      request: IncomingMessage;
      response: ServerResponse;
    };
    const context = contextOf(request, trusted);
    observe?.(request, response, context);
    // `enterWith`, not `run`: the channel is published in the callback that goes on to emit the
    // server's `request` event, and the store must reach everything that event starts.
    state.storage.enterWith(context);
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

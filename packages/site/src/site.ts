// The one object a variant hands to every route module: its validated config, plus the runtime
// environment and API client, both read lazily so `next build` works without the environment.
import { createApiClient } from "@hub/api-client/client";
import type { ApiClient } from "@hub/api-client/client";
import { parseServerEnv, publicRuntimeConfig } from "@hub/config/env";
import type { EnvDefaults, PublicRuntimeConfig, ServerEnv } from "@hub/config/env";
import type { SiteConfig } from "@hub/config/site-config";

import { noteApiFailure } from "./failure-page.ts";
import { apiHealthFor, guardedByHealth } from "./proxy/api-health.ts";
import { requestContext, sharedInRequest } from "./request-context.ts";
import { forwardingDispatcher } from "./visitor/forwarding.ts";

/** How long a cached API response is fresh, in seconds, unless a loader says otherwise. */
export const DEFAULT_REVALIDATE_SECONDS = 300;

/**
 * How long the answer to one search is kept for the next resident who asks the same thing, in
 * seconds. Short, because a search reads every listing; the tags of what it reads purge it
 * sooner when content changes (docs/decisions/0007).
 */
export const SEARCH_REVALIDATE_SECONDS = 60;

/**
 * Per attempt, unless `API_TIMEOUT_MS` says otherwise: well above what the API takes under the
 * bench's load, short enough that a page the API fails is answered within 5 s
 * (docs/decisions/0052).
 */
export const API_TIMEOUT_MS = 2500;
/**
 * How much longer than one attempt a request may wait for the API in all: room for a retry after
 * a quick failure (a dropped connection, a 5xx), not for a second whole timeout.
 */
export const RETRY_ROOM_MS = 500;
/**
 * What a call made after the deadline still gets while the API has not failed the request: the
 * page, not the API, was slow (busy cores between two calls), and Next's data cache may answer it.
 */
export const LATE_CALL_MS = 500;

export type Site = {
  readonly config: SiteConfig;
  /** The runtime environment, parsed once; throws an `EnvError` naming every bad variable. */
  env(): ServerEnv;
  /**
   * The server-side `/core/v1` client (Next's fetch, so `next: { revalidate, tags }` works), which
   * names the visitor to the API in `X-Forwarded-For`.
   */
  api(): ApiClient;
  /** Exactly the six keys the browser may see. */
  publicConfig(): PublicRuntimeConfig;
};

export type CreateSiteOptions = {
  /** Used where a variable is unset or empty, e.g. the local API's tenant for this variant. */
  envDefaults?: EnvDefaults;
  /** The environment to read; default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
};

export function createSite(config: SiteConfig, options: CreateSiteOptions = {}): Site {
  let env: ServerEnv | undefined;
  let api: ApiClient | undefined;
  const site: Site = {
    config,
    env() {
      env ??= parseServerEnv(options.env ?? process.env, {
        APP_FRONTEND_URL: config.publicUrl,
        APP_ENV: "development",
        ...options.envDefaults,
      });
      return env;
    },
    api() {
      if (api === undefined) {
        const {
          APP_API_URL: baseUrl,
          API_TIMEOUT_MS: timeoutMs = API_TIMEOUT_MS,
          APP_API_LOCAL_ADDRESS: localAddress,
        } = site.env();
        // The visitor's address, and the breaker, on every request that reaches the API.
        const dispatcher = forwardingDispatcher(
          () => requestContext()?.visitor,
          localAddress,
        ).compose(guardedByHealth(() => apiHealthFor(baseUrl)));
        api = createApiClient({
          baseUrl,
          timeoutMs,
          shareGet: sharedInRequest,
          // A request waits for the API one attempt (and a quick retry) in all, from its first
          // call: what it does before (Next loading a route, rendering) is not the API's time.
          // Once that has passed, a call is refused unsent only if the API has failed the request.
          deadline: () => {
            const context = requestContext();
            if (context === undefined) return undefined;
            const now = Date.now();
            context.apiDeadline ??= now + timeoutMs + RETRY_ROOM_MS;
            if (context.apiDeadline <= now && context.apiFailure === undefined) {
              return now + LATE_CALL_MS;
            }
            return context.apiDeadline;
          },
          onFailure: noteApiFailure,
          // Looked up on each call: Next replaces the global `fetch` with its caching one.
          fetch: (input, init) => globalThis.fetch(input, { ...init, dispatcher } as RequestInit),
        });
      }
      return api;
    },
    publicConfig() {
      return publicRuntimeConfig(site.env(), config);
    },
  };
  return site;
}

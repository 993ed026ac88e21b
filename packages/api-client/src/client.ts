// The HTTP client of the /core/v1 API: ofetch underneath, JSON in and out, zod-validated
// responses, one error type and the hub's retry policy. Its parts are in `client/`: one
// attempt (`attempt.ts`), the retry policy (`policy.ts`), the answer's checks (`answer.ts`), the
// error type (`errors.ts`), URLs (`query.ts`) and what a call takes and gives (`types.ts`).
import { ofetch } from "ofetch";

import { shapeResult } from "./client/answer.ts";
import { attempt, remainingBeforeDeadline } from "./client/attempt.ts";
import type { Transport } from "./client/attempt.ts";
import { ApiError } from "./client/errors.ts";
import type { HttpMethod } from "./client/errors.ts";
import {
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  isRetryable,
  MAX_RETRY_AFTER_MS,
  NON_IDEMPOTENT_METHODS,
} from "./client/policy.ts";
import { buildUrl } from "./client/query.ts";
import { createRefetchMemory } from "./client/refetches.ts";
import type {
  Answer,
  ApiClient,
  ApiClientOptions,
  MethodCall,
  UntypedRequestOptions,
} from "./client/types.ts";

export { ApiError, isApiError, isValidationError } from "./client/errors.ts";
export type { ApiErrorKind, HttpMethod } from "./client/errors.ts";
export {
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  MAX_RETRY_AFTER_MS,
  NON_IDEMPOTENT_METHODS,
  parseRetryAfter,
  RETRY_STATUS_CODES,
} from "./client/policy.ts";
export { buildUrl, serialiseQuery } from "./client/query.ts";
export type { QueryParams, QueryScalar, QueryValue } from "./client/query.ts";
export { REFETCH_HEADER } from "./client/refetches.ts";
export type {
  ApiClient,
  ApiClientOptions,
  CallOptions,
  FetchCacheMode,
  NextFetchRequestConfig,
  Picked,
  RequestOptions,
  ResponsePick,
} from "./client/types.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Attempts a call until it succeeds, fails in a way not retried, or has no retries left. */
async function withRetries(
  transport: Transport,
  method: HttpMethod,
  url: string,
  call: UntypedRequestOptions,
): Promise<Answer> {
  const { options, retryDelayMs, maxRetryAfterMs } = transport;
  const retries =
    call.retry === false
      ? 0
      : (call.retry ?? (NON_IDEMPOTENT_METHODS.has(method) ? 0 : DEFAULT_RETRIES));
  for (let attemptNumber = 0; ; attemptNumber++) {
    let delayMs = retryDelayMs;
    try {
      return await attempt(transport, method, url, call);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (attemptNumber >= retries || !isRetryable(error, call, maxRetryAfterMs)) throw error;
      delayMs = Math.max(delayMs, error.retryAfterMs ?? 0);
      // A retry that could only start at or after the deadline would fail unsent.
      const remainingMs = remainingBeforeDeadline(options);
      if (remainingMs !== undefined && delayMs >= remainingMs) throw error;
    }
    if (delayMs > 0) await sleep(delayMs);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const refetches = createRefetchMemory();
  const transport: Transport = {
    $fetch: ofetch.create({}, options.fetch ? { fetch: options.fetch } : {}),
    options,
    defaultTimeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retryDelayMs: options.retryDelayMs ?? 0,
    maxRetryAfterMs: options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS,
    refetchOf: refetches.generationOf,
  };

  async function request(
    method: HttpMethod,
    path: string,
    call: UntypedRequestOptions = {},
  ): Promise<unknown> {
    const url = buildUrl(baseUrl, path, call.query);
    try {
      return await shapedAnswer(method, url, call);
    } catch (error) {
      if (error instanceof ApiError) options.onFailure?.(error);
      throw error;
    }
  }

  async function shapedAnswer(
    method: HttpMethod,
    url: string,
    call: UntypedRequestOptions,
  ): Promise<unknown> {
    const load = () => withRetries(transport, method, url, call);
    const shared = method === "GET" && call.signal === undefined ? options.shareGet : undefined;
    const answer = await (shared === undefined
      ? load()
      : shared(
          JSON.stringify([url, call.headers, call.retry, call.timeoutMs, call.cache, call.next]),
          load,
        ));
    try {
      return shapeResult(method, url, answer, call);
    } catch (error) {
      if (error instanceof ApiError && method === "GET") refetches.remember(url);
      throw error;
    }
  }

  const method =
    (name: HttpMethod): MethodCall =>
    (path, callOptions) =>
      request(name, path, callOptions) as never;

  return {
    baseUrl,
    request: (name, path, callOptions) => request(name, path, callOptions) as never,
    get: method("GET"),
    post: method("POST"),
    put: method("PUT"),
    patch: method("PATCH"),
    delete: method("DELETE"),
    url: (path, query) => buildUrl(baseUrl, path, query),
  };
}

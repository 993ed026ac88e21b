// One attempt of a call: a single request, its timeout and the caller's deadline, and the error
// it fails with.
import type { $Fetch, FetchOptions } from "ofetch";

import { ApiError, isRecord, validationErrorsOf } from "./errors.ts";
import type { HttpMethod } from "./errors.ts";
import { parseRetryAfter } from "./policy.ts";
import { REFETCH_HEADER } from "./refetches.ts";
import type { Answer, ApiClientOptions, CallOptions, UntypedRequestOptions } from "./types.ts";

/** The abort reason of an attempt's whole timeout (as `AbortSignal.timeout` gives). */
const TIMEOUT = "TimeoutError";
/** The abort reason of an attempt cut short by the caller's deadline. */
const ABORT = "AbortError";

/** What every call of one client shares: its fetch, options and their defaults. */
export type Transport = {
  $fetch: $Fetch;
  options: ApiClientOptions;
  defaultTimeoutMs: number;
  retryDelayMs: number;
  maxRetryAfterMs: number;
  /** The {@link REFETCH_HEADER} value for a GET of the URL, if its last answer was bad. */
  refetchOf: (url: string) => number | undefined;
};

/** Milliseconds left before the deadline, or undefined without one. */
export function remainingBeforeDeadline(options: ApiClientOptions): number | undefined {
  const deadline = options.deadline?.();
  return deadline === undefined ? undefined : deadline - Date.now();
}

/**
 * The signal that ends one attempt: at its timeout, or sooner at the deadline. Every attempt
 * has a signal of its own. Aborting frees the socket and, under Next.js, the data cache's lock
 * on the URL, which a hanging request would otherwise hold for every later render. A signal
 * also opts the attempt out of Next's per-render memoisation of GETs, so a retry really asks
 * the API again instead of being handed the failed answer (or the hanging promise) of the
 * attempt before it. A whole timeout aborts with a `TimeoutError`; a deadline's cut with an
 * `AbortError`, since the caller has stopped waiting rather than the API failed to answer.
 */
function attemptTimer(
  options: ApiClientOptions,
  method: HttpMethod,
  url: string,
  timeoutMs: number,
) {
  const controller = new AbortController();
  const remainingMs = remainingBeforeDeadline(options);
  if (remainingMs !== undefined && remainingMs <= 0) {
    throw new ApiError({
      kind: "timeout",
      message: `${method} ${url} not sent: the deadline has passed`,
      method,
      url,
    });
  }
  const cut = remainingMs !== undefined && (timeoutMs <= 0 || remainingMs < timeoutMs);
  const ms = cut ? remainingMs : timeoutMs;
  const handle =
    ms > 0
      ? setTimeout(() => {
          const why = cut ? "the deadline" : `${ms} ms`;
          controller.abort(
            new DOMException(`${method} ${url}: no answer by ${why}`, cut ? ABORT : TIMEOUT),
          );
        }, ms)
      : undefined;
  return {
    signal: controller.signal,
    ms,
    clear: () => {
      clearTimeout(handle);
    },
  };
}

function requestHeaders(transport: Transport, method: HttpMethod, url: string, call: CallOptions) {
  const headers = new Headers({ Accept: "application/json" });
  for (const [name, value] of Object.entries({ ...transport.options.headers, ...call.headers })) {
    headers.set(name, value);
  }
  const refetch = method === "GET" ? transport.refetchOf(url) : undefined;
  if (refetch !== undefined) headers.set(REFETCH_HEADER, String(refetch));
  return headers;
}

/** Sends one request; an answer of 400 or more, no answer or a timeout is an {@link ApiError}. */
export async function attempt(
  transport: Transport,
  method: HttpMethod,
  url: string,
  call: UntypedRequestOptions,
): Promise<Answer> {
  const timer = attemptTimer(
    transport.options,
    method,
    url,
    call.timeoutMs ?? transport.defaultTimeoutMs,
  );
  const signal = call.signal ? AbortSignal.any([call.signal, timer.signal]) : timer.signal;
  const init: FetchOptions<"json"> & Pick<CallOptions, "next"> = {
    method,
    headers: requestHeaders(transport, method, url, call),
    retry: false,
    ignoreResponseError: true,
    ...(call.body === undefined ? {} : { body: call.body as Record<string, unknown> }),
    signal,
    ...(call.next ? { next: call.next } : {}),
    ...(call.cache ? { cache: call.cache } : {}),
  };
  let response;
  try {
    response = await transport.$fetch.raw<unknown>(url, init);
  } catch (cause) {
    const timedOut = timer.signal.aborted && call.signal?.aborted !== true;
    throw new ApiError({
      kind: timedOut ? "timeout" : "network",
      message: timedOut
        ? `${method} ${url} timed out after ${timer.ms} ms`
        : `${method} ${url} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      method,
      url,
      ...(timedOut ? {} : { cause }),
    });
  } finally {
    timer.clear();
  }
  const body = response._data;
  if (response.status >= 400) {
    const apiMessage = isRecord(body) && typeof body.message === "string" ? body.message : "";
    throw new ApiError({
      kind: "http",
      message:
        apiMessage ||
        `${method} ${url} failed with ${response.status} ${response.statusText}`.trim(),
      method,
      url,
      status: response.status,
      body,
      errors: validationErrorsOf(body),
      retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
    });
  }
  return { status: response.status, body };
}

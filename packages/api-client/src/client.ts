// The HTTP client of the /core/v1 API: ofetch underneath, JSON in and out, zod-validated
// responses, one error type and the hub's retry policy.
import { ofetch } from "ofetch";
import type { FetchOptions } from "ofetch";
import type { z } from "zod";

import type { ValidationErrors } from "./schemas/envelopes.ts";

/** The only statuses that are retried. */
export const RETRY_STATUS_CODES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
/** Methods that are not retried unless a call asks for it. */
export const NON_IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set([
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
]);
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Retries of a call that does not say, unless its method is non-idempotent (then none). */
export const DEFAULT_RETRIES = 1;
/**
 * The longest `Retry-After` a retry waits for. An answer asking for longer fails at once: the
 * API has said when it will serve again, and no page can wait that long.
 */
export const MAX_RETRY_AFTER_MS = 3000;
/**
 * Sent with a GET whose last answer failed its schema. Next.js's data cache keys a fetch on its
 * headers, so the request is looked up afresh instead of replaying the stored bad answer.
 */
export const REFETCH_HEADER = "x-hub-refetch";
/** How many URLs with a bad answer the client remembers for {@link REFETCH_HEADER}. */
const MAX_REFETCH_URLS = 1000;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiErrorKind = "http" | "network" | "timeout" | "schema";

type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  method: HttpMethod;
  url: string;
  status?: number;
  body?: unknown;
  errors?: ValidationErrors | undefined;
  issues?: readonly z.core.$ZodIssue[];
  cause?: unknown;
  retryAfterMs?: number | undefined;
};

/**
 * Every failure of the client. `status` is 0 when no response arrived (`network`, `timeout`);
 * `errors` is the body's `errors` map (422 validation) when it has one.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly errors: ValidationErrors | undefined;
  readonly method: HttpMethod;
  readonly url: string;
  /** The parsed response body, when there was one. */
  readonly body: unknown;
  /** For `schema` errors: every zod issue. */
  readonly issues: readonly z.core.$ZodIssue[];
  /** The answer's `Retry-After`, in milliseconds from when it arrived, when it had one. */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.errors = init.errors;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
    this.issues = init.issues ?? [];
    this.retryAfterMs = init.retryAfterMs;
  }

  /** A 422 whose body carries field errors. */
  isValidationError(): this is ApiError & { status: 422; errors: ValidationErrors } {
    return this.kind === "http" && this.status === 422 && this.errors !== undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isValidationError(
  error: unknown,
): error is ApiError & { status: 422; errors: ValidationErrors } {
  return isApiError(error) && error.isValidationError();
}

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
/** `{ filter: { id: [a, b] }, include: ["organisation"], sort: "-name", page: 2, per_page: 9 }`. */
export type QueryParams = Readonly<
  Record<string, QueryValue | Readonly<Record<string, QueryValue>>>
>;

const encodeKey = (key: string) =>
  encodeURIComponent(key).replaceAll("%5B", "[").replaceAll("%5D", "]");
const encodeValue = (value: string) => encodeURIComponent(value).replaceAll("%2C", ",");

function serialiseScalarOrList(value: QueryValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return String(value);
  }
  return value.length === 0 ? undefined : value.map(String).join(",");
}

/**
 * Query string in the spatie/laravel-query-builder dialect: nested objects become `key[sub]`,
 * lists are joined by commas, `null`/`undefined`/empty lists are left out. Keys keep their order
 * so equal calls give equal URLs (and equal Next.js cache entries).
 */
export function serialiseQuery(query: QueryParams | undefined): string {
  if (!query) return "";
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [subKey, subValue] of Object.entries(value as Record<string, QueryValue>)) {
        const serialised = serialiseScalarOrList(subValue);
        if (serialised !== undefined) {
          pairs.push(`${encodeKey(`${key}[${subKey}]`)}=${encodeValue(serialised)}`);
        }
      }
      continue;
    }
    const serialised = serialiseScalarOrList(value as QueryValue);
    if (serialised !== undefined) pairs.push(`${encodeKey(key)}=${encodeValue(serialised)}`);
  }
  return pairs.join("&");
}

/** Joins the API base (e.g. `https://api.example.org/core/v1`) and a path, plus a query string. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, "");
  const url = `${base}/${path.replace(/^\/+/, "")}`;
  const search = serialiseQuery(query);
  return search ? `${url}${url.includes("?") ? "&" : "?"}${search}` : url;
}

/** Next.js's extension of `fetch` options; passed through untouched. */
export type NextFetchRequestConfig = { revalidate?: number | false; tags?: string[] };
export type FetchCacheMode =
  "default" | "force-cache" | "no-cache" | "no-store" | "only-if-cached" | "reload";

/** Per-call controls every endpoint function also accepts. */
export type CallOptions = {
  /**
   * Number of retries; default {@link DEFAULT_RETRIES} for GET, 0 for POST/PUT/PATCH/DELETE;
   * `false` for none.
   */
  retry?: number | false;
  /** Per attempt; default from the client. */
  timeoutMs?: number;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  next?: NextFetchRequestConfig;
  cache?: FetchCacheMode;
};

export type ResponsePick = "data" | "page";

export type RequestOptions<
  S extends z.ZodType = z.ZodType,
  P extends ResponsePick | undefined = undefined,
> = CallOptions & {
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the whole response body before `pick` applies. */
  schema?: S;
  /** `data`: the body's `data`; `page`: `{ data, links, meta }`. */
  pick?: P;
};

type UntypedRequestOptions = CallOptions & {
  query?: QueryParams;
  body?: unknown;
  schema?: z.ZodType;
  pick?: ResponsePick | undefined;
};

/** What a call resolves to, given the schema's output and the pick. */
export type Picked<T, P> = P extends "data"
  ? T extends { data: infer D }
    ? D
    : unknown
  : P extends "page"
    ? T extends { data: unknown }
      ? Pick<T, Extract<keyof T, "data" | "links" | "meta">>
      : unknown
    : T;

type MethodCall = <S extends z.ZodType = z.ZodType, P extends ResponsePick | undefined = undefined>(
  path: string,
  options?: RequestOptions<S, P>,
) => Promise<Picked<z.output<S>, P>>;

export type ApiClient = {
  /** The API base without a trailing slash, e.g. `https://api.example.org/core/v1`. */
  readonly baseUrl: string;
  request<S extends z.ZodType = z.ZodType, P extends ResponsePick | undefined = undefined>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions<S, P>,
  ): Promise<Picked<z.output<S>, P>>;
  get: MethodCall;
  post: MethodCall;
  put: MethodCall;
  patch: MethodCall;
  delete: MethodCall;
  /** The absolute URL of a path and query, as the client would request it. */
  url(path: string, query?: QueryParams): string;
};

export type ApiClientOptions = {
  /** The API base including `/core/v1`. */
  baseUrl: string;
  /** A fetch implementation (Next.js's patched fetch, a test double…); default global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Per attempt; default {@link DEFAULT_TIMEOUT_MS}; 0 for none. */
  timeoutMs?: number;
  /** Sent with every request (after `Accept: application/json`). */
  headers?: Readonly<Record<string, string>>;
  /** Pause before a retry; default 0 (or the answer's `Retry-After`, when longer). */
  retryDelayMs?: number;
  /** The longest `Retry-After` worth waiting for; default {@link MAX_RETRY_AFTER_MS}. */
  maxRetryAfterMs?: number;
  /**
   * Shares a GET's outcome, every attempt included, between calls with the same key: e.g. within
   * one page request, whose renders would otherwise each ask a failing API again. Calls with a
   * signal of their own are never shared. Default: every call asks.
   */
  shareGet?: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /**
   * The time (ms since the epoch) after which a call may no longer wait for the API, e.g. the end
   * of the page request it serves; undefined for none. An attempt's timeout is cut short to it,
   * no attempt starts and no retry waits past it.
   */
  deadline?: () => number | undefined;
  /** Told of every error a call fails with, after its retries (e.g. to note what a page met). */
  onFailure?: (error: ApiError) => void;
};

type Answer = { status: number; body: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function validationErrorsOf(body: unknown): ValidationErrors | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const errors: ValidationErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (Array.isArray(messages)) errors[field] = messages.map(String);
    else if (typeof messages === "string") errors[field] = [messages];
  }
  return errors;
}

function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 3).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : "(root)";
    return `${path}: ${issue.message}`;
  });
  const more = issues.length - shown.length;
  return more > 0 ? `${shown.join("; ")} (and ${more} more)` : shown.join("; ");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The abort reason of an attempt's whole timeout (as `AbortSignal.timeout` gives). */
const TIMEOUT = "TimeoutError";
/** The abort reason of an attempt cut short by the caller's deadline. */
const ABORT = "AbortError";

/**
 * `Retry-After` in milliseconds: delta-seconds or an HTTP date; undefined when absent or
 * unreadable.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? 0;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS;
  const $fetch = ofetch.create({}, options.fetch ? { fetch: options.fetch } : {});
  /** URLs whose last answer failed its schema, with the generation their refetches carry. */
  const refetches = new Map<string, number>();
  let refetchGeneration = 0;

  function refetchAfterBadAnswer(url: string) {
    refetches.delete(url);
    refetches.set(url, ++refetchGeneration);
    if (refetches.size > MAX_REFETCH_URLS) {
      const oldest = refetches.keys().next().value;
      if (oldest !== undefined) refetches.delete(oldest);
    }
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
  function attemptTimer(method: HttpMethod, url: string, timeoutMs: number) {
    const controller = new AbortController();
    const remainingMs = remainingBeforeDeadline();
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

  /** Milliseconds left before the deadline, or undefined without one. */
  function remainingBeforeDeadline(): number | undefined {
    const deadline = options.deadline?.();
    return deadline === undefined ? undefined : deadline - Date.now();
  }

  async function attempt(
    method: HttpMethod,
    url: string,
    call: UntypedRequestOptions,
  ): Promise<Answer> {
    const timer = attemptTimer(method, url, call.timeoutMs ?? defaultTimeoutMs);
    const headers = new Headers({ Accept: "application/json" });
    for (const [name, value] of Object.entries({ ...options.headers, ...call.headers })) {
      headers.set(name, value);
    }
    const refetch = method === "GET" ? refetches.get(url) : undefined;
    if (refetch !== undefined) headers.set(REFETCH_HEADER, String(refetch));
    const signal = call.signal ? AbortSignal.any([call.signal, timer.signal]) : timer.signal;
    const init: FetchOptions<"json"> & Pick<CallOptions, "next"> = {
      method,
      headers,
      retry: false,
      ignoreResponseError: true,
      ...(call.body === undefined ? {} : { body: call.body as Record<string, unknown> }),
      signal,
      ...(call.next ? { next: call.next } : {}),
      ...(call.cache ? { cache: call.cache } : {}),
    };
    let response;
    try {
      response = await $fetch.raw<unknown>(url, init);
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

  function shapeResult(
    method: HttpMethod,
    url: string,
    { status, body }: Answer,
    call: UntypedRequestOptions,
  ): unknown {
    let value = body;
    if (call.schema) {
      const result = call.schema.safeParse(body);
      if (!result.success) {
        throw new ApiError({
          kind: "schema",
          message: `${method} ${url} returned an unexpected response: ${formatIssues(result.error.issues)}`,
          method,
          url,
          status,
          body,
          issues: result.error.issues,
          cause: result.error,
        });
      }
      value = result.data;
    }
    if (call.pick === undefined) return value;
    if (!isRecord(value) || !("data" in value)) {
      throw new ApiError({
        kind: "schema",
        message: `${method} ${url} returned no "data" to pick`,
        method,
        url,
        status,
        body,
      });
    }
    if (call.pick === "data") return value.data;
    const page: Record<string, unknown> = { data: value.data };
    if ("links" in value) page.links = value.links;
    if ("meta" in value) page.meta = value.meta;
    return page;
  }

  async function withRetries(
    method: HttpMethod,
    url: string,
    call: UntypedRequestOptions,
  ): Promise<Answer> {
    const retries =
      call.retry === false
        ? 0
        : (call.retry ?? (NON_IDEMPOTENT_METHODS.has(method) ? 0 : DEFAULT_RETRIES));
    for (let attemptNumber = 0; ; attemptNumber++) {
      let delayMs = retryDelayMs;
      try {
        return await attempt(method, url, call);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (attemptNumber >= retries || !isRetryable(error, call, maxRetryAfterMs)) throw error;
        delayMs = Math.max(delayMs, error.retryAfterMs ?? 0);
        // A retry that could only start at or after the deadline would fail unsent.
        const remainingMs = remainingBeforeDeadline();
        if (remainingMs !== undefined && delayMs >= remainingMs) throw error;
      }
      if (delayMs > 0) await sleep(delayMs);
    }
  }

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
    const load = () => withRetries(method, url, call);
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
      if (error instanceof ApiError && method === "GET") refetchAfterBadAnswer(url);
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

/**
 * A retryable status, or no response at all (network failure, timeout). A call the caller
 * aborted, a response that failed its schema (asking again gives the same answer) and an answer
 * whose `Retry-After` is longer than `maxRetryAfterMs` are never retried.
 */
function isRetryable(error: ApiError, call: CallOptions, maxRetryAfterMs: number): boolean {
  if (call.signal?.aborted === true) return false;
  if (error.kind === "network" || error.kind === "timeout") return true;
  if (error.retryAfterMs !== undefined && error.retryAfterMs > maxRetryAfterMs) return false;
  return error.kind === "http" && RETRY_STATUS_CODES.has(error.status);
}

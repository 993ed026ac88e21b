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

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.errors = init.errors;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
    this.issues = init.issues ?? [];
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
  /** Pause before a retry; default 0. */
  retryDelayMs?: number;
};

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

class AttemptTimedOut extends Error {}

/**
 * Rejects with {@link AttemptTimedOut} after `ms` (0: never). Deliberately not an AbortSignal
 * handed to fetch: Next.js stops de-duplicating a server-side request that carries a signal, so a
 * timeout signal on every call would repeat each GET once per component that makes it. The
 * abandoned request ends on its own; only a caller's own signal aborts one.
 */
async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  if (ms <= 0) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new AttemptTimedOut());
    }, ms);
  });
  // A late failure of the abandoned request must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? 0;
  const $fetch = ofetch.create({}, options.fetch ? { fetch: options.fetch } : {});

  async function attempt(
    method: HttpMethod,
    url: string,
    call: UntypedRequestOptions,
  ): Promise<{ status: number; body: unknown }> {
    const timeoutMs = call.timeoutMs ?? defaultTimeoutMs;
    const headers = new Headers({ Accept: "application/json" });
    for (const [name, value] of Object.entries({ ...options.headers, ...call.headers })) {
      headers.set(name, value);
    }
    const init: FetchOptions<"json"> & Pick<CallOptions, "next"> = {
      method,
      headers,
      retry: false,
      ignoreResponseError: true,
      ...(call.body === undefined ? {} : { body: call.body as Record<string, unknown> }),
      ...(call.signal ? { signal: call.signal } : {}),
      ...(call.next ? { next: call.next } : {}),
      ...(call.cache ? { cache: call.cache } : {}),
    };
    let response;
    try {
      response = await withTimeout($fetch.raw<unknown>(url, init), timeoutMs);
    } catch (cause) {
      const timedOut = cause instanceof AttemptTimedOut;
      throw new ApiError({
        kind: timedOut ? "timeout" : "network",
        message: timedOut
          ? `${method} ${url} timed out after ${timeoutMs} ms`
          : `${method} ${url} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
        method,
        url,
        ...(timedOut ? {} : { cause }),
      });
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
      });
    }
    return { status: response.status, body };
  }

  function shapeResult(
    method: HttpMethod,
    url: string,
    { status, body }: { status: number; body: unknown },
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

  async function request(
    method: HttpMethod,
    path: string,
    call: UntypedRequestOptions = {},
  ): Promise<unknown> {
    const url = buildUrl(baseUrl, path, call.query);
    const retries =
      call.retry === false
        ? 0
        : (call.retry ?? (NON_IDEMPOTENT_METHODS.has(method) ? 0 : DEFAULT_RETRIES));
    for (let attemptNumber = 0; ; attemptNumber++) {
      try {
        return shapeResult(method, url, await attempt(method, url, call), call);
      } catch (error) {
        if (!(error instanceof ApiError) || attemptNumber >= retries || !isRetryable(error, call)) {
          throw error;
        }
      }
      if (retryDelayMs > 0) await sleep(retryDelayMs);
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
 * A retryable status, or no response at all (network failure, timeout: ofetch counts these as
 * 500). A call the caller aborted and a response that failed its schema are never retried.
 */
function isRetryable(error: ApiError, call: CallOptions): boolean {
  if (call.signal?.aborted === true) return false;
  if (error.kind === "network" || error.kind === "timeout") return true;
  return error.kind === "http" && RETRY_STATUS_CODES.has(error.status);
}

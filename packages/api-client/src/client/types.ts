// What a call of the client takes and gives.
import type { z } from "zod";

import type { ApiError, HttpMethod } from "./errors.ts";
import type { QueryParams } from "./query.ts";

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

export type UntypedRequestOptions = CallOptions & {
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

export type MethodCall = <
  S extends z.ZodType = z.ZodType,
  P extends ResponsePick | undefined = undefined,
>(
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

export type Answer = { status: number; body: unknown };

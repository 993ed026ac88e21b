import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";

import { ApiError } from "@hub/api-client/client";
import type { ApiErrorKind } from "@hub/api-client/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  answerFailedRenders,
  failureAnswer,
  failureOf,
  LIMITED_RETRY_AFTER_SECONDS,
  noteApiFailure,
} from "./failure-page.ts";
import { EMPTY_ERROR_DOCUMENT } from "./next-internals/index.ts";
import { requestContext, runInRequestContext } from "./request-context.ts";
import type { ApiFailure, RequestContext } from "./request-context.ts";
import { OUTAGE_RETRY_AFTER_SECONDS, UNAVAILABLE_PATH } from "./shell/headers.ts";
import { closeServer, listenOnLoopback } from "./test/loopback.ts";

function apiError(kind: ApiErrorKind, status = 0, retryAfterMs?: number): ApiError {
  return new ApiError({ kind, message: "x", method: "GET", url: "u", status, retryAfterMs });
}

describe("failureOf", () => {
  it.each<[string, ApiError, ApiFailure | null]>([
    [
      "a 429 with Retry-After",
      apiError("http", 429, 30_000),
      { kind: "limited", retryAfterSeconds: 30 },
    ],
    [
      "a 429 with part of a second",
      apiError("http", 429, 1200),
      { kind: "limited", retryAfterSeconds: 2 },
    ],
    [
      "a 429 without Retry-After",
      apiError("http", 429),
      { kind: "limited", retryAfterSeconds: LIMITED_RETRY_AFTER_SECONDS },
    ],
    ["a 500", apiError("http", 500), { kind: "unavailable" }],
    ["a 503", apiError("http", 503), { kind: "unavailable" }],
    ["no answer", apiError("network"), { kind: "unavailable" }],
    ["a timeout", apiError("timeout"), { kind: "unavailable" }],
    ["a 404 (the page's own business)", apiError("http", 404), null],
    ["a 422", apiError("http", 422), null],
    ["a bad answer", apiError("schema", 200), null],
  ])("%s", (_name, error, failure) => {
    expect(failureOf(error)).toEqual(failure);
  });
});

describe("failureAnswer", () => {
  it.each<[string, ApiFailure | undefined, ReturnType<typeof failureAnswer>]>([
    ["nothing the API said", undefined, { status: 500 }],
    [
      "the API down",
      { kind: "unavailable" },
      { status: 503, retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS },
    ],
    [
      "the visitor limited",
      { kind: "limited", retryAfterSeconds: 7 },
      { status: 429, retryAfterSeconds: 7 },
    ],
  ])("%s", (_name, failure, answer) => {
    expect(failureAnswer(failure)).toEqual(answer);
  });
});

describe("noteApiFailure", () => {
  it.each<[string, ApiError[], ApiFailure | undefined]>([
    ["nothing", [], undefined],
    ["a 404 alone", [apiError("http", 404)], undefined],
    ["a 503", [apiError("http", 503)], { kind: "unavailable" }],
    [
      "a 429 after a 503",
      [apiError("http", 503), apiError("http", 429, 5000)],
      { kind: "limited", retryAfterSeconds: 5 },
    ],
    [
      "a 503 after a 429",
      [apiError("http", 429, 5000), apiError("http", 503)],
      { kind: "limited", retryAfterSeconds: 5 },
    ],
  ])("notes %s on the request", (_name, errors, noted) => {
    const failure = runInRequestContext("203.0.113.1", () => {
      for (const error of errors) noteApiFailure(error);
      return requestContext()?.apiFailure;
    });
    expect(failure).toEqual(noted);
  });

  it("does nothing outside a request", () => {
    expect(() => {
      noteApiFailure(apiError("http", 503));
    }).not.toThrow();
  });
});

describe("answerFailedRenders, on a real server", () => {
  // The server answers a page the way Next does when its render failed, and serves the failure
  // page at UNAVAILABLE_PATH, counting how often it is asked for it.
  const asked: string[] = [];
  let failure: ApiFailure | undefined;
  let failurePageStatus = 200;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const context: RequestContext = {
      visitor: "203.0.113.1",
      shared: new Map(),
    };
    answerFailedRenders(request, response, context);
    const url = new URL(request.url ?? "/", "http://site.test");
    if (url.pathname === UNAVAILABLE_PATH) {
      asked.push(`${url.pathname}${url.search}`);
      response.statusCode = failurePageStatus;
      response.setHeader("content-security-policy", `script-src 'nonce-${String(asked.length)}'`);
      response.setHeader("content-type", "text/html");
      response.end(`<h1>Error ${url.searchParams.get("status") ?? "503"}</h1>`);
      return;
    }
    if (failure !== undefined) context.apiFailure = failure;
    response.statusCode = 500;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(`<!DOCTYPE html><html ${EMPTY_ERROR_DOCUMENT}><head></head><body></body></html>`);
  });
  let origin = "";

  beforeAll(async () => {
    origin = await listenOnLoopback(server);
  });
  afterAll(() => closeServer(server));

  // First, before any failure page is kept.
  it("sends Next's document when the failure page cannot be had, and asks again next time", async () => {
    failure = { kind: "unavailable" };
    asked.length = 0;
    failurePageStatus = 500;
    try {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${origin}/services/x`);
        expect(response.status).toBe(500);
        expect(await response.text()).toContain(EMPTY_ERROR_DOCUMENT);
      }
    } finally {
      failurePageStatus = 200;
    }
    expect(asked).toEqual([UNAVAILABLE_PATH, UNAVAILABLE_PATH]);
  });

  it.each<[string, ApiFailure | undefined, number, string | null, string]>([
    [
      "the API down",
      { kind: "unavailable" },
      503,
      String(OUTAGE_RETRY_AFTER_SECONDS),
      UNAVAILABLE_PATH,
    ],
    [
      "the visitor limited",
      { kind: "limited", retryAfterSeconds: 12 },
      429,
      "12",
      `${UNAVAILABLE_PATH}?status=429`,
    ],
    ["anything else", undefined, 500, null, `${UNAVAILABLE_PATH}?status=500`],
  ])(
    "answers failed renders with %s as the failure page, rendered once for all of them",
    async (_name, given, status, retryAfter, path) => {
      failure = given;
      asked.length = 0;
      const answers = await Promise.all(
        ["/services/x", "/services/y", "/events"].map((page) => fetch(`${origin}${page}`)),
      );
      for (const response of answers) {
        expect(response.status).toBe(status);
        expect(response.headers.get("retry-after")).toBe(retryAfter);
        expect(response.headers.get("content-security-policy")).toBe("script-src 'nonce-1'");
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.text()).toBe(`<h1>Error ${String(status)}</h1>`);
      }
      expect(asked).toEqual([path]);
    },
  );

  it("leaves a POST alone", async () => {
    failure = { kind: "unavailable" };
    const response = await fetch(`${origin}/services/x`, { method: "POST" });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain(EMPTY_ERROR_DOCUMENT);
  });
});

// What a visitor gets when the API fails a page: the site's own page, server-rendered, with the
// status the failure calls for (docs/decisions/0052). Next cannot answer a failed render with
// anything but a 500 and its empty error document (decision 0002), so each request's response is
// watched from the moment Node announces it (request-context.ts), and that document, should Next
// send it, is replaced (next-internals/error-document.ts) with `/service-unavailable`: a 503 while the API is
// down or hanging, a 429 with the API's `Retry-After` while it limits the visitor, a 500 for
// anything else. That page is rendered without the API, so it can always be served.
import { request as httpRequest } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIPv6 } from "node:net";

import type { ApiError } from "@hub/api-client/client";

import { replaceEmptyErrorDocument } from "./next-internals/index.ts";
import type { Replacement } from "./next-internals/index.ts";
import { requestContext } from "./request-context.ts";
import type { ApiFailure, RequestContext } from "./request-context.ts";
import { failurePagePath, OUTAGE_RETRY_AFTER_SECONDS, UNAVAILABLE_PATH } from "./shell/headers.ts";
import type { FailureStatus } from "./shell/headers.ts";

/** How long a visitor is asked to wait when the API limits them without saying, in seconds. */
export const LIMITED_RETRY_AFTER_SECONDS = 60;
/** How long the failure page may take to render before the visitor gets Next's document after all. */
export const FAILURE_PAGE_TIMEOUT_MS = 1500;
/**
 * How long one render of a failure page answers every failure with its status, in ms. During an
 * outage many pages fail at once, on a server that may be short of time; the page is the same
 * for every visitor (it shows no view, no CMS copy), so it is rendered once, not per failure.
 * Like a page from the cache, it carries the policy naming its render's nonce.
 */
export const FAILURE_PAGE_KEEP_MS = 60_000;

/** The failure an API error shows, or null for one that is the page's own business (a 404). */
export function failureOf(error: ApiError): ApiFailure | null {
  if (error.kind === "http" && error.status === 429) {
    const seconds = Math.ceil((error.retryAfterMs ?? 0) / 1000);
    return {
      kind: "limited",
      retryAfterSeconds: seconds > 0 ? seconds : LIMITED_RETRY_AFTER_SECONDS,
    };
  }
  if (error.kind === "network" || error.kind === "timeout") return { kind: "unavailable" };
  return error.kind === "http" && error.status >= 500 ? { kind: "unavailable" } : null;
}

/**
 * Notes on the current request what the API failed with (the site client's `onFailure`). Being
 * limited outweighs the rest: the API answered, and asking again sooner will not help.
 */
export function noteApiFailure(error: ApiError): void {
  const context = requestContext();
  const failure = failureOf(error);
  if (context === undefined || failure === null || context.apiFailure?.kind === "limited") return;
  context.apiFailure = failure;
}

/** The status and `Retry-After` of the page that answers a render the API failed, or any other. */
export function failureAnswer(failure: ApiFailure | undefined): {
  status: FailureStatus;
  retryAfterSeconds?: number;
} {
  if (failure === undefined) return { status: 500 };
  return failure.kind === "limited"
    ? { status: 429, retryAfterSeconds: failure.retryAfterSeconds }
    : { status: 503, retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS };
}

type Page = { status: number; headers: IncomingMessage["headers"]; html: string };

/** GETs one of this server's own pages, where the request for `request` arrived. */
function ownPage(request: IncomingMessage, path: string): Promise<Page> {
  const address = request.socket.localAddress ?? "127.0.0.1";
  return new Promise((resolve, reject) => {
    const asking = httpRequest(
      {
        host: isIPv6(address) ? `[${address}]` : address,
        port: request.socket.localPort,
        path,
        headers: { accept: "text/html" },
        timeout: FAILURE_PAGE_TIMEOUT_MS,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            html: Buffer.concat(chunks).toString("utf8"),
          });
        });
        answer.on("error", reject);
      },
    );
    asking.on("timeout", () => asking.destroy(new Error(`${path} took too long`)));
    asking.on("error", reject);
    asking.end();
  });
}

const kept = new Map<FailureStatus, { page: Promise<Page>; until: number }>();

/** The failure page with `status`: one render, shared while it is kept; a failed one is not. */
function keptPage(request: IncomingMessage, status: FailureStatus): Promise<Page> {
  const now = Date.now();
  const entry = kept.get(status);
  if (entry !== undefined && entry.until > now) return entry.page;
  const page = ownPage(request, failurePagePath(status));
  const forget = () => {
    if (kept.get(status)?.page === page) kept.delete(status);
  };
  page.then((answer) => {
    if (answer.status !== 200) forget();
  }, forget);
  kept.set(status, { page, until: now + FAILURE_PAGE_KEEP_MS });
  return page;
}

/** The failure page for `context`'s request, or null when it cannot be had. */
async function failurePage(
  request: IncomingMessage,
  context: RequestContext,
): Promise<Replacement | null> {
  const { status, retryAfterSeconds } = failureAnswer(context.apiFailure);
  const page = await keptPage(request, status);
  if (page.status !== 200) return null;
  // The page keeps the policy it was served with: it names the nonce of its scripts.
  const policy = page.headers["content-security-policy"];
  return {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      ...(typeof policy === "string" ? { "content-security-policy": policy } : {}),
      ...(retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) }),
    },
    html: page.html,
  };
}

/**
 * Watches a request's response (request-context.ts's observer): should Next answer it with its
 * empty error document, the failure page goes instead. The failure page's own request is left
 * alone.
 */
export function answerFailedRenders(
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
): void {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  if (request.url?.split("?", 1)[0] === UNAVAILABLE_PATH) return;
  replaceEmptyErrorDocument(response, () => failurePage(request, context));
}

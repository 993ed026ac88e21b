// The answers the proxy gives itself rather than passing a request on: one of the app's own pages
// with a status Next cannot give a page (the outage page's 503, a not-found collection's 404, a bad
// address's 400, a 429), fetched from this server over loopback with the visitor's cookies; and
// the 429s of a visitor past a limit. Only `fetch` and `PORT`: nothing of Next's internals.
import type { NextRequest } from "next/server";

import { t } from "@hub/core/messages";

import { LIMITED_PARAM } from "../forms/http.ts";
import { requestContext } from "../request-context.ts";
import { PROBLEM_PATH } from "../shell/headers.ts";
import { visitorLimiter } from "../state/limits.ts";
import { apiLimitOf } from "./internal-path.ts";

/** Fetches one of the app's own pages. */
export type FetchPage = (url: URL, init: { headers: Record<string, string> }) => Promise<Response>;

/** One of the app's own pages at `path`, answered with `status` and `headers`. */
export type OwnPage = (
  request: NextRequest,
  path: string,
  status: number,
  headers?: Record<string, string>,
) => Promise<Response>;

/** Pages only: assets, route handlers and Next's internals are left alone. */
export function isPageRequest(request: NextRequest): boolean {
  const accept = request.headers.get("accept") ?? "";
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    (accept === "" || accept.includes("text/html") || accept.includes("*/*"))
  );
}

/**
 * Where this server answers its own requests: loopback on its port (`next start` listens on
 * `PORT`), so the request never leaves the machine whatever the public `Host` is.
 */
export function ownOrigin(
  request: NextRequest,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const port = env.PORT;
  return port === undefined || port === "" ? request.nextUrl.origin : `http://127.0.0.1:${port}`;
}

/** The app's own pages, fetched with `fetchPage` from `originOf` the request. */
export function ownPages(
  fetchPage: FetchPage,
  originOf: (request: NextRequest) => string,
): OwnPage {
  return async (request, path, status, headers = {}) => {
    // With the visitor's cookies, so the page is in their view (their cookie banner state) and
    // their form, and as the visitor (this server is a trusted hop for itself).
    const cookie = request.headers.get("cookie");
    const visitor = requestContext()?.visitor;
    const page = await fetchPage(new URL(path, originOf(request)), {
      headers: {
        ...(cookie === null ? {} : { cookie }),
        ...(visitor === undefined || visitor === "" ? {} : { "x-forwarded-for": visitor }),
      },
    });
    // The page keeps the policy it was served with: it names the nonce or hashes of its scripts.
    const policy = page.headers.get("content-security-policy");
    return new Response(await page.text(), {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        ...(policy === null ? {} : { "content-security-policy": policy }),
        ...headers,
      },
    });
  };
}

/**
 * A 429 page for a form the visitor sent too often: its handler sent them back with
 * `?limited=`; the page shows what they typed and when to try again.
 */
export async function tooMany(request: NextRequest, ownPage: OwnPage): Promise<Response | null> {
  const { pathname, searchParams } = request.nextUrl;
  const seconds = searchParams.get(LIMITED_PARAM);
  if (seconds !== null && /^[1-9][0-9]{0,3}$/.test(seconds)) {
    const query = new URLSearchParams(searchParams);
    query.delete(LIMITED_PARAM);
    const rest = query.toString();
    return ownPage(request, `${pathname}${rest === "" ? "" : `?${rest}`}`, 429, {
      "retry-after": seconds,
    });
  }
  return null;
}

/**
 * A 429 for a visitor past their limit on a route that asks the API something for each request
 * (`apiLimitOf`), counted whatever the request accepts: a page asked for gets the "Too many
 * requests" page, anything else (a script's fetch, a client navigation) a line of text.
 */
export async function overApiLimit(
  request: NextRequest,
  variant: string,
  ownPage: OwnPage,
): Promise<Response | null> {
  const limit = apiLimitOf(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (limit === null) return null;
  const outcome = await visitorLimiter(limit, variant).consume(requestContext()?.visitor ?? "");
  if (outcome.allowed) return null;
  const retryAfter = { "retry-after": String(outcome.retryAfterSeconds) };
  if (isPageRequest(request)) {
    return ownPage(request, `${PROBLEM_PATH}/too-many-requests`, 429, retryAfter);
  }
  return new Response(`${t("errors.tooManyRequests")}. ${t("errors.tooManyRequestsBody")}\n`, {
    status: 429,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      ...retryAfter,
    },
  });
}

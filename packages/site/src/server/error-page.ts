// The app's own server-rendered error page, fetched from the running site and kept briefly, to
// stand in for Next's empty error document (docs/decisions/0003), and the visitor's address
// written into the one static not-found page.
import { INTERNAL_REQUEST_HEADER, PATH_PLACEHOLDER, UNAVAILABLE_PATH } from "../shell/headers.ts";
/** How long a fetched error page is reused. */
export const ERROR_PAGE_TTL_MS = 10_000;
const ERROR_PAGE_TIMEOUT_MS = 5000;

/** An address no route matches: Next answers it with the app's not-found page. */
export const NOT_FOUND_PAGE_PATH = "/_hub/not-found";

/** The "Service not available" page, for a service address that finds no service. */
export const SERVICE_UNAVAILABLE_PAGE_PATH = "/services/_unavailable";

/**
 * The page standing in for an empty error document at `path`: for a 404 "Service not available"
 * under `/services/`, otherwise the not-found page; `/service-unavailable` shows "Error 503";
 * `?status=500` the wording of any other failure.
 */
export function errorPagePath(status: number, path = "/"): string {
  if (status === 404) {
    return path.startsWith("/services/") ? SERVICE_UNAVAILABLE_PAGE_PATH : NOT_FOUND_PAGE_PATH;
  }
  return status === 503 ? UNAVAILABLE_PATH : `${UNAVAILABLE_PATH}?status=500`;
}

/**
 * The not-found page with the visitor's path in place of its `{path}` placeholder. Characters
 * that mean something in HTML or in the page's inline JSON are percent-encoded, so the path is
 * inert in both.
 */
export function withRequestedPath(html: string, requestUrl: string): string {
  const path = (requestUrl.split("?")[0] ?? "/").replace(
    /[^A-Za-z0-9\-._~%!$()*+,;=:@/]/g,
    (character) => encodeURIComponent(character).replace(/'/g, "%27"),
  );
  return html.replaceAll(PATH_PLACEHOLDER, path);
}

export type ErrorPagesOptions = {
  /** Where the site itself listens, known once it does. */
  origin: () => string;
  /** The value of `INTERNAL_REQUEST_HEADER` this server trusts. */
  token: string;
  now?: () => number;
  fetch?: (url: URL, init: RequestInit) => Promise<Response>;
};

/** The error page's HTML for a status, or null when the site cannot render it either. */
export function createErrorPages({
  origin,
  token,
  now = Date.now,
  fetch: fetchPage = (url, init) => fetch(url, init),
}: ErrorPagesOptions): (status: number, requestPath?: string) => Promise<string | null> {
  const cache = new Map<string, { html: string; fetchedAt: number }>();
  return async (status, requestPath) => {
    const path = errorPagePath(status, requestPath);
    const cached = cache.get(path);
    if (cached !== undefined && now() - cached.fetchedAt < ERROR_PAGE_TTL_MS) return cached.html;
    try {
      const response = await fetchPage(new URL(path, origin()), {
        headers: { accept: "text/html", [INTERNAL_REQUEST_HEADER]: token },
        signal: AbortSignal.timeout(ERROR_PAGE_TIMEOUT_MS),
      });
      // The not-found page comes with its own 404.
      if (!response.ok && !(status === 404 && response.status === 404)) return null;
      const html = await response.text();
      cache.set(path, { html, fetchedAt: now() });
      return html;
    } catch {
      return null;
    }
  };
}

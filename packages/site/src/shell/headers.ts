// Request headers the proxy sets for the app (no imports: the proxy bundle includes this file).

/** The path and query the visitor asked for; layouts are not given the URL. */
export const PATH_HEADER = "x-hub-path";

/**
 * The proxy's reason a request is not found (an unknown `?category=` or `?persona=` on
 * `/results`), e.g. "Category not found", URI-encoded.
 */
export const NOT_FOUND_HEADER = "x-hub-not-found";

/** Not a route (`_` folders are private): rewriting here renders the not-found page, a 404. */
export const NOT_FOUND_REWRITE = "/_hub/not-found";
/** The static page the proxy serves, with a 503, while the API is down. */
export const UNAVAILABLE_PATH = "/service-unavailable";

/** The variant's favicon (`apps/<variant>/public/brand/favicon.svg`). */
export const FAVICON_PATH = "/brand/favicon.svg";

/**
 * Marks the site server's own requests (and the proxy's, in the same process) for the outage
 * and error pages, so the server leaves their HTML as it is; the CSP nonce is added once, to the
 * response the visitor gets.
 */
export const INTERNAL_REQUEST_HEADER = "x-hub-internal";
/** The environment variable through which the site server shares that header's value. */
export const INTERNAL_TOKEN_VARIABLE = "HUB_INTERNAL_REQUEST_TOKEN";

/** The header the server trusts, or none when not running behind the site server. */
export function internalRequestHeaders(): Record<string, string> {
  const token = process.env[INTERNAL_TOKEN_VARIABLE];
  return token === undefined || token === "" ? {} : { [INTERNAL_REQUEST_HEADER]: token };
}

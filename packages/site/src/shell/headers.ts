// Paths the proxy and the app share (no imports: the proxy bundle includes this file).

/**
 * The pages the proxy serves itself, with their status, for a problem it finds in an address:
 * `{PROBLEM_PATH}/category` for a `/results?category=` naming no category ("Category not found"),
 * `…/persona`, `…/invalid-address`, `…/address-too-long`.
 */
export const PROBLEM_PATH = "/_problem";
/** Where the not-found page's message takes the visitor's path ("Page not found: {path}"). */
export const PATH_PLACEHOLDER = "{path}";
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
/**
 * Set by the proxy on a per-request page whose HTML depends only on its address and view (a
 * search, a filtered list): the site server may keep it briefly, as it keeps cached pages
 * (server/page-cache.ts), and takes the header off before the response leaves.
 */
export const KEEPABLE_PAGE_HEADER = "x-hub-keepable";

/** The environment variable through which the site server shares that header's value. */
export const INTERNAL_TOKEN_VARIABLE = "HUB_INTERNAL_REQUEST_TOKEN";

/** The header the server trusts, or none when not running behind the site server. */
export function internalRequestHeaders(): Record<string, string> {
  const token = process.env[INTERNAL_TOKEN_VARIABLE];
  return token === undefined || token === "" ? {} : { [INTERNAL_REQUEST_HEADER]: token };
}

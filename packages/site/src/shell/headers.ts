// Paths the proxy and the app share (no imports: the proxy bundle includes this file).

/**
 * The pages the proxy serves itself, with their status, for a problem it finds in an address:
 * `{PROBLEM_PATH}/category` for a `/results?category=` naming no category ("Category not found"),
 * `…/persona`, `…/invalid-address`, `…/address-too-long`.
 */
export const PROBLEM_PATH = "/_problem";
/**
 * The not-found page that names the address ("Page not found: {path}", the address in `?path=`),
 * rendered per request: the cache handler answers every page not found with it, and stores none.
 */
export const NOT_FOUND_PATH = `${PROBLEM_PATH}/not-found`;
/** The query parameter of `NOT_FOUND_PATH` that holds the address not found. */
export const NOT_FOUND_PATH_PARAM = "path";
/** Where the not-found page's message takes the visitor's path ("Page not found: {path}"). */
export const PATH_PLACEHOLDER = "{path}";
/** The static page the proxy serves, with a 503, while the API is down. */
export const UNAVAILABLE_PATH = "/service-unavailable";

/** Where a variant's brand files are served from (`apps/<variant>/public/brand/`). */
export const BRAND_PATH = "/brand";
/** The variant's favicon (`apps/<variant>/public/brand/favicon.svg`). */
export const FAVICON_PATH = `${BRAND_PATH}/favicon.svg`;

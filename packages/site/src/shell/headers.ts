// Paths the proxy and the app share (no imports: the proxy bundle includes this file).

/**
 * The pages the proxy serves, with a 404, for `/results?category=` or `?persona=` naming no
 * collection ("Category not found"): `{NOT_FOUND_PATH}/category` and `…/persona`.
 */
export const NOT_FOUND_PATH = "/_collection-not-found";
/** The static page the proxy serves, with a 503, while the API is down. */
export const UNAVAILABLE_PATH = "/service-unavailable";

/** The variant's favicon (`apps/<variant>/public/brand/favicon.svg`). */
export const FAVICON_PATH = "/brand/favicon.svg";

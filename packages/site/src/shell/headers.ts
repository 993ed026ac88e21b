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
/**
 * The page rendered without the API that is answered, with its status, when the API fails a
 * page: 503 while it is down (the default), 429 while it limits the visitor, 500 for anything
 * else (`?status=`).
 */
export const UNAVAILABLE_PATH = "/service-unavailable";
/** The statuses {@link UNAVAILABLE_PATH} is answered with; the first is its default. */
export const FAILURE_STATUSES = [503, 429, 500] as const;
export type FailureStatus = (typeof FAILURE_STATUSES)[number];
/** How long a visitor or crawler is asked to wait while the API is down, in seconds. */
export const OUTAGE_RETRY_AFTER_SECONDS = 60;

/** The page for a failure with `status`. */
export function failurePagePath(status: FailureStatus): string {
  return status === FAILURE_STATUSES[0] ? UNAVAILABLE_PATH : `${UNAVAILABLE_PATH}?status=${status}`;
}

/** Where a variant's brand files are served from (`apps/<variant>/public/brand/`). */
export const BRAND_PATH = "/brand";
/** The variant's favicon (`apps/<variant>/public/brand/favicon.svg`). */
export const FAVICON_PATH = `${BRAND_PATH}/favicon.svg`;

/** The offline worker's script (`app/offline-worker.js/route.ts`): its scope is the whole site. */
export const OFFLINE_WORKER_PATH = "/offline-worker.js";
/** Where Next serves the web app manifest of `app/manifest.ts`. */
export const MANIFEST_PATH = "/manifest.webmanifest";

// Every reliance of the site on Next's internals: what Next does that no documented API offers,
// each with the reason in its module and a step in UPGRADING.md. next-internals.test.ts checks
// each against the Next installed and fails naming the step to follow (docs/decisions/0058).
export { BUILD_ID_FILE, readBuildId, runningBuildId } from "./build-id.ts";
export { EMPTY_ERROR_DOCUMENT, replaceEmptyErrorDocument } from "./error-document.ts";
export type { Replacement } from "./error-document.ts";
export { processWide } from "./process-wide.ts";
export { isStoredPage, pathOfCacheKey } from "./route-cache.ts";
export type { StoredPage } from "./route-cache.ts";
export { carriesNonce } from "./script-nonce.ts";

// One function per /core/v1 call the website (or its tests) makes, a file per resource. Each
// takes the client first, validates the response with the contract schema and returns the part
// callers use. This is `@hub/api-client/endpoints`.
export { COLLECTION_PAGE_SIZE, MAX_PAGE_SIZE, normaliseIds } from "./lists.ts";
export type { FilterValue, ListOptions, Paging, SortKey } from "./lists.ts";
export * from "./collections.ts";
export * from "./settings.ts";
export * from "./search.ts";
export * from "./services.ts";
export * from "./locations.ts";
export * from "./organisations.ts";
export * from "./events.ts";
export * from "./pages.ts";
export * from "./taxonomies.ts";
export * from "./writes.ts";
export * from "./geocode.ts";
export * from "./file-urls.ts";

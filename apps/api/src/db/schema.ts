// The database schema of the local /core/v1 server, one file a domain in `schema/`. Table and
// column names follow the Connected Places data model (docs/api-contract.md §8) so the contract
// maps one to one; the differences are deliberate: explicit collection columns instead of a
// `meta` blob, a parent pointer plus sibling `order` instead of a nested set for pages, binary
// image data kept in `files`, personal data of visitor writes encrypted at rest, and tsvector
// columns for search. drizzle-kit reads the tables from this module's exports.

// The contract's lists of allowed values (`@hub/api-client/values`) are the columns' enums and
// checks; the lists the domain files declare (`COLLECTION_TYPES`, `STORED_PAGE_TYPES`,
// `SOCIABLE_TYPES`) are the database's own.
export { WAIT_TIMES } from "@hub/api-client/values";
export * from "./schema/files.ts";
export * from "./schema/taxonomies.ts";
export * from "./schema/organisations.ts";
export * from "./schema/services.ts";
export * from "./schema/collections.ts";
export * from "./schema/locations.ts";
export * from "./schema/events.ts";
export * from "./schema/pages.ts";
export * from "./schema/visitor-writes.ts";
export * from "./schema/deliveries.ts";
export * from "./schema/referral-exports.ts";
export * from "./schema/imports.ts";
export * from "./schema/service-search.ts";
export * from "./schema/search-vocabulary.ts";

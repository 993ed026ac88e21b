// The /core/v1 contract as zod schemas, one file per resource. Responses parse with plain
// `z.object` (unknown keys accepted and stripped); requests encode the API's validation rules.
export * from "./categories.ts";
export * from "./common.ts";
export * from "./envelopes.ts";
export * from "./event-collections.ts";
export * from "./events.ts";
export * from "./files.ts";
export * from "./geocode.ts";
export * from "./locations.ts";
export * from "./organisation-sign-up.ts";
export * from "./organisations.ts";
export * from "./page-feedback.ts";
export * from "./pages.ts";
export * from "./personas.ts";
export * from "./referrals.ts";
export * from "./rules.ts";
export * from "./search.ts";
export * from "./service-locations.ts";
export * from "./services.ts";
export * from "./settings.ts";
export * from "./taxonomies.ts";
export * from "../values.ts";

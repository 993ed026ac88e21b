// Everything except the test fixtures, which live at `@hub/api-client/testing`.
export * from "./client.ts";
export * from "./endpoints/index.ts";
export * from "./schemas/index.ts";

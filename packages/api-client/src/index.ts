// Everything except the TanStack Query factories, which need the optional peer
// `@tanstack/react-query` and live at `@hub/api-client/query`.
export * from "./client.ts";
export * from "./endpoints.ts";
export * from "./schemas/index.ts";

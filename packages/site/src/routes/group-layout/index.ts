export { createGroupLayout, ROUTE_GROUPS } from "./group-layout.tsx";
export type { RouteGroup } from "./group-layout.tsx";

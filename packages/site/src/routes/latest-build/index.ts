export { createLatestBuildRoute } from "./latest-build-route.ts";
export type { LatestBuild } from "./latest-build-route.ts";

import { createLatestBuildRoute } from "@hub/site/routes/latest-build";

export const dynamic = "force-dynamic";
export const GET = createLatestBuildRoute().GET;

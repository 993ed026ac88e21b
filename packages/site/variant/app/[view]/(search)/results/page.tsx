import { createResultsRoute } from "@hub/site/routes/results";

import { site } from "../../../site.ts";

const route = createResultsRoute(site);
// Every search is its own: render per request, never from the full-route cache.
export const dynamic = "force-dynamic";
export default route.Page;
export const generateMetadata = route.generateMetadata;

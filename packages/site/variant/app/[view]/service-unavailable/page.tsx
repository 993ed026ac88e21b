import { createUnavailableRoute } from "@hub/site/routes/unavailable";

import { site } from "../../site.ts";

// Rendered per request (without the API) so the environment banner matches the deployment.
export const dynamic = "force-dynamic";

const route = createUnavailableRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;

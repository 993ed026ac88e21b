import { createPersonaRoute } from "@hub/site/routes/persona";

import { site } from "../../../../../site.ts";

const route = createPersonaRoute(site);
// A filtered list is a search: the proxy sends `/personas/{slug}?…` here, rendered per request.
export const dynamic = "force-dynamic";
export default route.FilteredPage;
export const generateMetadata = route.generateFilteredMetadata;

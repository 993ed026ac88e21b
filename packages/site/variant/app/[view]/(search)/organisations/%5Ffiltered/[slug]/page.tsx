import { createOrganisationRoute } from "@hub/site/routes/organisation";

import { site } from "../../../../../site.ts";

const route = createOrganisationRoute(site);
// A filtered list is a search: the proxy sends `/organisations/{slug}?…` here, rendered per request.
export const dynamic = "force-dynamic";
export default route.FilteredPage;
export const generateMetadata = route.generateFilteredMetadata;

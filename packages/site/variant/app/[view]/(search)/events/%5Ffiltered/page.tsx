import { createEventsRoute } from "@hub/site/routes/events";

import { site } from "../../../../site.ts";

const route = createEventsRoute(site);
// A filtered list is a search: the proxy sends `/events?…` here, rendered per request.
export const dynamic = "force-dynamic";
export default route.FilteredPage;
export const generateMetadata = route.generateFilteredMetadata;

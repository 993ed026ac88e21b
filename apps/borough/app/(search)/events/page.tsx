import { createEventsRoute } from "@hub/site/routes/events";

import { site } from "../../../src/site.ts";

const route = createEventsRoute(site);
// The address is the search: the page reads it on every request (the plain list's data is cached).
export const dynamic = "force-dynamic";
export default route.Page;
export const generateMetadata = route.generateMetadata;

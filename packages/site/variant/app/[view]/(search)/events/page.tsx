import { createEventsRoute } from "@hub/site/routes/events";

import { site } from "../../../site.ts";

// The plain list (the proxy sends a filtered one to `_filtered/`), cached per page.
const route = createEventsRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;

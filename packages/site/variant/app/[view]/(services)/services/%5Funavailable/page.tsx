import { createServiceRoute } from "@hub/site/routes/service";

import { site } from "../../../../site.ts";

// "Service not found" as a page: the cache handler serves it, with the 404, in place of the
// empty error document Next sends when a service page finds no service.
const route = createServiceRoute(site);
export default route.NotFound;
export const metadata = route.notFoundMetadata;

import { createServiceRoute } from "@hub/site/routes/service";

import { site } from "../../../../site.ts";

// Unknown and removed services alike: "Service not found", with a 404.
export default createServiceRoute(site).NotFound;

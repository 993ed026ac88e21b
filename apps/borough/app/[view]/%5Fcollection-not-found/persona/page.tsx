import { createNotFoundRoute } from "@hub/site/routes/not-found";

import { site } from "../../../../src/site.ts";

// What the proxy answers, with a 404, for a `/results?persona=` that names nothing.
const route = createNotFoundRoute(site, "persona");
export default route.Page;
export const metadata = route.metadata;

import { createNotFoundRoute } from "@hub/site/routes/not-found";

import { site } from "./site.ts";

const route = createNotFoundRoute(site);
export default route.Page;
export const metadata = route.metadata;

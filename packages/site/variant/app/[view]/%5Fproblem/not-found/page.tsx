import { createPathNotFoundRoute } from "@hub/site/routes/not-found";

import { site } from "../../../site.ts";

// "Page not found: {path}", rendered per request: the cache handler answers every page that was
// not found with it, with the 404, and stores none of them.
export const dynamic = "force-dynamic";
const route = createPathNotFoundRoute(site);
export default route.Page;
export const metadata = route.metadata;

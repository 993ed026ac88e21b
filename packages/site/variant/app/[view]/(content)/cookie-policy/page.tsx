import { createCookiesRoute } from "@hub/site/routes/cookies";

import { site } from "../../../site.ts";

const route = createCookiesRoute(site);
// Reads the request (`?saved=1`, the page it came from): rendered per request.
export const dynamic = "force-dynamic";
export default route.Page;
export const generateMetadata = route.generateMetadata;

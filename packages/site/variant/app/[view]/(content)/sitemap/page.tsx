import { createSiteMapRoute } from "@hub/site/routes/site-map";

import { site } from "../../../site.ts";

const route = createSiteMapRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;

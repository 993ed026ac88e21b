import { createContentPageRoute } from "@hub/site/routes/content-page";

import { site } from "../../../site.ts";

const route = createContentPageRoute(site, "privacy");
export default route.Page;
export const generateMetadata = route.generateMetadata;

import { createContentPageRoute } from "@hub/site/routes/content-page";

import { site } from "../../../site.ts";

const route = createContentPageRoute(site, "terms");
export default route.Page;
export const generateMetadata = route.generateMetadata;

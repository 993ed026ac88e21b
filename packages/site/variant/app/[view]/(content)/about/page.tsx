import { createContentPageRoute } from "@hub/site/routes/content-page";

import { site } from "../../../site.ts";

const route = createContentPageRoute(site, "about");
export default route.Page;
export const generateMetadata = route.generateMetadata;

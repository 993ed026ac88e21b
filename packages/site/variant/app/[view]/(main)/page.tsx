import { createHomeRoute } from "@hub/site/routes/home";

import { site } from "../../site.ts";

const route = createHomeRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;

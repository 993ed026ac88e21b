// A static segment: Next matches it before `pages/[parent]`.
import { createPagesSearchRoute } from "@hub/site/routes/pages-search";

import { site } from "../../../../site.ts";

const route = createPagesSearchRoute(site);
export const dynamic = "force-dynamic";
export default route.Page;
export const generateMetadata = route.generateMetadata;

import { createCategoryRoute } from "@hub/site/routes/category";

import { site } from "../../../../../site.ts";

const route = createCategoryRoute(site);
// A filtered list is a search: the proxy sends `/categories/{slug}?…` here, rendered per request.
export const dynamic = "force-dynamic";
export default route.FilteredPage;
export const generateMetadata = route.generateFilteredMetadata;

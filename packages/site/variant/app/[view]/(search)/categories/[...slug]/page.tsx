// Serves `/categories/{slug…}` and `/categories/{slug…}/all` (a final `all` segment).
import { createCategoryRoute } from "@hub/site/routes/category";

import { site } from "../../../../site.ts";

const route = createCategoryRoute(site);
export const revalidate = 300;
export default route.Page;
export const generateMetadata = route.generateMetadata;
export { renderedOnFirstRequest as generateStaticParams } from "@hub/site/view-query";

import { createServiceOldRoute } from "@hub/site/routes/service-old";

import { site } from "../../../../../site.ts";

const route = createServiceOldRoute(site);
export const revalidate = 300;
export default route.Page;
export const generateMetadata = route.generateMetadata;
export { renderedOnFirstRequest as generateStaticParams } from "@hub/site/view-query";

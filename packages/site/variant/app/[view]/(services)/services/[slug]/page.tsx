import { createServiceRoute } from "@hub/site/routes/service";

import { site } from "../../../../site.ts";

const route = createServiceRoute(site);
export const revalidate = 300;
export default route.Page;
export const generateMetadata = route.generateMetadata;
export { renderedOnFirstRequest as generateStaticParams } from "@hub/site/view-query";

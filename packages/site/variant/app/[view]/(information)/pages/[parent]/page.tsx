import { createPageRoute } from "@hub/site/routes/page";

import { site } from "../../../../site.ts";

const route = createPageRoute(site);
export const revalidate = 300;
export default route.Page;
export const generateMetadata = route.generateMetadata;
export { renderedOnFirstRequest as generateStaticParams } from "@hub/site/view-query";

import { createLocationRoute } from "@hub/site/routes/location";

import { site } from "../../../../site.ts";

const route = createLocationRoute(site);
export const revalidate = 300;
export default route.Page;
export const generateMetadata = route.generateMetadata;
export { renderedOnFirstRequest as generateStaticParams } from "@hub/site/view-query";

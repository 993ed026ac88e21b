import { createEventRoute } from "@hub/site/routes/event";

import { site } from "../../../../site.ts";

const route = createEventRoute(site);
export const revalidate = 300;
export default route.Page;
export const generateMetadata = route.generateMetadata;
export { renderedOnFirstRequest as generateStaticParams } from "@hub/site/view-query";

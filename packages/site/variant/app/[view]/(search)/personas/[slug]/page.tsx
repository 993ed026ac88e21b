import { createPersonaRoute } from "@hub/site/routes/persona";

import { site } from "../../../../site.ts";

const route = createPersonaRoute(site);
export const revalidate = 300;
export default route.Page;
export const generateMetadata = route.generateMetadata;
export { renderedOnFirstRequest as generateStaticParams } from "@hub/site/view-query";

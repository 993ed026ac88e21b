import { createOrganisationRoute } from "@hub/site/routes/organisation";

import { site } from "../../../../site.ts";

const route = createOrganisationRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export { renderedOnFirstRequest as generateStaticParams } from "@hub/site/view-query";

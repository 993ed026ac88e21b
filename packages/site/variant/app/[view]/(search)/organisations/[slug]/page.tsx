import { createOrganisationRoute } from "@hub/site/routes/organisation";

import { site } from "../../../../site.ts";

const route = createOrganisationRoute(site);
// Re-rendered now and then, so the opening-times filter's days start today.
export const revalidate = 300;
export default route.Page;
export const generateMetadata = route.generateMetadata;
export { renderedOnFirstRequest as generateStaticParams } from "@hub/site/view-query";

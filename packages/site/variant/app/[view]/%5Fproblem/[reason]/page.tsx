import { createProblemRoute } from "@hub/site/routes/not-found";

import { site } from "../../../site.ts";

// What the proxy serves itself, with a 404 or 400, for a problem it finds in an address.
const route = createProblemRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;

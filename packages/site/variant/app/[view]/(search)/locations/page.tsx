import { createLocationsRoute } from "@hub/site/routes/locations";

import { site } from "../../../site.ts";

const route = createLocationsRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;

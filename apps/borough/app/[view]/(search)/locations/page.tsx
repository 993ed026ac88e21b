import { createLocationsRoute } from "@hub/site/routes/locations";

import { site } from "../../../../src/site.ts";

const route = createLocationsRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;

import { createIconsRoute } from "@hub/site/routes/icons";

import { site } from "../../../site.ts";

// `%5F` is an escaped underscore: `_icons` would be a private folder.
const route = createIconsRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;

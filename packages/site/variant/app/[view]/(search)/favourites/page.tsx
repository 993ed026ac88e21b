import { createFavouritesRoute } from "@hub/site/routes/favourites";

import { site } from "../../../site.ts";

// The saved list is drawn in the browser, so the page is the same for everyone and cached.
const route = createFavouritesRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;

import { createFavouritesRoute } from "@hub/site/routes/favourites";

import { site } from "../../../../site.ts";

const route = createFavouritesRoute(site);
// A shared link (`/favourites?ids=…`): the proxy sends it here, rendered per request.
export const dynamic = "force-dynamic";
export default route.FilteredPage;
export const generateMetadata = route.generateFilteredMetadata;

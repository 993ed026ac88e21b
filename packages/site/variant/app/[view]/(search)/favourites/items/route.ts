import { createFavouritesRoute } from "@hub/site/routes/favourites";

import { site } from "../../../../site.ts";

// The saved list's items, asked for by the browser (per request: the ids are the visitor's).
export const dynamic = "force-dynamic";
export const GET = createFavouritesRoute(site).GET;

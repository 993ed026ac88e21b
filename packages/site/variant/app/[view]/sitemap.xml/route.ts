import { createSitemapRoutes } from "@hub/site/routes/sitemaps";

import { site } from "../../site.ts";

export const GET = createSitemapRoutes(site).index.GET;

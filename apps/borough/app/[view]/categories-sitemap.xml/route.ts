import { createSitemapRoutes } from "@hub/site/routes/sitemaps";

import { site } from "../../../src/site.ts";

export const GET = createSitemapRoutes(site).categories.GET;

import { createSitemapRoutes } from "@hub/site/routes/sitemaps";

import { site } from "../../site.ts";

// Per request: it names the API's sitemap from the runtime `APP_API_URL`.
export const dynamic = "force-dynamic";

export const GET = createSitemapRoutes(site).robots.GET;

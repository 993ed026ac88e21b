export {
  allPages,
  createSitemapRoutes,
  escapeXml,
  sitemapIndexXml,
  SITEMAPS,
  sitemapSources,
  STATIC_PATHS,
  urlsetXml,
  w3cDate,
} from "./sitemaps.ts";
export type { SitemapEntry } from "./sitemaps.ts";

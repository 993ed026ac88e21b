export { createSite, DEFAULT_REVALIDATE_SECONDS, API_TIMEOUT_MS } from "./site.ts";
export type { CreateSiteOptions, Site } from "./site.ts";

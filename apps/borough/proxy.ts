import { createProxy } from "@hub/site/proxy";

import { site } from "./src/site.ts";

export const proxy = createProxy(site);

export const config = {
  // Pages, sitemaps and robots.txt; not Next's assets, the brand files, the build id
  // (`/builds/latest.json`, fresh on every request) or the favicon.
  matcher: ["/((?!_next/static|_next/image|brand/|builds/|favicon.ico).*)"],
};

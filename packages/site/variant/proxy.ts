import { createProxy } from "@hub/site/proxy";

import { site } from "./app/site.ts";

export const proxy = createProxy(site);

export const config = {
  // Pages, sitemaps and robots.txt; not Next's assets, the brand files, the build id
  // (`/builds/latest.json`, fresh on every request), the icon sprite (`/icons/<hash>.svg`, the
  // same for every view; any other `/icons/…` goes through like a page) or the favicon.
  matcher: ["/((?!_next/static|_next/image|brand/|builds/|icons/[0-9a-f]+\\.svg$|favicon.ico).*)"],
};

import { createProxy } from "@hub/site/proxy";

import { site } from "./app/site.ts";

export const proxy = createProxy(site);

export const config = {
  // Every path but `UNPROXIED_PATHS` (@hub/site's proxy/view-rewrites.ts), which the view rewrite
  // skips too. Next reads the matcher only as a literal, so `hub-variant sync` writes it here from
  // that list; a test holds this copy to it.
  matcher: [
    "/((?!_next/static|_next/image|brand/|builds/|icons/[0-9a-f]+\\.svg$|favicon\\.ico|manifest\\.webmanifest$|offline-worker\\.js$).*)",
  ],
};

// `GET /icons/<hash>.svg` (`app/icons/[file]/route.ts`): the icon sprite every `Icon` points at.
// Its name is a hash of its content (`@hub/ui/icon`), so it may be kept for a year without
// asking again: a new sprite has a new address. It sits outside `[view]` and the proxy leaves it
// alone (`apps/*/proxy.ts` matcher): it needs no view, no API and no redirect.
import { ICON_SPRITE_URL, iconSpriteSvg } from "@hub/ui/icon";

export const ICON_SPRITE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function GET(request: Request): Response {
  // Any other name is a 404, not a redirect to the current sprite: a page asking for another
  // hash is from another build, whose symbols this sprite may not have, and a redirect from an
  // address the browser may keep for a year would have to be one nothing caches.
  if (new URL(request.url).pathname !== ICON_SPRITE_URL) {
    return new Response("Not Found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  return new Response(iconSpriteSvg, {
    headers: { "content-type": "image/svg+xml", "cache-control": ICON_SPRITE_CACHE_CONTROL },
  });
}

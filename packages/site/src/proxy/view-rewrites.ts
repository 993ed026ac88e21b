// How a request reaches its view (shell/view.ts) without Next answering with the internal path:
// the proxy names the app path in a request header, and this rewrite of each app's
// `next.config.ts` serves it. A rewrite the proxy returned itself would be sent back to the
// visitor in `x-middleware-rewrite` (docs/decisions/0007). No Next imports: next.config and
// `hub-variant sync` load it.
import { BRAND_PATH, MANIFEST_PATH, OFFLINE_WORKER_PATH } from "../shell/headers.ts";

/** The request header in which the proxy names the app path that serves a request. */
export const VIEW_PATH_HEADER = "x-hub-view-path";

/** The pattern of exactly one path, after its first `/`. */
const exactly = (path: string) => `${path.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;

/**
 * The paths the proxy leaves alone, each a pattern for the path after its first `/`: Next's
 * assets, the brand files, the build id (`/builds/latest.json`, fresh on every request), the icon
 * sprite (`/icons/<hash>.svg`, the same for every view; any other `/icons/…` goes through like a
 * page), the favicon, and the web app manifest and the offline worker, the same for every view
 * and carrying headers of their own (docs/decisions/0076). The proxy's matcher and the view
 * rewrite both skip exactly these: a path the proxy skipped but the rewrite served would be
 * rendered from whatever view the request named in its own header, with no proxy
 * (docs/decisions/0051).
 */
export const UNPROXIED_PATHS = [
  "_next/static",
  "_next/image",
  `${BRAND_PATH.slice(1)}/`,
  "builds/",
  "icons/[0-9a-f]+\\.svg$",
  "favicon\\.ico",
  exactly(MANIFEST_PATH),
  exactly(OFFLINE_WORKER_PATH),
] as const;

/** Any path but those in `UNPROXIED_PATHS` (a path-to-regexp pattern, as Next's sources take). */
const PROXIED_PATH = `(?!${UNPROXIED_PATHS.join("|")}).*`;

/**
 * The proxy's `config.matcher`. Next reads a matcher only as a literal in the proxy file, so
 * `hub-variant sync` writes this value into each variant's `proxy.ts` (variant/layer.ts).
 */
export const PROXY_MATCHER = `/(${PROXIED_PATH})`;

/** The app path the proxy chose: the view segment, then the path (without its query). */
const VIEW_PATH = "(?<viewPath>[a-z0-9.-]+(?:/[^?#]*)?)";

/** `next.config.ts`'s `rewrites().beforeFiles`: the path named in `VIEW_PATH_HEADER`. */
export function viewRewrites() {
  return [
    {
      source: `/:path(${PROXIED_PATH})`,
      has: [{ type: "header" as const, key: VIEW_PATH_HEADER, value: `/${VIEW_PATH}` }],
      destination: "/:viewPath*",
    },
  ];
}

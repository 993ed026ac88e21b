// How a request reaches its view (shell/view.ts) without Next answering with the internal path:
// the proxy names the app path in a request header, and this rewrite of each app's
// `next.config.ts` serves it. A rewrite the proxy returned itself would be sent back to the
// visitor in `x-middleware-rewrite` (docs/decisions/0007). No Next imports: next.config loads it.

/** The request header in which the proxy names the app path that serves a request. */
export const VIEW_PATH_HEADER = "x-hub-view-path";

/** The app path the proxy chose: the view segment, then the path (without its query). */
const VIEW_PATH = "(?<viewPath>[a-z0-9.-]+(?:/[^?#]*)?)";

/** `next.config.ts`'s `rewrites().beforeFiles`: the path named in `VIEW_PATH_HEADER`. */
export function viewRewrites() {
  return [
    {
      source:
        "/:path((?!_next/static|_next/image|brand/|builds/|icons/[0-9a-f]+\\.svg$|favicon\\.ico).*)",
      has: [{ type: "header" as const, key: VIEW_PATH_HEADER, value: `/${VIEW_PATH}` }],
      destination: "/:viewPath*",
    },
  ];
}

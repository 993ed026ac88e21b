// Security headers on every response, from Hono's secureHeaders. A handler that needs another
// value sets the header itself and keeps it (`overwrite: false`): images are embeddable by other
// origins, an SVG is sandboxed, and the docs page has an inline style sheet.
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** JSON, XML, calendars and raster images: nothing may load, nothing may frame them. */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
/** An SVG opened on its own runs no script and loads nothing but its inline styles. */
export const SVG_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
/** `/docs`: a plain page with one inline style sheet. */
export const DOCS_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * Headers for images: the resident sites and council frontends embed them from other origins
 * (`Cross-Origin-Resource-Policy: cross-origin`); an SVG gets the sandbox policy.
 */
export function imageHeaders(mimeType: string): Record<string, string> {
  return {
    "Cross-Origin-Resource-Policy": "cross-origin",
    ...(mimeType === "image/svg+xml" ? { "Content-Security-Policy": SVG_CSP } : {}),
  };
}

export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    // The sites call the API from their servers and council SPAs with CORS: neither is a
    // no-cors load, the only kind this header governs.
    crossOriginResourcePolicy: "same-site",
    referrerPolicy: "no-referrer",
    xFrameOptions: "DENY",
    // TLS, and so HSTS, belongs to whatever terminates it in front of the API.
    strictTransportSecurity: false,
    overwrite: false,
  });
}

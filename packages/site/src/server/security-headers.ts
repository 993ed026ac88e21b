// The headers every response of the site carries. The CSP is nonce-based ("strict CSP"): a
// script runs only if the server gave it this response's nonce, or a script that has it loaded
// it ('strict-dynamic'), so an injected `<script>` cannot run even if some HTML got through.
import type { ThirdPartyOrigins } from "./third-parties.ts";

export type SecurityHeaderOptions = {
  /** This response's nonce (base64). */
  nonce: string;
  /** Served over HTTPS in production: adds HSTS and `upgrade-insecure-requests`. */
  production: boolean;
  thirdParties: ThirdPartyOrigins;
};

/** Two years, as the HSTS preload list asks; the site is HTTPS-only in production. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

function directive(name: string, sources: readonly string[]): string {
  return [name, ...sources].join(" ");
}

export function contentSecurityPolicy({
  nonce,
  production,
  thirdParties,
}: SecurityHeaderOptions): string {
  return [
    directive("default-src", ["'self'"]),
    // Browsers with 'strict-dynamic' (CSP3) ignore 'self' and the hosts; CSP2 browsers use them.
    directive("script-src", [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...thirdParties.script,
    ]),
    // Styles stay open to inline: Leaflet positions tiles and markers with style attributes,
    // React renders `style={…}` props as attributes, and neither can carry a nonce. CSS cannot
    // run script, so this costs little.
    directive("style-src", ["'self'", "'unsafe-inline'", ...thirdParties.style]),
    directive("img-src", ["'self'", "data:", "blob:", ...thirdParties.img]),
    directive("font-src", ["'self'", ...thirdParties.font]),
    directive("connect-src", ["'self'", ...thirdParties.connect]),
    directive("frame-src", thirdParties.frame.length > 0 ? thirdParties.frame : ["'none'"]),
    directive("worker-src", ["'self'", ...thirdParties.worker]),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * `securityHeaders` for every response of one server: all but the nonce is worked out once, as
 * every response (a kept page served thousands of times a second too) asks for them.
 */
export function securityHeadersFor(
  options: Omit<SecurityHeaderOptions, "nonce">,
): (nonce: string) => Record<string, string> {
  // A nonce is base64, so this marker cannot be part of one or of the rest of the policy.
  const marker = "\u0000nonce\u0000";
  const { "content-security-policy": policy = "", ...fixed } = securityHeaders({
    ...options,
    nonce: marker,
  });
  const [beforeNonce = "", afterNonce = ""] = policy.split(marker);
  return (nonce) => ({ "content-security-policy": beforeNonce + nonce + afterNonce, ...fixed });
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(options),
    ...(options.production
      ? { "strict-transport-security": `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    // No page asks for location, camera or microphone (postcode search is typed, not located).
    "permissions-policy":
      "geolocation=(), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()",
    // For browsers without CSP `frame-ancestors`.
    "x-frame-options": "DENY",
  };
}

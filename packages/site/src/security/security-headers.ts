// The headers every response of the site carries. The CSP is a strict one: a script runs only if
// it carries this response's nonce (pages rendered per request) or the nonce of the render a
// cached page came from (cache/render-nonces.ts), or a script so approved loaded it
// ('strict-dynamic'); an injected `<script>` cannot run even if some HTML got through
// (docs/decisions/0007). Violations are reported to `CSP_REPORT_PATH`.
import type { ThirdPartyOrigins } from "./third-parties.ts";

export type SecurityHeaderOptions = {
  /** Served over HTTPS in production: adds HSTS and `upgrade-insecure-requests`. */
  production: boolean;
  thirdParties: ThirdPartyOrigins;
  /** `next dev`: React's development runtime needs `eval`, and only it. */
  development?: boolean;
};

/** Two years, as the HSTS preload list asks; the site is HTTPS-only in production. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Where browsers report what the policy blocked (`app/[view]/csp-report/route.ts`). */
export const CSP_REPORT_PATH = "/csp-report";
/** The Reporting API endpoint's name, for `report-to`. */
export const CSP_REPORT_GROUP = "csp";

/**
 * The policy of the brand files (`/brand/*.svg`, which the proxy leaves alone): an SVG opened on
 * its own is a document of the site's origin, and a script in one would run there. A logo may
 * draw itself (inline styles, embedded images) and do nothing else.
 */
const BRAND_FILE_POLICY = [
  "default-src 'none'",
  "img-src data:",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "sandbox",
].join("; ");

function directive(name: string, sources: readonly string[]): string {
  return [name, ...sources].join(" ");
}

/** The source that approves the scripts carrying `nonce`. */
export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

/**
 * The policy whose `script-src` approves `scriptSources` (a request's nonce, or the nonce of
 * the render a cached page came from) and what those load.
 */
export function contentSecurityPolicy(
  scriptSources: readonly string[],
  { production, thirdParties, development = false }: SecurityHeaderOptions,
): string {
  return [
    directive("default-src", ["'self'"]),
    // Browsers with 'strict-dynamic' (CSP3) ignore 'self' and the hosts; CSP2 browsers use them.
    directive("script-src", [
      "'self'",
      ...scriptSources,
      "'strict-dynamic'",
      ...(development ? ["'unsafe-eval'"] : []),
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
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The headers of every response besides its CSP. */
export function securityHeaders({
  production,
}: Pick<SecurityHeaderOptions, "production">): Record<string, string> {
  return {
    ...(production
      ? { "strict-transport-security": `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    // No page asks for location, camera or microphone (postcode search is typed, not located).
    "permissions-policy":
      "geolocation=(), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()",
    // For browsers without CSP `frame-ancestors`.
    "x-frame-options": "DENY",
    "reporting-endpoints": `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  };
}

/**
 * The headers of a brand file: its own policy, then those of every response (Next sends these for
 * the files the proxy leaves alone). Not HSTS: the proxy sends it with every page already.
 */
export function brandFileHeaders(): { key: string; value: string }[] {
  return Object.entries({
    "content-security-policy": BRAND_FILE_POLICY,
    ...securityHeaders({ production: false }),
  })
    .filter(([key]) => key !== "reporting-endpoints")
    .map(([key, value]) => ({ key, value }));
}

/**
 * The offline worker's policy (its own, from its response): it fetches from the site only and
 * loads no script of its own (docs/decisions/0076). The pages' `worker-src 'self'` lets them
 * register it.
 */
const WORKER_POLICY = ["default-src 'self'", "script-src 'self'"].join("; ");

/**
 * The headers of the offline worker's script (`/offline-worker.js`, which the proxy leaves alone):
 * JavaScript, asked for again on every visit so a new build's worker is installed at once, allowed
 * the whole site as its scope, with its policy and those of every response.
 */
export function workerHeaders(): Record<string, string> {
  const { "reporting-endpoints": _reporting, ...common } = securityHeaders({ production: false });
  return {
    ...common,
    "content-type": "text/javascript; charset=utf-8",
    "cache-control": "no-cache",
    "service-worker-allowed": "/",
    "content-security-policy": WORKER_POLICY,
  };
}

// Every origin beyond the site's own that its pages load from, derived from the variant's config
// and environment, so the CSP allows exactly the configured third parties. Components that load
// a third party (analytics, translate, consent, Sentry) reuse this to stay in step with the CSP.
import { resolveAnalytics } from "@hub/config/env";
import type { ServerEnv } from "@hub/config/env";
import type { SiteConfig } from "@hub/config/site-config";

/** Sources per CSP fetch directive, beyond `'self'`. */
export type ThirdPartyOrigins = {
  script: readonly string[];
  style: readonly string[];
  img: readonly string[];
  font: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
  worker: readonly string[];
};

type ThirdParty = Partial<ThirdPartyOrigins>;

/** Google's CSP guidance for the Google tag (GA4). */
export const GOOGLE_ANALYTICS: ThirdParty = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
};

/** The container, the GA4 tag it usually loads, and its `<noscript>` frame. */
export const GOOGLE_TAG_MANAGER: ThirdParty = {
  ...GOOGLE_ANALYTICS,
  frame: ["https://www.googletagmanager.com"],
};

/** The Google Translate element: its loader, scripts, stylesheet, logo images, fonts and API. */
export const GOOGLE_TRANSLATE: ThirdParty = {
  script: [
    "https://translate.google.com",
    "https://translate.googleapis.com",
    "https://translate-pa.googleapis.com",
    "https://www.gstatic.com",
  ],
  style: ["https://translate.googleapis.com", "https://www.gstatic.com"],
  img: [
    "https://translate.google.com",
    "https://translate.googleapis.com",
    "https://www.gstatic.com",
    "https://www.google.com",
  ],
  font: ["https://fonts.gstatic.com"],
  connect: ["https://translate.googleapis.com", "https://translate-pa.googleapis.com"],
};

/** `@hub/ui/video-embed`: the players it frames and YouTube's poster images. */
export const VIDEO_EMBEDS: ThirdParty = {
  frame: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
  img: ["https://i.ytimg.com"],
};

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The origin a Leaflet tile URL template loads from; a templated subdomain (`{s}.tiles.org`)
 * becomes a wildcard (`*.tiles.org`). Null when nothing narrower than a bare wildcard is left.
 */
export function tileOrigin(tileUrl: string): string | null {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(tileUrl);
  if (match === null) return null;
  const [, scheme = "", host = ""] = match;
  const labels = host.toLowerCase().split(".");
  const lastTemplated = labels.findLastIndex((label) => label.includes("{"));
  if (lastTemplated === -1) return originOf(`${scheme}//${host}`);
  const fixed = labels.slice(lastTemplated + 1);
  if (fixed.length < 2 || fixed.some((label) => /[{}]/.test(label))) return null;
  return `${scheme.toLowerCase()}//*.${fixed.join(".")}`;
}

function only(origin: string | null, directives: readonly (keyof ThirdPartyOrigins)[]): ThirdParty {
  if (origin === null) return {};
  return Object.fromEntries(directives.map((directive) => [directive, [origin]]));
}

/** Everything the site's pages load from other origins, per directive, without duplicates. */
export function thirdPartyOrigins(config: SiteConfig, env: ServerEnv): ThirdPartyOrigins {
  const analytics = resolveAnalytics(env, config);
  const consentScript = config.consent.enabled ? config.consent.secondScriptUrl : undefined;
  const parties: ThirdParty[] = [
    // Images (logos, galleries, category pictures) are served by the API itself.
    only(originOf(env.APP_API_URL), ["img"]),
    only(tileOrigin(config.map.tileUrl), ["img"]),
    VIDEO_EMBEDS,
    analytics === null ? {} : analytics.type === "gtm" ? GOOGLE_TAG_MANAGER : GOOGLE_ANALYTICS,
    config.translate ? GOOGLE_TRANSLATE : {},
    only(consentScript === undefined ? null : originOf(consentScript), ["script", "connect"]),
    env.SENTRY_DSN === undefined ? {} : only(originOf(env.SENTRY_DSN), ["connect"]),
    // Session replay compresses its recording in a worker it creates from a blob.
    env.SENTRY_DSN === undefined ? {} : { worker: ["blob:"] },
  ];
  const all = (directive: keyof ThirdPartyOrigins) => [
    ...new Set(parties.flatMap((party) => party[directive] ?? [])),
  ];
  return {
    script: all("script"),
    style: all("style"),
    img: all("img"),
    font: all("font"),
    connect: all("connect"),
    frame: all("frame"),
    worker: all("worker"),
  };
}

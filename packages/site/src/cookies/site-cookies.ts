// Every cookie the site sets, in one list: the code that writes each cookie takes its name and
// lifetime from here, and the cookie page's tables are drawn from here, so the two cannot drift.
// Pure data (no server modules), so client islands can read it too.
import type { Analytics, SiteConfig } from "@hub/config/site-config";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@hub/core/locale";

const HOUR_SECONDS = 60 * 60;
const YEAR_SECONDS = 365 * 24 * HOUR_SECONDS;

/** How long a form keeps what was typed between its pages: long enough to find a number. */
export const FORM_ANSWERS_SECONDS = 2 * HOUR_SECONDS;

/** What a cookie is for on the cookie page: needed for the site to work, or only with consent. */
export type CookieKind = "essential" | "analytics";

/** Why the site sets a cookie; the cookie page words each one (`cookies.purposes.*`). */
export type CookiePurpose =
  | "consent"
  | "referral"
  | "signUp"
  | "feedback"
  | "locale"
  | "favourites"
  | "translate"
  | "analyticsVisitor"
  | "analyticsSession";

export type SiteCookie = {
  /** The name as the browser shows it (a form's answers may span `<name>.0`, `.1`…). */
  name: string;
  kind: CookieKind;
  purpose: CookiePurpose;
  /** Seconds, or "session" for a cookie that goes when the browser closes. */
  lifetime: number | "session";
};

/** The cookies the site itself writes. */
export const SITE_COOKIES = {
  consent: {
    name: "hub_cookie_consent",
    kind: "essential",
    purpose: "consent",
    lifetime: YEAR_SECONDS,
  },
  referral: {
    name: "hub-referral",
    kind: "essential",
    purpose: "referral",
    lifetime: FORM_ANSWERS_SECONDS,
  },
  signUp: {
    name: "hub-sign-up",
    kind: "essential",
    purpose: "signUp",
    lifetime: FORM_ANSWERS_SECONDS,
  },
  feedback: {
    name: "hub-feedback",
    kind: "essential",
    purpose: "feedback",
    lifetime: FORM_ANSWERS_SECONDS,
  },
  locale: {
    name: LOCALE_COOKIE,
    kind: "essential",
    purpose: "locale",
    lifetime: LOCALE_COOKIE_MAX_AGE,
  },
  /** Only where the variant keeps favourites in a cookie (`clientStorage: "cookie"`). */
  favourites: {
    name: encodeURIComponent("hub:favourites"),
    kind: "essential",
    purpose: "favourites",
    lifetime: YEAR_SECONDS,
  },
} as const satisfies Record<string, SiteCookie>;

/** The key favourites are kept under, in web storage or (encoded) as the cookie's name. */
export const FAVOURITES_KEY = decodeURIComponent(SITE_COOKIES.favourites.name);

/** Google Translate's choice of language, once its widget may load (after consent). */
const TRANSLATE_COOKIE: SiteCookie = {
  name: "googtrans",
  kind: "analytics",
  purpose: "translate",
  lifetime: "session",
};

/** Google Analytics 4 (directly or through Tag Manager): two years, as Google sets them. */
function analyticsCookies(analytics: Analytics): SiteCookie[] {
  const lifetime = 2 * YEAR_SECONDS;
  const stream = analytics.type === "ga" ? analytics.id.replace(/^G-/i, "") : "<id>";
  return [
    { name: "_ga", kind: "analytics", purpose: "analyticsVisitor", lifetime },
    { name: `_ga_${stream}`, kind: "analytics", purpose: "analyticsSession", lifetime },
  ];
}

/**
 * The cookies a variant really sets, essential ones first: the consent cookie only when the
 * variant asks for consent, the language cookie only with a choice of languages, favourites only
 * in a cookie when configured so, and the third parties' only when they are configured.
 */
export function cookiesSetBy(
  config: Pick<SiteConfig, "consent" | "i18n" | "clientStorage" | "translate">,
  analytics: Analytics | null,
): SiteCookie[] {
  const { consent, referral, signUp, feedback, locale, favourites } = SITE_COOKIES;
  return [
    ...(config.consent.enabled ? [consent] : []),
    referral,
    signUp,
    feedback,
    ...(config.i18n.locales.length > 1 ? [locale] : []),
    ...(config.clientStorage === "cookie" ? [favourites] : []),
    ...(analytics === null ? [] : analyticsCookies(analytics)),
    ...(config.translate ? [TRANSLATE_COOKIE] : []),
  ];
}

import type { I18n } from "@hub/config/site-config";

/** The cookie that remembers a chosen locale (spec §9). */
export const LOCALE_COOKIE = "i18n_redirected";
/** 365 days, in seconds (cookie `Max-Age`). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const LOCALE_COOKIE_PATH = "/";

export type I18nStrategy = I18n["strategy"];

/** A `Set-Cookie` value that stores the chosen locale. */
export function localeCookie(locale: string, options: { secure?: boolean } = {}): string {
  const parts = [
    `${LOCALE_COOKIE}=${encodeURIComponent(locale)}`,
    `Max-Age=${LOCALE_COOKIE_MAX_AGE}`,
    `Path=${LOCALE_COOKIE_PATH}`,
    "SameSite=Lax",
  ];
  if (options.secure === true) parts.push("Secure");
  return parts.join("; ");
}

/** Language tags in order of preference, from an Accept-Language header or `navigator.languages`. */
export function parseLanguages(input: string | readonly string[] | null | undefined): string[] {
  if (input === null || input === undefined) return [];
  if (typeof input !== "string") return input.map((tag) => tag.trim()).filter((tag) => tag !== "");
  return input
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.split(";").map((part) => part.trim());
      const qParam = params.find((param) => param.startsWith("q="));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag, q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

function baseLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? "";
}

/**
 * The supported locale that best matches the browser's preferences, else `fallback`. For each
 * preferred tag in turn: an exact match (ignoring case) wins, then a supported locale with the
 * same base language ("en-GB" matches "en", and "en" matches "en-GB").
 */
export function detectBrowserLocale(
  preferences: string | readonly string[] | null | undefined,
  supported: readonly string[],
  fallback: string,
): string {
  for (const tag of parseLanguages(preferences)) {
    const lower = tag.toLowerCase();
    const exact = supported.find((locale) => locale.toLowerCase() === lower);
    if (exact !== undefined) return exact;
    const sameBase = supported.find((locale) => baseLanguage(locale) === baseLanguage(tag));
    if (sameBase !== undefined) return sameBase;
  }
  return fallback;
}

export type LocalisePathOptions = {
  readonly strategy: I18nStrategy;
  readonly defaultLocale: string;
  /** Locale codes; when given, a locale prefix already on the path is replaced. */
  readonly locales?: readonly string[];
};

/** Removes a leading locale segment (`/fr/about` → `/about`) if it is one of `locales`. */
export function stripLocalePrefix(path: string, locales: readonly string[]): string {
  const match = /^\/([^/?#]+)(.*)$/.exec(path);
  if (match === null || !locales.includes(match[1] ?? "")) return path;
  const rest = match[2] ?? "";
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * The path for `locale` under an i18n strategy. With `prefix_and_default` the default locale is
 * served both ways; the unprefixed path is returned as the canonical one.
 */
export function localisePath(path: string, locale: string, options: LocalisePathOptions): string {
  const bare = options.locales === undefined ? path : stripLocalePrefix(path, options.locales);
  const prefixed =
    options.strategy === "prefix" ||
    ((options.strategy === "prefix_except_default" || options.strategy === "prefix_and_default") &&
      locale !== options.defaultLocale);
  if (!prefixed) return bare;
  if (bare === "/" || bare === "") return `/${locale}`;
  return bare.startsWith("/?") || bare.startsWith("/#")
    ? `/${locale}${bare.slice(1)}`
    : `/${locale}${bare}`;
}

/**
 * Where a visit to the home page should go for its locale (spec §1: the cookie, else the browser's
 * languages), or null to stay. Only the root is redirected, as a language chosen once should not
 * override a link to a page in another language; with a single locale nothing ever is.
 */
export function preferredLocaleRedirect(
  pathname: string,
  cookieValue: string | undefined,
  acceptLanguage: string | null,
  i18n: Pick<I18n, "locales" | "defaultLocale" | "strategy">,
): string | null {
  if (i18n.locales.length < 2 || pathname !== "/") return null;
  const codes = i18n.locales.map((locale) => locale.code);
  const chosen =
    cookieValue !== undefined && codes.includes(cookieValue)
      ? cookieValue
      : detectBrowserLocale(acceptLanguage, codes, i18n.defaultLocale);
  const target = localisePath("/", chosen, {
    strategy: i18n.strategy,
    defaultLocale: i18n.defaultLocale,
    locales: codes,
  });
  return target === pathname ? null : target;
}

import type { SeoPage, SiteConfig } from "@hub/config/site-config";

import { excerpt } from "./excerpt.ts";
import { errorPageText } from "./messages/error-page.ts";
import { t } from "./messages/index.ts";
import { absoluteUrl } from "./urls.ts";

export { errorPageText } from "./messages/error-page.ts";
export type { ErrorPageText } from "./messages/error-page.ts";

/** Meta descriptions are cut to this many characters (frontend-features §7.1). */
export const META_DESCRIPTION_LENGTH = 160;

/** "{title} | {appName}", or the app name alone when there is no title (spec §2). */
export function pageTitle(title: string | null | undefined, appName: string): string {
  const trimmed = title?.trim() ?? "";
  return trimmed === "" || trimmed === appName
    ? appName
    : `${trimmed}${t("app.titleSeparator")}${appName}`;
}

/** "{name} event" (spec §3). */
export function eventTitle(name: string): string {
  return t("seo.eventTitle", { name });
}

/** "Referral to {service}" (spec §3). */
export function referralTitle(service: string): string {
  return t("seo.referralTitle", { service });
}

/** "{name} profile", for an organisation (spec §3). */
export function profileTitle(name: string): string {
  return t("seo.profileTitle", { name });
}

/** "{name} in {borough}", for a category or persona page. */
export function collectionTitle(name: string, borough: string): string {
  return t("seo.collectionTitle", { name, borough });
}

/** The document title of an error page, e.g. "Page not found | Sutton Information Hub". */
export function errorTitle(status: number, appName: string): string {
  return pageTitle(errorPageText(status).title, appName);
}

/** The configured meta description of a fixed page (spec §3 SEO configuration). */
export function pageDescription(config: Pick<SiteConfig, "seo">, page: SeoPage): string {
  return config.seo.descriptions[page];
}

/**
 * A meta description from an entity's text (HTML stripped, cut to 160 characters), or
 * `fallback` when the text is empty.
 */
export function metaDescription(text: string | null | undefined, fallback: string): string {
  const description =
    text === null || text === undefined ? "" : excerpt(text, META_DESCRIPTION_LENGTH);
  return description === "" ? fallback : description;
}

/**
 * The canonical URL of a page: the public URL plus the path without a trailing slash, without
 * query or hash unless parameters are listed in `keep` (e.g. `page` on paginated lists).
 */
export function canonicalUrl(
  publicUrl: string,
  path: string,
  options: { search?: string | URLSearchParams; keep?: readonly string[] } = {},
): string {
  const pathname = (path.split(/[?#]/, 1)[0] ?? "").replace(/\/+$/, "");
  const url = absoluteUrl(publicUrl, pathname === "" ? "/" : pathname);
  const source = new URLSearchParams(options.search);
  const kept = new URLSearchParams();
  for (const name of options.keep ?? []) {
    for (const value of source.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query === "" ? url : `${url}?${query}`;
}

// `/cookie-policy`: GOV.UK's cookies page. The council's own words (CMS `cookie_policy`) first,
// then a table of every cookie the site really sets, drawn from the code's one list
// (`cookies/site-cookies.ts`), what the offline copies of saved services are, and a form to
// accept or reject analytics cookies at any time. The form posts to `POST /cookie-consent` like
// the banner, so it works without JavaScript; the visitor comes back here with `?saved=1` and a
// link to the page they were looking at. Rendered per request: it reads that query and the
// `Referer`.
import type { Metadata } from "next";
import { headers } from "next/headers";

import { resolveAnalytics } from "@hub/config/env";
import { t } from "@hub/core/messages";
import { sameSitePath } from "@hub/core/request";
import { paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { Button } from "@hub/ui/button";
import { Markdown } from "@hub/ui/markdown";
import { Notice } from "@hub/ui/notice";
import { Radios } from "@hub/ui/radios";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { cookiesSetBy } from "../../cookies/site-cookies.ts";
import type { SiteCookie } from "../../cookies/site-cookies.ts";
import { refererPath } from "../../forms/http.ts";
import { JsonLd } from "../../json-ld.tsx";
import { loadSettingsOrNull } from "../../loaders/settings.ts";
import { pageMetadata } from "../../metadata.ts";
import { SETTINGS_ACTIONS } from "../../shell/consent.ts";
import { CONSENT_PATH } from "../../shell/shell.tsx";
import { analyticsAllowedIn, parseViewSegment } from "../../shell/view.ts";
import type { Site } from "../../site.ts";

export type CookiesPageProps = {
  params: Promise<{ view: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The settings form's id: the banner's "change your cookie settings" link can point at it. */
export const COOKIE_SETTINGS_ID = "cookie-settings";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

/** "2 hours", "1 year", "When you close your browser". */
export function lifetimeText(lifetime: SiteCookie["lifetime"]): string {
  if (lifetime === "session") return t("cookies.lifetime.session");
  const [unit, size] =
    lifetime >= YEAR
      ? (["year", YEAR] as const)
      : lifetime >= DAY
        ? (["day", DAY] as const)
        : (["hour", HOUR] as const);
  const count = Math.round(lifetime / size);
  if (count === 1) return t(`cookies.lifetime.${unit}`);
  return t(`cookies.lifetime.${unit}s`, { count });
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A cookie's name, breakable after each `_` or `-` inside it, so the table fits a phone. */
function breakableName(name: string) {
  return name
    .split(/(?<=.[_-])/)
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

function CookieTable({ cookies, caption }: { cookies: SiteCookie[]; caption: string }) {
  const cell = "border-b border-border-subtle py-3 pr-4 text-left align-top";
  return (
    // Three columns of short words fit a 320px screen; a longer name or lifetime scrolls the
    // table in its box rather than the page (WCAG 1.4.10).
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t("cookies.table.name")}
            </th>
            <th scope="col" className={cell}>
              {t("cookies.table.purpose")}
            </th>
            <th scope="col" className={cell}>
              {t("cookies.table.expires")}
            </th>
          </tr>
        </thead>
        <tbody>
          {cookies.map((cookie) => (
            <tr key={cookie.name}>
              <td className={cell}>
                <code>{breakableName(cookie.name)}</code>
              </td>
              <td className={cell}>{t(`cookies.purposes.${cookie.purpose}`)}</td>
              <td className={cell}>{lifetimeText(cookie.lifetime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function createCookiesRoute(site: Site) {
  async function load() {
    const settings = await loadSettingsOrNull(site);
    const copy = settings?.cms.frontend.cookie_policy;
    return { title: copy?.title ?? t("cookies.title"), content: copy?.content ?? null };
  }

  async function Page({ params, searchParams }: CookiesPageProps) {
    const { config } = site;
    const [{ view: segment }, query, { title, content }] = await Promise.all([
      params,
      searchParams,
      load(),
    ]);
    const consent = parseViewSegment(segment)?.consent ?? "undecided";
    const cookies = cookiesSetBy(config, resolveAnalytics(site.env(), config));
    const essential = cookies.filter((cookie) => cookie.kind === "essential");
    const optional = cookies.filter((cookie) => cookie.kind === "analytics");
    const here = paths.cookiePolicy();
    // Where the visitor was before: kept through the form, so "Go back" can take them there.
    const referer = refererPath(await headers());
    const from =
      sameSitePath(single(query.from)) ??
      (referer === null || referer.startsWith(here) ? null : referer);
    const saved = single(query.saved) === "1";
    const returnTo = `${here}?saved=1${from === null ? "" : `&from=${encodeURIComponent(from)}`}`;
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      { label: title },
    ];

    return (
      <>
        <JsonLd data={breadcrumbListJsonLd(config.publicUrl, crumbs, here)} />
        <Breadcrumbs items={crumbs} />
        {saved ? (
          <Notice variant="success" title={t("cookies.saved.title")}>
            <p>{t("cookies.saved.body")}</p>
            {from === null ? null : (
              <p>
                <a href={from}>{t("cookies.saved.goBack")}</a>
              </p>
            )}
          </Notice>
        ) : null}
        <h1 className="text-3xl font-bold">{title}</h1>
        {content ? (
          <Markdown siteOrigin={config.publicUrl}>{content}</Markdown>
        ) : (
          <p>{t("cookies.intro", { site: config.appName })}</p>
        )}
        <h2 className="text-2xl font-bold">{t("cookies.essential.title")}</h2>
        <p>{t("cookies.essential.intro")}</p>
        <CookieTable cookies={essential} caption={t("cookies.essential.title")} />
        {/* The offline worker's copies (decision 0076): none where favourites last a tab only. */}
        {config.clientStorage === "session" ? null : (
          <>
            <h2 className="text-2xl font-bold">{t("cookies.offline.title")}</h2>
            <p>{t("cookies.offline.intro")}</p>
            <p>{t("cookies.offline.removal")}</p>
            <p>{t("cookies.offline.notCookie")}</p>
          </>
        )}
        <h2 className="text-2xl font-bold">{t("cookies.analytics.title")}</h2>
        {optional.length === 0 ? (
          <p>{t("cookies.analytics.none")}</p>
        ) : (
          <>
            <p>{t("cookies.analytics.intro")}</p>
            <CookieTable cookies={optional} caption={t("cookies.analytics.title")} />
          </>
        )}
        {config.consent.enabled ? (
          <form
            id={COOKIE_SETTINGS_ID}
            method="post"
            action={CONSENT_PATH}
            className="flex flex-col gap-6"
          >
            <h2 className="text-2xl font-bold">{t("cookies.settings.title")}</h2>
            <input type="hidden" name="returnTo" value={returnTo} />
            <Radios
              name="cookies"
              idPrefix="cookies-analytics"
              legend={t("cookies.settings.question")}
              legendSize="m"
              inline
              // Nothing is chosen until the visitor says yes (GOV.UK: "No" by default).
              value={
                analyticsAllowedIn(consent) ? SETTINGS_ACTIONS.accept : SETTINGS_ACTIONS.reject
              }
              items={[
                { value: SETTINGS_ACTIONS.accept, label: t("cookies.settings.yes") },
                { value: SETTINGS_ACTIONS.reject, label: t("cookies.settings.no") },
              ]}
            />
            <div>
              <Button>{t("cookies.settings.save")}</Button>
            </div>
          </form>
        ) : (
          <p>{t("cookies.analytics.alwaysOn", { site: config.appName })}</p>
        )}
      </>
    );
  }

  async function generateMetadata(): Promise<Metadata> {
    const { title } = await load();
    return pageMetadata(site, { title, path: paths.cookiePolicy() });
  }

  return { Page, generateMetadata };
}

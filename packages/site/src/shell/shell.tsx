// The chrome around every page (cookie banner, environment banner, header, phase banner, footer),
// built once from the variant's config, the request and the CMS footer copy, and handed to the
// `@hub/ui` layouts as their shell slots.
import { cache } from "react";

import type { Settings } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { CookieBanner } from "@hub/ui/cookie-banner";
import { EnvironmentBanner } from "@hub/ui/environment-banner";
import { Footer } from "@hub/ui/footer";
import type { FooterSocialLink } from "@hub/ui/footer";
import { Header } from "@hub/ui/header";
import { LanguageSwitcher } from "@hub/ui/language-switcher";
import type { ShellSlots } from "@hub/ui/layouts";
import { Markdown } from "@hub/ui/markdown";
import { PhaseBanner } from "@hub/ui/phase-banner";
import { TranslateSlot } from "@hub/ui/translate-slot";

import { FavouritesCount } from "../favourites/favourites-count.tsx";
import { TRANSLATE_SLOT_IDS } from "../integrations/non-essential.ts";
import { loadSettingsOrNull } from "../loaders/settings.ts";
import type { Site } from "../site.ts";
import { BRAND_PATH } from "./headers.ts";
import { LANGUAGE_PATH } from "./locale.ts";
import { bannerState, parseViewSegment } from "./view.ts";
import type { View } from "./view.ts";

/** Where a variant keeps its logo (`apps/<variant>/public/brand/logo.svg`). */
export const LOGO_PATH = `${BRAND_PATH}/logo.svg`;
/** The consent form's route handler (`app/cookie-consent/route.ts`). */
export const CONSENT_PATH = "/cookie-consent";

/**
 * What a page's shell depends on besides the config: the CMS copy and the page's view; no view
 * (the not-found page, which is not given one) shows no cookie banner.
 */
export type ShellContext = {
  settings: Settings | null;
  view: View | null;
};

/** A CMS handle is a name, or "#" (or empty) when the account does not exist. */
function socialFromHandles(global: Settings["cms"]["frontend"]["global"]): FooterSocialLink[] {
  const links: FooterSocialLink[] = [];
  const facebook = global.facebook_handle.trim().replace(/^@/, "");
  const twitter = global.twitter_handle.trim().replace(/^@/, "");
  if (facebook !== "" && facebook !== "#") {
    links.push({ network: "facebook", href: `https://www.facebook.com/${facebook}` });
  }
  if (twitter !== "" && twitter !== "#") {
    links.push({ network: "twitter", href: `https://twitter.com/${twitter}` });
  }
  return links;
}

/** The shell's slots for a known request (pure: the unit tests render it directly). */
export function shellSlots(site: Site, context: ShellContext): ShellSlots {
  const { config } = site;
  const env = site.env();
  const { settings, view } = context;
  // The feedback page learns where the visitor came from from the `Referer` header.
  const feedbackHref = paths.feedback();
  const section = view?.section ?? null;
  const currentItem = section === null ? undefined : config.headerMenu[section];
  const global = settings?.cms.frontend.global;
  const translate = config.translate
    ? {
        // Below medium width the widget is in the menu: the header's row keeps to the logo and
        // the Menu button.
        header: (
          <div className="hidden md:block">
            <TranslateSlot id={TRANSLATE_SLOT_IDS[0]} />
          </div>
        ),
        mobile: <TranslateSlot id={TRANSLATE_SLOT_IDS[1]} />,
      }
    : null;
  // Only with more than one locale configured; the shipped variants are English only.
  const languages =
    config.i18n.locales.length > 1 ? (
      <LanguageSwitcher
        locales={config.i18n.locales}
        current={config.i18n.defaultLocale}
        action={LANGUAGE_PATH}
      />
    ) : null;
  const configuredSocial: FooterSocialLink[] = config.socialLinks.map((link) => ({
    network: link.type === "facebook" || link.type === "twitter" ? link.type : "other",
    href: link.url,
    label: link.label,
  }));

  return {
    cookieBanner:
      config.consent.enabled && view !== null ? (
        // The consent handler returns the visitor to the page named by the `Referer` header.
        <CookieBanner
          siteName={config.appName}
          state={bannerState(view.consent)}
          action={CONSENT_PATH}
          cookiesHref={paths.cookiePolicy()}
        />
      ) : null,
    environmentBanner: (
      <EnvironmentBanner
        environment={env.APP_ENV}
        {...(env.APP_ENV === "staging" && env.LIVE_SITE_URL
          ? { liveSiteUrl: env.LIVE_SITE_URL }
          : {})}
      />
    ),
    header: (
      <Header
        siteName={config.appName}
        menu={config.headerMenu}
        {...(currentItem ? { currentPath: currentItem.href } : {})}
        logo={
          // eslint-disable-next-line @next/next/no-img-element -- a small SVG; nothing to optimise
          <img
            src={LOGO_PATH}
            alt=""
            width={200}
            height={48}
            className="h-auto max-h-12 w-auto max-w-full min-w-0"
          />
        }
        // Pages are cached for everyone: the count is filled in by a client island.
        favouritesCountSlot={<FavouritesCount />}
        actions={
          languages === null ? (
            translate?.header
          ) : (
            <>
              {languages}
              {translate?.header}
            </>
          )
        }
        mobileExtras={translate?.mobile}
      />
    ),
    phaseBanner: <PhaseBanner feedbackHref={feedbackHref} />,
    pageEnd: (
      <p>
        <a href={feedbackHref}>{t("shell.reportProblem")}</a>
      </p>
    ),
    footer: (
      <Footer
        siteName={config.appName}
        {...(global?.footer_title ? { title: global.footer_title } : {})}
        {...(global?.footer_content
          ? {
              content: (
                <Markdown siteOrigin={config.publicUrl} headingOffset={2}>
                  {global.footer_content}
                </Markdown>
              ),
            }
          : {})}
        links={config.footerLinks}
        contactHref={paths.contact()}
        {...(config.footerFeedbackLink ? { feedbackHref } : {})}
        social={[...(global ? socialFromHandles(global) : []), ...configuredSocial]}
      />
    ),
  };
}

/**
 * The shell for a page in the view its `[view]` segment names (null: none, as on the not-found
 * page), built once however many layouts ask. Never throws: without the API the footer drops its
 * copy.
 */
export const loadShell = cache(
  async (site: Site, viewSegment: string | null): Promise<ShellSlots> => {
    const view = viewSegment === null ? null : parseViewSegment(viewSegment);
    return shellSlots(site, { settings: await loadSettingsOrNull(site), view });
  },
);

// The CMS pages of the `content` layout: `/about`, `/contact`, `/terms-and-conditions`,
// `/privacy-policy`, `/accessibility-statement` and `/get-involved`, each a title and markdown
// from `GET /settings` (spec §1, frontend-features §2.11, §2.15). `/cookie-policy` has its own
// route (routes/cookies): the CMS copy, the cookie tables and the settings form.
import type { Metadata } from "next";

import type { CmsFrontend } from "@hub/api-client/schemas";
import type { SeoPage } from "@hub/config/site-config";
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import { Button } from "@hub/ui/button";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { ContactCard } from "@hub/ui/contact-card";
import { Markdown } from "@hub/ui/markdown";
import { VideoEmbed } from "@hub/ui/video-embed";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { JsonLd } from "../../json-ld.tsx";
import { loadSettings } from "../../loaders/settings.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";

/** Each content page: its path, its CMS entry and its configured meta description. */
export const CONTENT_PAGES = {
  about: { path: paths.about(), cms: "about", seo: "about" },
  contact: { path: paths.contact(), cms: "contact", seo: "contact" },
  terms: { path: paths.termsAndConditions(), cms: "terms_and_conditions", seo: "terms" },
  privacy: { path: paths.privacyPolicy(), cms: "privacy_policy", seo: "privacy" },
  accessibility: {
    path: paths.accessibilityStatement(),
    cms: "accessibility_statement",
    seo: "accessibility",
  },
  getInvolved: { path: paths.getInvolved(), cms: "get_involved", seo: "getInvolved" },
} as const satisfies Record<string, { path: string; cms: keyof CmsFrontend; seo: SeoPage }>;

export type ContentPageName = keyof typeof CONTENT_PAGES;

type CmsCopy = { title: string; content: string | null; videoUrl: string | null };

/** The page's copy. */
export function contentPageCopy(frontend: CmsFrontend, name: ContentPageName): CmsCopy {
  const entry = frontend[CONTENT_PAGES[name].cms];
  return {
    title: entry.title,
    content: entry.content,
    videoUrl: "video_url" in entry ? entry.video_url : null,
  };
}

export function createContentPageRoute(site: Site, name: ContentPageName) {
  const page = CONTENT_PAGES[name];

  async function load() {
    const settings = await loadSettings(site);
    return { copy: contentPageCopy(settings.cms.frontend, name), settings };
  }

  async function Page() {
    const { copy, settings } = await load();
    const { config } = site;
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      { label: copy.title },
    ];
    const global = settings.cms.frontend.global;
    return (
      <>
        <JsonLd data={breadcrumbListJsonLd(config.publicUrl, crumbs, page.path)} />
        <Breadcrumbs items={crumbs} />
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        {copy.videoUrl ? <VideoEmbed url={copy.videoUrl} title={copy.title} /> : null}
        <Markdown siteOrigin={config.publicUrl} className="hub-prose">
          {copy.content}
        </Markdown>
        {name === "getInvolved" ? (
          <div>
            <Button href={paths.getInvolvedSignUp()}>
              {t("getInvolved.registerOrganisation")}
            </Button>
          </div>
        ) : null}
        {name === "contact" && (global.contact_email || global.contact_phone) ? (
          <ContactCard
            kind="organisation"
            name={config.appName}
            phone={global.contact_phone || null}
            email={global.contact_email || null}
          />
        ) : null}
      </>
    );
  }

  async function generateMetadata(): Promise<Metadata> {
    const { copy } = await load();
    return pageMetadata(site, {
      title: copy.title,
      path: page.path,
      description: site.config.seo.descriptions[page.seo],
    });
  }

  return { Page, generateMetadata };
}

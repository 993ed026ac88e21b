// The app's root `layout.tsx`: the document (`<html lang="en">`, the variant's theme), the
// "{page} | {app name}" title template, favicons, the sitemap link and the site's `WebSite` +
// `SearchAction` JSON-LD; and the `[view]` layout inside it with the server-rendered page the
// error boundary shows. The root layout stays outside `[view]` so that Next can render the root
// not-found page, for unmatched addresses, on the server. No icon sprite here: `Icon` points
// into a file of its own (shell/icon-sprite.ts), downloaded once rather than with every page.
import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";

import { t } from "@hub/core/messages";
import { absoluteUrl, paths } from "@hub/core/urls";

import { JsonLd } from "../../json-ld.tsx";
import type { JsonLdObject } from "../../json-ld.tsx";
import { runningBuildId } from "../../next-internals/index.ts";
import { ShellIslands } from "../../integrations/islands.tsx";
import { nonEssentialFor } from "../../integrations/non-essential.ts";
import { SENTRY_DSN_META, SENTRY_ENVIRONMENT_META } from "../../sentry.ts";
import { FAVICON_PATH } from "../../shell/headers.ts";
import { loadShell } from "../../shell/shell.tsx";
import { parseViewSegment } from "../../shell/view.ts";
import type { Site } from "../../site.ts";
import { ErrorFallbackProvider } from "../error-boundary/error-boundary.tsx";
import { errorPageCategories, ErrorScreen } from "../error/error-page.tsx";

export function websiteJsonLd(site: Site): JsonLdObject {
  const { appName, publicUrl } = site.config;
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${absoluteUrl(publicUrl, paths.home())}#website`,
    name: appName,
    url: absoluteUrl(publicUrl, paths.home()),
    inLanguage: "en-GB",
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(publicUrl, "/results")}?query={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/**
 * A test hook: `HUB_E2E_RAW_HTML`, when set (only ever by the e2e suites), is written into every
 * page as it is, below React's escaping, as markup injected by some future bug would be. The
 * suites set it to a `<script>` and check that the browser refuses to run it.
 */
function TestInjectedHtml() {
  const html = process.env.HUB_E2E_RAW_HTML;
  if (html === undefined || html === "") return null;
  return <div hidden dangerouslySetInnerHTML={{ __html: html }} />;
}

/** What Next gives a layout under `app/[view]`. */
export type ViewLayoutProps = { children: ReactNode; params: Promise<{ view: string }> };

export function createRootLayout(site: Site) {
  const { appName, publicUrl, seo } = site.config;

  const metadata: Metadata = {
    metadataBase: new URL(publicUrl),
    title: { default: appName, template: `%s${t("app.titleSeparator")}${appName}` },
    description: seo.descriptions.home,
    applicationName: appName,
    icons: { icon: [{ url: FAVICON_PATH, type: "image/svg+xml" }] },
    formatDetection: { telephone: false },
  };

  const viewport: Viewport = { width: "device-width", initialScale: 1 };

  function RootLayout({ children }: { children: ReactNode }) {
    return (
      <html
        lang="en"
        data-theme={site.config.variant}
        // Where the islands keep favourites: read by `browserStore()` (storage/storage.ts).
        data-hub-storage={site.config.clientStorage}
      >
        <body>
          {/* React hoists it into <head>. */}
          <link rel="sitemap" type="application/xml" title={t("nav.sitemap")} href="/sitemap.xml" />
          <JsonLd data={websiteJsonLd(site)} />
          {children}
          <TestInjectedHtml />
        </body>
      </html>
    );
  }

  return { Layout: RootLayout, metadata, viewport };
}

/**
 * The `app/[view]/layout.tsx` around every page: the server-rendered error page, in the page's
 * view, that the error boundary shows; the shell's client island (build-update check, and the
 * third parties the view allows: nothing non-essential before consent); and the Sentry DSN for
 * `instrumentation-client.ts` when error reporting is on.
 */
export function createViewLayout(site: Site) {
  async function ViewLayout({ children, params }: ViewLayoutProps) {
    const segment = (await params).view;
    const view = parseViewSegment(segment);
    // Only the proxy writes view segments; an address it leaves alone (`/brand/…`, `/builds/…`)
    // that reaches here is not a page.
    if (view === null) notFound();
    const [shell, categories, buildId] = await Promise.all([
      loadShell(site, segment),
      errorPageCategories(site),
      runningBuildId(),
    ]);
    const env = site.env();
    return (
      <>
        {env.SENTRY_DSN === undefined ? null : (
          <>
            {/* React hoists them into <head>. */}
            <meta name={SENTRY_DSN_META} content={env.SENTRY_DSN} />
            <meta name={SENTRY_ENVIRONMENT_META} content={env.APP_ENV} />
          </>
        )}
        <ErrorFallbackProvider
          fallback={<ErrorScreen site={site} shell={shell} status={500} categories={categories} />}
        >
          {children}
        </ErrorFallbackProvider>
        <ShellIslands buildId={buildId} nonEssential={nonEssentialFor(site, view.consent)} />
      </>
    );
  }

  /**
   * No view is rendered at build time (the API may not be running then); each is rendered on
   * its first request and cached from then on.
   */
  function generateStaticParams(): { view: string }[] {
    return [];
  }

  return { Layout: ViewLayout, generateStaticParams };
}

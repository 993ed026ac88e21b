// The app's root `not-found.tsx`: every unmatched route, every `notFound()` without a closer
// not-found page, and the proxy's "Category not found" / "Persona not found" (spec §2, §8).
// Next answers 404 with it.
import type { Metadata } from "next";

import { t } from "@hub/core/messages";
import { notFoundMessage } from "@hub/core/redirects";

import { loadShell } from "../../shell/shell.tsx";
import { proxyNotFoundMessage, requestPathname } from "../../shell/request.ts";
import type { Site } from "../../site.ts";
import { errorPageCategories, ErrorScreen } from "../error/error-page.tsx";

/**
 * The heading, and for an unmatched route the line "Page not found: {path}"; the proxy's own
 * message ("Category not found") is the heading itself.
 */
export async function notFoundText(): Promise<{ title: string; reason: string | null }> {
  const [message, path] = await Promise.all([proxyNotFoundMessage(), requestPathname()]);
  return message === null
    ? { title: t("pages.error.404.title"), reason: notFoundMessage(path) }
    : { title: message, reason: null };
}

export function createNotFoundRoute(site: Site) {
  async function NotFoundPage() {
    const [shell, categories, { title, reason }] = await Promise.all([
      loadShell(site),
      errorPageCategories(site),
      notFoundText(),
    ]);
    return (
      <ErrorScreen
        site={site}
        shell={shell}
        status={404}
        categories={categories}
        title={title}
        body={
          <>
            {reason === null ? null : <p>{reason}</p>}
            <p>{t("pages.error.404.body")}</p>
          </>
        }
      />
    );
  }

  async function generateMetadata(): Promise<Metadata> {
    const { title } = await notFoundText();
    return { title, robots: { index: false, follow: true } };
  }

  return { Page: NotFoundPage, generateMetadata };
}

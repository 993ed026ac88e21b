// Not-found pages (spec §2, §8), answered with a 404: the app's root `not-found.tsx` for every
// unmatched route and every `notFound()` without a closer not-found page ("Page not found:
// {path}"), and the pages the proxy serves for a `/results?category=` or `?persona=` that names
// no collection ("Category not found", "Persona not found"). Next does not give the root
// not-found page a view, so its shell shows no cookie banner.
import type { Metadata } from "next";

import { t } from "@hub/core/messages";
import { notFoundMessage } from "@hub/core/redirects";

import { CurrentPathMessage } from "../../shell/current-path.tsx";
import { PATH_PLACEHOLDER } from "../../shell/headers.ts";
import { loadShell } from "../../shell/shell.tsx";
import type { Site } from "../../site.ts";
import { errorPageCategories, ErrorScreen } from "../error/error-page.tsx";

/** The collection a proxy not-found page is about. */
export type MissingCollection = "category" | "persona";

const MISSING_MESSAGES = {
  category: "errors.categoryNotFound",
  persona: "errors.personaNotFound",
} as const;

export function createNotFoundRoute(site: Site, missing?: MissingCollection) {
  const title = missing === undefined ? t("pages.error.404.title") : t(MISSING_MESSAGES[missing]);

  async function NotFoundPage() {
    const [shell, categories] = await Promise.all([
      loadShell(site, null),
      errorPageCategories(site),
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
            {missing === undefined ? (
              <p>
                <CurrentPathMessage template={notFoundMessage(PATH_PLACEHOLDER)} />
              </p>
            ) : null}
            <p>{t("pages.error.404.body")}</p>
          </>
        }
      />
    );
  }

  const metadata: Metadata = { title, robots: { index: false, follow: true } };

  return { Page: NotFoundPage, metadata };
}

// "Service not found": shown, with a 404, for an unknown slug and for a service no longer listed
// (the site cannot tell them apart: Next's not-found page takes no data). GOV.UK's "page not
// found" pattern: what to check, what may have happened, and where to go instead. Never says the
// service was "removed": for a mistyped address that would be untrue.
import { getCategoryCollectionAll } from "@hub/api-client/endpoints";
import { visibleCategories } from "@hub/core/categories";
import { t } from "@hub/core/messages";
import { mailtoUrl, paths } from "@hub/core/urls";
import { ErrorPage } from "@hub/ui/error-page";

import { DEFAULT_REVALIDATE_SECONDS } from "../../site.ts";
import type { Site } from "../../site.ts";

/** What to do next: search, or the hub's address as a mail link in place of `{email}`. */
function NotFoundBody({ site }: { site: Site }) {
  const { appName, contactEmail } = site.config;
  const marker = "\u0000";
  const [before = "", after = ""] = t("pages.error.serviceNotFound.help", {
    email: marker,
  }).split(marker);
  return (
    <>
      <p>{t("pages.error.serviceNotFound.address")}</p>
      <p>{t("pages.error.serviceNotFound.link", { site: appName })}</p>
      <p>
        {before}
        <a href={mailtoUrl(contactEmail)}>{contactEmail}</a>
        {after}
      </p>
      <p>
        <a href={paths.results()}>{t("pages.error.serviceNotFound.search")}</a>
      </p>
    </>
  );
}

export async function ServiceNotFound({ site }: { site: Site }) {
  const showCategories = site.config.theme.errorPage === "categories";
  const categories = showCategories
    ? visibleCategories(
        (
          await getCategoryCollectionAll(site.api(), undefined, {
            next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags: ["categories"] },
          })
        ).data,
      ).map((category) => ({ name: category.name, href: paths.category(category.slug) }))
    : [];
  return (
    <ErrorPage
      status={404}
      recovery={showCategories ? "categories" : "home-link"}
      categories={categories}
      homeHref={paths.home()}
      title={t("pages.error.serviceNotFound.title")}
      body={<NotFoundBody site={site} />}
    />
  );
}

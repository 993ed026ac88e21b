// "Service not available": shown, with a 404, for a removed service or an unknown slug.
import { getCategoryCollectionAll } from "@hub/api-client/endpoints";
import { visibleCategories } from "@hub/core/categories";
import { t } from "@hub/core/messages";
import { mailtoUrl, paths } from "@hub/core/urls";
import { ErrorPage } from "@hub/ui/error-page";

import { DEFAULT_REVALIDATE_SECONDS } from "../../site.ts";
import type { Site } from "../../site.ts";

/** The body sentence with the hub's address as a mail link in place of `{email}`. */
function UnavailableBody({ site }: { site: Site }) {
  const { appName, contactEmail } = site.config;
  const marker = "\u0000";
  const [before = "", after = ""] = t("pages.error.serviceUnavailable.body", {
    site: appName,
    email: marker,
  }).split(marker);
  return (
    <p>
      {before}
      <a href={mailtoUrl(contactEmail)}>{contactEmail}</a>
      {after}
    </p>
  );
}

export async function ServiceUnavailable({ site }: { site: Site }) {
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
      title={t("pages.error.serviceUnavailable.title")}
      body={<UnavailableBody site={site} />}
    />
  );
}

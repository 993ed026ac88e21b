// `/offline`: what the offline worker shows, while offline, for a page not saved on the device
// (docs/decisions/0076), in the site's layout: what happened, and where the saved pages are. The
// worker keeps the page as it was rendered; it is the same for everyone and cached like any other.
// Search engines have no use for it.
import type { Metadata } from "next";

import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Button } from "@hub/ui/button";

import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";

export function createOfflineRoute(site: Site) {
  function Page() {
    return (
      <>
        <h1 className="text-3xl font-bold">{t("offline.title")}</h1>
        <p className="text-lg">{t("offline.notSaved")}</p>
        <p>{t("offline.savedHint")}</p>
        <p>
          <Button href={paths.favourites()}>{t("favourites.viewSaved")}</Button>
        </p>
      </>
    );
  }

  function generateMetadata(): Metadata {
    return pageMetadata(site, { title: t("offline.title"), path: paths.offline(), noindex: true });
  }

  return { Page, generateMetadata };
}

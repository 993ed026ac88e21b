// `/_icons`: every icon of the sprite with its name, for people writing pages (spec §2).
import type { Metadata } from "next";

import { t } from "@hub/core/messages";
import { IconGallery } from "@hub/ui/icon-gallery";

import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";

export const ICONS_PATH = "/_icons";

export function createIconsRoute(site: Site) {
  function Page() {
    return (
      <>
        <h1 className="text-3xl font-bold">{t("icons.title")}</h1>
        <p>{t("icons.intro")}</p>
        <IconGallery />
      </>
    );
  }

  function generateMetadata(): Metadata {
    return pageMetadata(site, { title: t("icons.title"), path: ICONS_PATH, noindex: true });
  }

  return { Page, generateMetadata };
}

// `/_icons`: every icon of the sprite with its name, for people writing pages (spec §2).
import type { Metadata } from "next";

import { t } from "@hub/core/messages";
import { Icon, iconNames } from "@hub/ui/icon";

import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";

export const ICONS_PATH = "/_icons";

export function createIconsRoute(site: Site) {
  function Page() {
    return (
      <>
        <h1 className="text-3xl font-bold">{t("icons.title")}</h1>
        <p>{t("icons.intro")}</p>
        {/* The sprite itself is in the root layout; this lists what it holds. */}
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
          {iconNames.map((name) => (
            <li key={name} className="flex flex-col items-center gap-2 text-sm">
              <Icon name={name} className="size-8" />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </>
    );
  }

  function generateMetadata(): Metadata {
    return pageMetadata(site, { title: t("icons.title"), path: ICONS_PATH, noindex: true });
  }

  return { Page, generateMetadata };
}

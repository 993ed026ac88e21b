// The CMS copy of every page (`GET /settings`), fetched once per request (React `cache`) and kept
// in Next's data cache under the `settings` tag, so `POST /api/revalidate` can purge it.
import { cache } from "react";

import { getSettings } from "@hub/api-client/endpoints";
import type { Settings } from "@hub/api-client/schemas";

import { DEFAULT_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";

export const SETTINGS_CACHE_TAG = "settings";

/** The settings, or a thrown `ApiError` (pages that need the copy show the error page). */
export const loadSettings = cache((site: Site): Promise<Settings> =>
  getSettings(site.api(), {
    next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags: [SETTINGS_CACHE_TAG] },
  }),
);

/**
 * The settings, or null when the API cannot give them: the shell (footer copy) degrades rather
 * than taking down a page that could otherwise render, such as the error page itself.
 */
export async function loadSettingsOrNull(site: Site): Promise<Settings | null> {
  try {
    return await loadSettings(site);
  } catch {
    return null;
  }
}

/**
 * Whether the API says that what visitors send reaches nobody: its settings' `delivery` is `off`
 * (contract §5.11, decision 0071). An API that does not say, as the upstream one does not, and one
 * whose settings cannot be read just now, are taken to deliver. Read through the cached settings,
 * so a change of the API's delivery shows within their revalidation (or a purge of `settings`).
 */
export async function loadDeliveryOff(site: Site): Promise<boolean> {
  return (await loadSettingsOrNull(site))?.delivery === "off";
}

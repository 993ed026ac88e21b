// What the shell's islands may load in a view: nothing non-essential before consent.
import { resolveAnalytics } from "@hub/config/env";

import { analyticsAllowedIn } from "../shell/view.ts";
import type { ConsentView } from "../shell/view.ts";
import type { Site } from "../site.ts";
import type { NonEssential } from "./islands.tsx";

/** The translate slots the shell renders (`@hub/ui/translate-slot`): header and mobile menu. */
export const TRANSLATE_SLOT_IDS = [
  "google_translate_element",
  "google_translate_element_mobile",
] as const;

/**
 * Analytics (an id from the environment wins over the config), the second consent script (when
 * a consent key is configured; never when the variant switches consent control off, as the
 * banner it belongs with is skipped then) and the translate widget, in a view that allows them;
 * null when there is nothing to load.
 */
export function nonEssentialFor(site: Site, consent: ConsentView): NonEssential | null {
  if (!analyticsAllowedIn(consent)) return null;
  const { config } = site;
  const { enabled, secondScriptKey, secondScriptUrl } = config.consent;
  const loads: NonEssential = {
    analytics: resolveAnalytics(site.env(), config),
    consentScript:
      enabled && secondScriptKey !== undefined && secondScriptUrl !== undefined
        ? { url: secondScriptUrl, key: secondScriptKey }
        : null,
    translate: config.translate
      ? { pageLanguage: config.translate.pageLanguage, slotIds: TRANSLATE_SLOT_IDS }
      : null,
  };
  const { analytics, consentScript, translate } = loads;
  return analytics === null && consentScript === null && translate === null ? null : loads;
}

import { describe, expect, it } from "vitest";

import { parseServerEnv } from "@hub/config/env";
import type { SiteConfigInput } from "@hub/config/site-config";

import { stubSite } from "../test/api-stub.ts";
import { CONSENT_VIEWS } from "../shell/view.ts";
import { nonEssentialFor, TRANSLATE_SLOT_IDS } from "./non-essential.ts";

function site(config: Partial<SiteConfigInput>, env: Record<string, string> = {}) {
  const { site: stub } = stubSite(() => ({ status: 404, body: {} }), config);
  const parsed = parseServerEnv({
    APP_API_URL: "https://api.test/core/v1",
    APP_FRONTEND_URL: "https://hub.test",
    APP_ENV: "production",
    ...env,
  });
  return { ...stub, env: () => parsed };
}

const everything: Partial<SiteConfigInput> = {
  analytics: { type: "ga", id: "G-CONFIG" },
  consent: { secondScriptKey: "key-1", secondScriptUrl: "https://cdn.consent.example/cc.js" },
  translate: { provider: "google", pageLanguage: "en" },
};

describe("nonEssentialFor", () => {
  it.each(CONSENT_VIEWS)("loads third parties in the %s view only after consent", (view) => {
    const loads = nonEssentialFor(site(everything), view);
    const allowed = view === "accepted" || view === "accepted-hidden" || view === "off";
    expect(loads !== null).toBe(allowed);
  });

  it("loads analytics, the consent script with its key and the translate slots", () => {
    expect(nonEssentialFor(site(everything), "accepted")).toEqual({
      analytics: { type: "ga", id: "G-CONFIG" },
      consentScript: { url: "https://cdn.consent.example/cc.js", key: "key-1" },
      translate: { pageLanguage: "en", slotIds: TRANSLATE_SLOT_IDS },
    });
  });

  it("takes the analytics id from the environment over the config", () => {
    const loads = nonEssentialFor(site(everything, { ANALYTICS_GTM_ID: "GTM-ENV" }), "accepted");
    expect(loads?.analytics).toEqual({ type: "gtm", id: "GTM-ENV" });
  });

  it("without consent control: analytics follows, the consent script is skipped", () => {
    const loads = nonEssentialFor(
      site({ ...everything, consent: { ...everything.consent, enabled: false } }),
      "off",
    );
    expect(loads?.analytics).toEqual({ type: "ga", id: "G-CONFIG" });
    expect(loads?.consentScript).toBeNull();
  });

  it("is null when nothing is configured", () => {
    expect(nonEssentialFor(site({}), "accepted")).toBeNull();
  });
});

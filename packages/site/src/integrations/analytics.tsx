"use client";
// Analytics and the second consent script, loaded lazily by the shell's islands (islands.tsx) only
// in views where non-essential scripts may load (after "Accept", or when the variant asks
// nobody), so neither `next/script` nor `@next/third-parties` is in any page's first-load
// JavaScript. GA4 or Tag Manager come through `@next/third-parties`; GA4 counts page views on
// client navigations itself, from the history changes.
import { GoogleAnalytics, GoogleTagManager } from "@next/third-parties/google";
import Script from "next/script";

import type { Analytics as AnalyticsConfig } from "@hub/config/site-config";

export type ConsentScript = { url: string; key: string };

export type NonEssentialScriptsProps = {
  analytics: AnalyticsConfig | null;
  consentScript: ConsentScript | null;
  /** The page's CSP nonce (page-nonce.ts): the inline and preloaded scripts need it. */
  nonce: string;
};

export default function NonEssentialScripts({
  analytics,
  consentScript,
  nonce,
}: NonEssentialScriptsProps) {
  return (
    <>
      {analytics?.type === "ga" ? <GoogleAnalytics gaId={analytics.id} nonce={nonce} /> : null}
      {analytics?.type === "gtm" ? <GoogleTagManager gtmId={analytics.id} nonce={nonce} /> : null}
      {consentScript === null ? null : (
        <Script
          id="hub-consent-script"
          src={consentScript.url}
          data-consent-key={consentScript.key}
          nonce={nonce}
        />
      )}
    </>
  );
}

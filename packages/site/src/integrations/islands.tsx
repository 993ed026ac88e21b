"use client";
// The shell's one client island, rendered by the `[view]` layout: the build-update check and the
// offline copies of saved services (offline/register.ts) on every page, and, only in views where
// non-essential scripts may load, analytics, the second consent script and the translate widget.
// Those are imported on demand, so a page in a view without consent (and a variant without them)
// ships none of their code.
import { lazy, Suspense, useEffect } from "react";

import { startOfflineCopies } from "../offline/register.ts";
import type { NonEssentialScriptsProps } from "./analytics.tsx";
import { startBuildUpdateChecks } from "./build-update.ts";
import { usePageNonce } from "./page-nonce.ts";

const NonEssentialScripts = lazy(() => import("./analytics.tsx"));

export type TranslateIsland = { pageLanguage: string; slotIds: readonly string[] };

export type NonEssential = Omit<NonEssentialScriptsProps, "nonce"> & {
  translate: TranslateIsland | null;
};

export type ShellIslandsProps = {
  /** The build the page came from; null when it is not known (`next dev`). */
  buildId: string | null;
  /** What to load; null in views without consent. */
  nonEssential: NonEssential | null;
};

export function ShellIslands({ buildId, nonEssential }: ShellIslandsProps) {
  const nonce = usePageNonce();
  // A string, so the effect runs once per page whatever the props' identity.
  const translate = nonEssential?.translate ? JSON.stringify(nonEssential.translate) : null;

  useEffect(() => (buildId === null ? undefined : startBuildUpdateChecks({ buildId })), [buildId]);
  useEffect(() => startOfflineCopies(), []);

  useEffect(() => {
    if (translate === null || nonce === null) return;
    void import("./google-translate.ts").then(({ loadGoogleTranslate }) => {
      loadGoogleTranslate({ ...(JSON.parse(translate) as TranslateIsland), nonce });
    });
  }, [translate, nonce]);

  if (nonce === null || nonEssential === null) return null;
  const { analytics, consentScript } = nonEssential;
  if (analytics === null && consentScript === null) return null;
  return (
    <Suspense fallback={null}>
      <NonEssentialScripts analytics={analytics} consentScript={consentScript} nonce={nonce} />
    </Suspense>
  );
}

// `/service-unavailable`: the page the proxy serves, with a 503, while the API is down. It is
// static (built without the API) so it can always be served: the shell without the CMS footer
// copy or the cookie banner, and the default error wording.
import type { Metadata } from "next";

import { t } from "@hub/core/messages";

import { shellSlots } from "../../shell/shell.tsx";
import type { Site } from "../../site.ts";
import { ErrorScreen } from "../error/error-page.tsx";

export const UNAVAILABLE_STATUS = 503;

export function createUnavailableRoute(site: Site) {
  function Page() {
    const shell = shellSlots(site, { settings: null, view: null });
    return <ErrorScreen site={site} shell={shell} status={UNAVAILABLE_STATUS} categories={[]} />;
  }

  const metadata: Metadata = {
    title: t("pages.error.default.title"),
    robots: { index: false, follow: false },
  };

  return { Page, metadata };
}

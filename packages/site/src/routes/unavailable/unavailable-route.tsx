// `/service-unavailable`: the page the proxy serves, with a 503, while the API is down, and
// (`?status=500`) the page the cluster's nginx answers in place of Next's empty 500 document. It is
// rendered without the API so it can always be served: the shell without the CMS footer copy or
// the cookie banner, and the default error wording.
import type { Metadata } from "next";

import { t } from "@hub/core/messages";

import { shellSlots } from "../../shell/shell.tsx";
import type { Site } from "../../site.ts";
import { ErrorScreen } from "../error/error-page.tsx";

export const UNAVAILABLE_STATUS = 503;
export const SERVER_ERROR_STATUS = 500;

type SearchParams = Record<string, string | string[] | undefined>;

/** "Error 500" when asked for, otherwise "Error 503": no other status fits this page. */
export function unavailablePageStatus(searchParams: SearchParams): number {
  return searchParams.status === String(SERVER_ERROR_STATUS)
    ? SERVER_ERROR_STATUS
    : UNAVAILABLE_STATUS;
}

export function createUnavailableRoute(site: Site) {
  async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const status = unavailablePageStatus(await searchParams);
    const shell = shellSlots(site, { settings: null, view: null });
    return <ErrorScreen site={site} shell={shell} status={status} categories={[]} />;
  }

  const metadata: Metadata = {
    title: t("pages.error.default.title"),
    robots: { index: false, follow: false },
  };

  return { Page, metadata };
}

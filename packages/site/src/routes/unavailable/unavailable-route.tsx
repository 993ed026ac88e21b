// `/service-unavailable`: the page answered when the API fails a page. With a 503 while the API
// is down (the proxy's own answer, and the page that replaces Next's empty error document,
// next-internals/error-document.ts); with `?status=429` while the API limits the visitor; with `?status=500`
// for any other failure, which is also what the cluster's nginx answers in place of Next's empty
// 500 document. It is rendered without the API so it can always be served: the shell without the
// CMS footer copy or the cookie banner, and the default error wording.
import type { Metadata } from "next";

import { t } from "@hub/core/messages";

import { FAILURE_STATUSES } from "../../shell/headers.ts";
import type { FailureStatus } from "../../shell/headers.ts";
import { shellSlots } from "../../shell/shell.tsx";
import type { Site } from "../../site.ts";
import { ErrorScreen } from "../error/error-page.tsx";

type SearchParams = Record<string, string | string[] | undefined>;

/** The status `?status=` names, when the page shows it, otherwise 503. */
export function unavailablePageStatus(searchParams: SearchParams): FailureStatus {
  const asked = searchParams.status;
  return FAILURE_STATUSES.find((status) => asked === String(status)) ?? FAILURE_STATUSES[0];
}

/** The heading and body for a status; the error page's default wording otherwise. */
function wordingOf(status: FailureStatus): { title?: string; body?: string } {
  return status === 429
    ? { title: t("errors.tooManyRequests"), body: t("errors.tooManyPagesBody") }
    : {};
}

export function createUnavailableRoute(site: Site) {
  async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const status = unavailablePageStatus(await searchParams);
    const { title, body } = wordingOf(status);
    const shell = shellSlots(site, { settings: null, view: null });
    return (
      <ErrorScreen
        site={site}
        shell={shell}
        status={status}
        categories={[]}
        {...(title === undefined ? {} : { title })}
        {...(body === undefined ? {} : { body: <p>{body}</p> })}
      />
    );
  }

  async function generateMetadata({
    searchParams,
  }: {
    searchParams: Promise<SearchParams>;
  }): Promise<Metadata> {
    const { title } = wordingOf(unavailablePageStatus(await searchParams));
    return {
      title: title ?? t("pages.error.default.title"),
      robots: { index: false, follow: false },
    };
  }

  return { Page, generateMetadata };
}

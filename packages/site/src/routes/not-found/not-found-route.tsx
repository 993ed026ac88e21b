// Not-found pages (spec §2, §8), answered with a 404. "Page not found: {path}" for every unmatched
// route and every `notFound()` without a closer not-found page: an address no route matches
// reaches a catch-all page that is not found, and the cache handler answers every page not found
// with `/_problem/not-found?path=…`, rendered per request with the address in its HTML and never
// stored (cache/cache-handler.ts). The app's root `not-found.tsx` is left for what never reaches a
// view (an address the proxy leaves alone); Next does not give it a view, and only the browser
// knows its address. And the pages the proxy serves for a `/results?category=` or `?persona=`
// that names no collection ("Category not found", "Persona not found").
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { t } from "@hub/core/messages";
import { notFoundMessage } from "@hub/core/redirects";

import { CurrentPathMessage } from "../../shell/current-path.tsx";
import { NOT_FOUND_PATH_PARAM, PATH_PLACEHOLDER } from "../../shell/headers.ts";
import { loadShell } from "../../shell/shell.tsx";
import type { Site } from "../../site.ts";
import { errorPageCategories, ErrorScreen } from "../error/error-page.tsx";

/**
 * The problems the proxy answers with one of these pages itself (`/_problem/{reason}`), with
 * their heading and the status it gives them.
 */
export const PROXY_PROBLEMS = {
  category: { message: "errors.categoryNotFound", status: 404, body: "pages.error.404.body" },
  persona: { message: "errors.personaNotFound", status: 404, body: "pages.error.404.body" },
  "invalid-address": {
    message: "errors.invalidAddress",
    status: 400,
    body: "pages.error.404.body",
  },
  "address-too-long": {
    message: "errors.addressTooLong",
    status: 400,
    body: "pages.error.404.body",
  },
  "too-many-requests": {
    message: "errors.tooManyRequests",
    status: 429,
    body: "errors.tooManyRequestsBody",
  },
} as const;
export type ProxyProblem = keyof typeof PROXY_PROBLEMS;

export function isProxyProblem(reason: string): reason is ProxyProblem {
  return Object.hasOwn(PROXY_PROBLEMS, reason);
}

/**
 * The address a not-found page names, from `?path=`: a path on this site (from `/`, one value),
 * or null. It is shown as text, so whatever it holds is escaped.
 */
function notFoundAddress(
  searchParams: Readonly<Record<string, string | string[] | undefined>>,
): string | null {
  const value = searchParams[NOT_FOUND_PATH_PARAM];
  return typeof value === "string" && value.startsWith("/") ? value : null;
}

/** Where the page was not found: the address the server knows, or the browser's once it runs. */
function MissingAddress({ address }: { address: string | null | undefined }) {
  return address === undefined || address === null ? (
    <CurrentPathMessage template={notFoundMessage(PATH_PLACEHOLDER)} />
  ) : (
    notFoundMessage(address)
  );
}

type NotFoundOptions = {
  /** The view the page is shown in (its cookie banner); none for the root not-found page. */
  viewSegment?: string;
  /** The address not found, when the server knows it. */
  address?: string | null;
};

export function createNotFoundRoute(site: Site, problem?: ProxyProblem) {
  const missing = problem;
  const title =
    missing === undefined ? t("pages.error.404.title") : t(PROXY_PROBLEMS[missing].message);
  const status = missing === undefined ? 404 : PROXY_PROBLEMS[missing].status;

  async function NotFoundPage({ viewSegment, address }: NotFoundOptions = {}) {
    const [shell, categories] = await Promise.all([
      loadShell(site, viewSegment ?? null),
      errorPageCategories(site),
    ]);
    return (
      <ErrorScreen
        site={site}
        shell={shell}
        status={status}
        categories={categories}
        title={title}
        body={
          <>
            {missing === undefined ? (
              <p>
                <MissingAddress address={address} />
              </p>
            ) : null}
            <p>
              {t(missing === undefined ? "pages.error.404.body" : PROXY_PROBLEMS[missing].body)}
            </p>
          </>
        }
      />
    );
  }

  const metadata: Metadata = { title, robots: { index: false, follow: true } };

  return { Page: NotFoundPage, metadata };
}

type PathNotFoundProps = {
  params: Promise<{ view: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** `/_problem/not-found?path=…`: "Page not found: {path}" in the visitor's view, per request. */
export function createPathNotFoundRoute(site: Site) {
  const route = createNotFoundRoute(site);
  async function Page({ params, searchParams }: PathNotFoundProps) {
    const [{ view }, query] = await Promise.all([params, searchParams]);
    return route.Page({ viewSegment: view, address: notFoundAddress(query) });
  }
  return { Page, metadata: route.metadata };
}

/** An address no other route matches: not found (a catch-all page under the view). */
export function UnmatchedPage(): never {
  notFound();
}

type ProblemPageProps = { params: Promise<{ reason: string }> };

/** `/_problem/{reason}`: the page the proxy serves, with its status, for a problem it found. */
export function createProblemRoute(site: Site) {
  const routes = Object.fromEntries(
    Object.keys(PROXY_PROBLEMS).map((reason) => [
      reason,
      createNotFoundRoute(site, reason as ProxyProblem),
    ]),
  );
  const routeFor = async (params: ProblemPageProps["params"]) => {
    const { reason } = await params;
    const route = routes[reason];
    if (route === undefined) notFound();
    return route;
  };
  return {
    Page: async ({ params }: ProblemPageProps) => (await routeFor(params)).Page({}),
    generateMetadata: async ({ params }: ProblemPageProps) => (await routeFor(params)).metadata,
    generateStaticParams: () => Object.keys(PROXY_PROBLEMS).map((reason) => ({ reason })),
  };
}

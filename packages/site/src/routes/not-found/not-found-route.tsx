// Not-found pages (spec §2, §8), answered with a 404: the app's root `not-found.tsx` for every
// unmatched route and every `notFound()` without a closer not-found page ("Page not found:
// {path}"), and the pages the proxy serves for a `/results?category=` or `?persona=` that names
// no collection ("Category not found", "Persona not found"). Next does not give the root
// not-found page a view, so its shell shows no cookie banner.
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { t } from "@hub/core/messages";
import { notFoundMessage } from "@hub/core/redirects";

import { CurrentPathMessage } from "../../shell/current-path.tsx";
import { PATH_PLACEHOLDER } from "../../shell/headers.ts";
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

export function createNotFoundRoute(site: Site, problem?: ProxyProblem) {
  const missing = problem;
  const title =
    missing === undefined ? t("pages.error.404.title") : t(PROXY_PROBLEMS[missing].message);
  const status = missing === undefined ? 404 : PROXY_PROBLEMS[missing].status;

  async function NotFoundPage() {
    const [shell, categories] = await Promise.all([
      loadShell(site, null),
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
                <CurrentPathMessage template={notFoundMessage(PATH_PLACEHOLDER)} />
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
    Page: async ({ params }: ProblemPageProps) => (await routeFor(params)).Page(),
    generateMetadata: async ({ params }: ProblemPageProps) => (await routeFor(params)).metadata,
    generateStaticParams: () => Object.keys(PROXY_PROBLEMS).map((reason) => ({ reason })),
  };
}

// `/sentry`: the error-reporting test page (spec §2). It throws on request: in the browser from a
// button, on the server from `/sentry/server-error` (a plain form, so it works without
// JavaScript). Never indexed. Without `SENTRY_DSN` it says that nothing is reported. With
// `APP_ENV=production` the server error is not there: a route that fails on purpose would let
// anyone fill the error reports and the logs of a live site.
import type { Metadata } from "next";

import { t } from "@hub/core/messages";
import { buttonClass } from "@hub/ui/button";

import type { Site } from "../../site.ts";
import { ThrowClientErrorButton } from "./throw-button.tsx";

/** The route handler that fails on purpose. */
export const SENTRY_SERVER_ERROR_PATH = "/sentry/server-error";

export function createSentryTestRoute(site: Site) {
  const serverErrorOffered = () => site.env().APP_ENV !== "production";

  function Page() {
    const env = site.env();
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold">{t("sentryTest.title")}</h1>
        <p>{t("sentryTest.intro")}</p>
        <p className="font-bold" data-testid="sentry-status">
          {env.SENTRY_DSN === undefined
            ? t("sentryTest.notConfigured")
            : t("sentryTest.configured", { environment: env.APP_ENV })}
        </p>
        <div className="flex flex-col gap-2">
          <p>{t("sentryTest.clientErrorHint")}</p>
          <div>
            <ThrowClientErrorButton
              label={t("sentryTest.clientError")}
              message={t("sentryTest.clientErrorMessage")}
            />
          </div>
        </div>
        {serverErrorOffered() ? (
          <form method="get" action={SENTRY_SERVER_ERROR_PATH} className="flex flex-col gap-2">
            <p>{t("sentryTest.serverErrorHint")}</p>
            <div>
              <button type="submit" className={buttonClass("secondary")}>
                {t("sentryTest.serverError")}
              </button>
            </div>
          </form>
        ) : null}
      </div>
    );
  }

  const metadata: Metadata = {
    title: t("sentryTest.title"),
    robots: { index: false, follow: false },
  };

  /**
   * `GET /sentry/server-error`: fails, for `instrumentation.ts`'s `onRequestError` to report; in
   * production, a 404.
   */
  function GET(): Response {
    if (!serverErrorOffered()) {
      return new Response(t("pages.error.404.title"), {
        status: 404,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    }
    throw new Error(t("sentryTest.serverErrorMessage"));
  }

  return { Page, metadata, GET };
}

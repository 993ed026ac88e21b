import { t } from "@hub/core/messages";
import type { FormHTMLAttributes } from "react";

import { Button } from "../button/button.tsx";

export type CookieBannerState = "undecided" | "accepted" | "rejected" | "hidden";

export type CookieBannerProps = {
  siteName: string;
  /** Where the visitor is in the flow; the site reads it from the consent cookie. */
  state: CookieBannerState;
  /** Where the form posts (a URL or a server action): `cookies=accept|reject|hide`. */
  action: FormHTMLAttributes<HTMLFormElement>["action"];
  /** The cookies page, with the tables of cookies and the settings form. */
  cookiesHref: string;
  /** Name of the submitted field; defaults to "cookies". */
  fieldName?: string;
  /** Sent as a hidden `returnTo` field so the server can redirect back without JavaScript. */
  returnTo?: string;
};

/**
 * GOV.UK cookie banner. Not sticky (it sits in the page flow, so it never hides focus) and works
 * without JavaScript: a form posts accept or reject, the page comes back with the confirmation,
 * and "Hide cookie message" posts `hide`.
 */
export function CookieBanner({
  siteName,
  state,
  action,
  cookiesHref,
  fieldName = "cookies",
  returnTo,
}: CookieBannerProps) {
  if (state === "hidden") return null;
  const title = t("ui.shell.cookieBanner.title", { site: siteName });
  const method = typeof action === "string" ? "post" : undefined;
  const returnField = returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null;
  const [changeBefore = "", changeAfter = ""] = t("ui.shell.cookieBanner.changeSettings", {
    link: "\u0000",
  }).split("\u0000");

  return (
    <section
      aria-label={title}
      className="border-b border-border-subtle bg-surface-muted"
      data-nosnippet=""
      data-print="hide"
    >
      <div className="mx-auto flex max-w-page flex-col gap-4 px-gutter py-5">
        {state === "undecided" ? (
          <form action={action} method={method} className="flex flex-col gap-4">
            <h2 className="text-xl font-bold">{title}</h2>
            <p>{t("ui.shell.cookieBanner.essential")}</p>
            <p>{t("ui.shell.cookieBanner.analytics")}</p>
            {returnField}
            <div className="flex flex-wrap items-center gap-4">
              <Button name={fieldName} value="accept">
                {t("ui.shell.cookieBanner.accept")}
              </Button>
              <Button name={fieldName} value="reject">
                {t("ui.shell.cookieBanner.reject")}
              </Button>
              <a href={cookiesHref}>{t("ui.shell.cookieBanner.viewCookies")}</a>
            </div>
          </form>
        ) : (
          <form action={action} method={method} className="flex flex-col gap-4">
            <div role="alert" className="flex flex-col gap-2">
              <p>
                {t(
                  state === "accepted"
                    ? "ui.shell.cookieBanner.accepted"
                    : "ui.shell.cookieBanner.rejected",
                )}{" "}
                {changeBefore}
                <a href={cookiesHref}>{t("ui.shell.cookieBanner.changeSettingsLink")}</a>
                {changeAfter}
              </p>
            </div>
            {returnField}
            <div>
              <Button name={fieldName} value="hide" variant="secondary">
                {t("ui.shell.cookieBanner.hide")}
              </Button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}

import { t } from "@hub/core/messages";

import { ExitThisPageButton } from "./exit-this-page-button.tsx";

export type ExitThisPageProps = {
  /** A safe, neutral page; GOV.UK's default is BBC Weather. */
  href?: string;
  /** Button text override. */
  text?: string;
};

/**
 * GOV.UK "Exit this page", for services about sensitive topics only (it can deter others). A
 * plain link without JavaScript; with it, pressing Shift three times also leaves the page.
 * Put it at the top of the page; it stays in view while the page scrolls.
 */
export function ExitThisPage({ href = "https://www.bbc.co.uk/weather", text }: ExitThisPageProps) {
  return (
    <section
      aria-label={t("ui.shell.exitThisPage.label")}
      className="sticky top-0 z-30 flex justify-end px-gutter py-2"
      data-print="hide"
    >
      <div className="flex flex-col items-end gap-1">
        <ExitThisPageButton
          href={href}
          text={text ?? t("ui.shell.exitThisPage.button")}
          emergency={t("ui.shell.exitThisPage.emergency")}
          pressTwoMore={t("ui.shell.exitThisPage.pressTwoMore")}
          pressOneMore={t("ui.shell.exitThisPage.pressOneMore")}
          expired={t("ui.shell.exitThisPage.expired")}
          exiting={t("ui.shell.exitThisPage.exiting")}
        />
        <p className="rounded-sm bg-background px-1 text-sm text-text-muted">
          {t("ui.shell.exitThisPage.hint")}
        </p>
      </div>
    </section>
  );
}

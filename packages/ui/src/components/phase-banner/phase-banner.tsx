import { t } from "@hub/core/messages";
import type { ReactNode } from "react";

export type PhaseBannerProps = {
  phase?: "alpha" | "beta";
  /** Where feedback goes (a page or a form). */
  feedbackHref: string;
  /** Replaces the sentence after the tag. */
  children?: ReactNode;
};

/** GOV.UK phase banner: a tag (text, not colour alone) and a feedback link. */
export function PhaseBanner({ phase = "beta", feedbackHref, children }: PhaseBannerProps) {
  return (
    <div className="border-b border-border-subtle" data-print="hide">
      <p className="mx-auto flex max-w-page items-baseline gap-3 px-gutter py-2 text-sm">
        <strong className="shrink-0 rounded-sm bg-accent px-2 py-0.5 font-bold text-on-accent uppercase">
          {t(phase === "alpha" ? "ui.shell.phaseBanner.alpha" : "ui.shell.phaseBanner.beta")}
        </strong>
        <span>
          {children ?? (
            <>
              {t("ui.shell.phaseBanner.text")}{" "}
              <a href={feedbackHref}>{t("ui.shell.phaseBanner.feedbackLink")}</a>.
            </>
          )}
        </span>
      </p>
    </div>
  );
}

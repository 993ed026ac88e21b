import { useId } from "react";

import type { ReferralMethod } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { safeHref } from "@hub/core/urls";

import { Button } from "../button/index.ts";
import type { DetailKind } from "../detail-header/index.ts";
import { kindWord } from "../detail-header/index.ts";
import { Icon } from "../icon/index.ts";

export type { ReferralMethod };

export type ReferralCardProps = {
  kind: DetailKind;
  method: ReferralMethod;
  /** The referral form (internal) or `referral_url` (external). */
  href?: string | null;
  /** `referral_button_text`; "Make a connection" when empty. */
  buttonText?: string | null;
  /** `show_referral_disclaimer`. */
  showDisclaimer?: boolean;
  /** The disclaimer's wording, when a variant promises a different reply time. */
  disclaimer?: string;
  headingLevel?: 2 | 3;
};

/** How to be referred: a button to the referral form or the provider's site; nothing for "none". */
export function ReferralCard({
  kind,
  method,
  href,
  buttonText,
  showDisclaimer = false,
  disclaimer,
  headingLevel = 2,
}: ReferralCardProps) {
  const titleId = useId();
  const safe = safeHref(href);
  if (method === "none" || safe === undefined) return null;
  const Heading = `h${headingLevel}` as const;
  const text = buttonText?.trim() ? buttonText.trim() : t("ui.detail.referral.button");
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-md border-l-4 border-brand bg-surface-muted p-4"
    >
      <Heading id={titleId} className="text-lg">
        {t("ui.detail.referral.title", { type: kindWord(kind) })}
      </Heading>
      <div>
        {method === "external" ? (
          <Button href={safe} target="_blank" rel="noopener noreferrer">
            {text}
            <span className="sr-only"> {t("ui.externalLink")}</span>
            <Icon name="external-link" />
          </Button>
        ) : (
          <Button href={safe}>{text}</Button>
        )}
      </div>
      {showDisclaimer ? <p>{disclaimer ?? t("ui.detail.referral.disclaimer")}</p> : null}
    </section>
  );
}

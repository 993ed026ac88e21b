import { useId } from "react";

import { t } from "@hub/core/messages";
import { safeHref } from "@hub/core/urls";

import type { DetailKind } from "../detail-header/index.ts";
import { kindWord } from "../detail-header/index.ts";
import { ExternalLink } from "../external-link/index.ts";
import { Icon } from "../icon/index.ts";

export type CostCardProps = {
  kind: DetailKind;
  isFree: boolean;
  /** `fees_text`: what it costs, in the provider's words. */
  feesText?: string | null;
  /** `fees_url`: a page with the full prices. */
  feesUrl?: string | null;
  headingLevel?: 2 | 3;
};

/** Whether it costs anything, what, and where to read more. */
export function CostCard({ kind, isFree, feesText, feesUrl, headingLevel = 2 }: CostCardProps) {
  const titleId = useId();
  const feesHref = safeHref(feesUrl);
  const Heading = `h${headingLevel}` as const;
  const type = kindWord(kind);
  const fees = feesText?.trim() ?? "";
  const text = isFree
    ? t("ui.detail.cost.isFree", { type })
    : fees.length > 0
      ? fees
      : t("ui.detail.cost.hasCost", { type });
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-md border border-border-subtle bg-surface-muted p-4"
    >
      <Heading id={titleId} className="flex items-center gap-2 text-lg">
        <Icon name="pound-sterling" />
        {isFree ? t("ui.detail.cost.free") : t("ui.detail.cost.cost")}
      </Heading>
      <p>{text}</p>
      {!isFree && feesHref !== undefined ? (
        <p>
          <ExternalLink href={feesHref}>{t("ui.detail.cost.moreDetails")}</ExternalLink>
        </p>
      ) : null}
    </section>
  );
}

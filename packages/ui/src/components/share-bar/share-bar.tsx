import { useId } from "react";

import { t } from "@hub/core/messages";
import { mailtoUrl, smsUrl } from "@hub/core/urls";

import { Icon } from "../icon/index.ts";
import { ShareActions } from "./share-actions.tsx";

export type ShareBarProps = {
  /** The page's full address. */
  url: string;
  /** Email subject, e.g. "Sutton Information Hub: Lunch club". */
  title: string;
  /** The service's name or the event's title: a text message carries it with the address. */
  name: string;
  /** Also offer Facebook and X (Twitter) share links. */
  showSocial?: boolean;
  headingLevel?: 2 | 3;
};

const actionClass =
  "inline-flex min-h-target cursor-pointer items-center gap-2 rounded-sm border-2 border-border bg-surface px-3 py-1 font-bold text-link underline-offset-2 hover:underline";

/**
 * Share by email or text message (and optionally social networks), copy the link, print. Copy
 * and print are a small client enhancement; without JavaScript the address is shown to copy by
 * hand.
 */
export function ShareBar({
  url,
  title,
  name,
  showSocial = false,
  headingLevel = 2,
}: ShareBarProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className="hub-no-print flex flex-col gap-3">
      <Heading id={titleId} className="flex items-center gap-2 text-lg">
        <Icon name="share-2" />
        {t("ui.share.title")}
      </Heading>
      <ul className="flex flex-wrap items-start gap-3">
        <li>
          <a href={mailtoUrl("", { subject: title, body: url })} className={actionClass}>
            <Icon name="mail" />
            {t("ui.share.email")}
          </a>
        </li>
        <li>
          <a href={smsUrl(t("ui.share.textMessageBody", { name, url }))} className={actionClass}>
            <Icon name="message-square" />
            {t("ui.share.textMessage")}
          </a>
        </li>
        {showSocial ? (
          <>
            <li>
              <a
                href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
                className={actionClass}
              >
                <Icon name="link" />
                {t("ui.share.facebook")}
              </a>
            </li>
            <li>
              <a
                href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`}
                className={actionClass}
              >
                <Icon name="link" />
                {t("ui.share.twitter")}
              </a>
            </li>
          </>
        ) : null}
        <ShareActions
          url={url}
          buttonClassName={actionClass}
          labels={{
            copyLink: t("ui.share.copyLink"),
            print: t("ui.share.print"),
            linkCopied: t("ui.share.linkCopied"),
            copyFailed: t("ui.detail.share.copyFailed"),
            linkLabel: t("ui.detail.share.linkLabel"),
          }}
        />
      </ul>
    </section>
  );
}

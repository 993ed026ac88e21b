import { useId } from "react";

import { t } from "@hub/core/messages";

import { ExternalLink } from "../external-link/index.ts";
import { Icon } from "../icon/index.ts";

export type AddToCalendarProps = {
  /** `google_calendar_link` from the API. */
  google?: string | null;
  /** `microsoft_calendar_link`. */
  outlook?: string | null;
  /** `apple_calendar_link`: the event's `.ics` file. */
  apple?: string | null;
  headingLevel?: 2 | 3;
};

/** "Add to your calendar": Google and Outlook open their sites; Apple downloads an .ics file. */
export function AddToCalendar({ google, outlook, apple, headingLevel = 2 }: AddToCalendarProps) {
  const titleId = useId();
  if (!google && !outlook && !apple) return null;
  const Heading = `h${headingLevel}` as const;
  const linkClasses = "inline-flex min-h-target items-center gap-2";
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <Heading id={titleId} className="flex items-center gap-2 text-lg">
        <Icon name="calendar-plus" />
        {t("ui.detail.calendar.title")}
      </Heading>
      <p>{t("ui.detail.calendar.intro")}</p>
      <ul className="flex flex-col gap-1">
        {google ? (
          <li>
            <ExternalLink href={google} className={linkClasses}>
              {t("ui.detail.calendar.google")}
            </ExternalLink>
          </li>
        ) : null}
        {outlook ? (
          <li>
            <ExternalLink href={outlook} className={linkClasses}>
              {t("ui.detail.calendar.outlook")}
            </ExternalLink>
          </li>
        ) : null}
        {apple ? (
          <li>
            <a href={apple} className={linkClasses}>
              <Icon name="download" />
              {t("ui.detail.calendar.apple")}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

import { t } from "@hub/core/messages";
import type { ReactNode } from "react";
import { useId } from "react";

import { Icon } from "../icon/icon.tsx";

export type EventFeedItem = {
  title: string;
  /** `/events/{slug}`. */
  href: string;
  /** ISO date or date-time, for `<time datetime>`. */
  startsAt: string;
  /** The date as people read it, e.g. "Saturday 6 December". */
  dateText: string;
  /** e.g. "10am to 2pm". */
  timeText?: string;
  location?: string;
  isFree?: boolean;
  /** Slot for a favourite toggle; it sits above the card's link area so it can be pressed. */
  favourite?: ReactNode;
};

export type EventFeedProps = {
  events: EventFeedItem[];
  /** `/events`. */
  moreHref: string;
  /** Defaults to "Community events happening this week". */
  title?: string;
  /** Defaults to "Search for more events". */
  moreText?: string;
  /** Shown when there are no events this week. */
  emptyText?: string;
  headingLevel?: 2 | 3;
};

/** This week's home-page events (one variant), with a link to all events. */
export function EventFeed({
  events,
  moreHref,
  title,
  moreText,
  emptyText,
  headingLevel = 2,
}: EventFeedProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ItemHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Heading id={headingId} className="text-xl font-bold">
        {title ?? t("events.homeFeed")}
      </Heading>
      {events.length === 0 ? (
        <p>{emptyText ?? t("ui.home.noEvents")}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <li
              key={event.href}
              className="relative flex flex-col gap-2 rounded-lg border-2 border-border-subtle bg-surface p-4 focus-within:border-link hover:border-link"
            >
              <p className="flex items-center gap-2 font-bold">
                <Icon name="calendar" />
                <time dateTime={event.startsAt}>{event.dateText}</time>
              </p>
              <ItemHeading className="text-lg font-bold">
                <a href={event.href} className="after:absolute after:inset-0">
                  {event.title}
                </a>
              </ItemHeading>
              {event.timeText ? (
                <p className="flex items-center gap-2 text-text-muted">
                  <Icon name="clock" />
                  {event.timeText}
                </p>
              ) : null}
              {event.location ? (
                <p className="flex items-center gap-2 text-text-muted">
                  <Icon name="map-pin" />
                  {event.location}
                </p>
              ) : null}
              {event.isFree ? (
                <p>
                  <strong className="rounded-sm border border-success px-2 text-sm text-success">
                    {t("ui.tags.free")}
                  </strong>
                </p>
              ) : null}
              {event.favourite ? <div className="relative z-10">{event.favourite}</div> : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={moreHref} className="inline-flex min-h-6 items-center gap-1 font-bold">
          {moreText ?? t("events.searchMore")}
          <Icon name="arrow-right" />
        </a>
      </p>
    </section>
  );
}

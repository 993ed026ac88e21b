// Events as @hub/ui props: cards, the home page's feed, pills, image and address.
import { eventImageUrl } from "@hub/api-client/endpoints";
import type { OrganisationEvent } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { addressLine, paths } from "@hub/core/urls";
import type { EventFeedItem } from "@hub/ui/event-feed";
import { eventDateText, longDateWithWeekday } from "@hub/ui/event-date-line";
import type { Tag } from "@hub/ui/tag-list";
import { formatTime } from "@hub/opening-times";

import { eventStartsAt } from "./event-dates.ts";
import { EVENT_IMAGE_MAX_DIMENSION } from "./events.ts";

/** The text with its spaces trimmed, or `null` when nothing is left (providers leave blanks). */
export function filled(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/** Free or not, online or not: the pills of a card and of the page header. */
export function eventTags(event: Pick<OrganisationEvent, "is_free" | "is_virtual">): Tag[] {
  return [
    event.is_free
      ? { label: t("ui.tags.free"), icon: "pound-sterling", tone: "strong" }
      : { label: t("ui.tags.cost"), icon: "pound-sterling" },
    event.is_virtual
      ? { label: t("ui.tags.online"), icon: "globe" }
      : { label: t("ui.tags.inPerson"), icon: "map-pin" },
  ];
}

export function homeFeedItem(event: OrganisationEvent): EventFeedItem & { id: string } {
  return {
    id: event.id,
    title: event.title,
    href: paths.event(event.slug),
    startsAt: eventStartsAt(event),
    dateText: longDateWithWeekday(event.start_date),
    timeText: t("event.dateRange", {
      start: formatTime(event.start_time),
      end: formatTime(event.end_time),
    }),
    isFree: event.is_free,
  };
}

export type EventCardData = {
  id: string;
  title: string;
  href: string;
  startsAt: string;
  dateText: string;
  intro: string;
  tags: Tag[];
};

export function eventCard(event: OrganisationEvent): EventCardData {
  return {
    id: event.id,
    title: event.title,
    href: paths.event(event.slug),
    startsAt: eventStartsAt(event),
    dateText: eventDateText({
      startDate: event.start_date,
      endDate: event.end_date,
      startTime: event.start_time,
      endTime: event.end_time,
    }),
    intro: event.intro,
    tags: eventTags(event),
  };
}

/** The event's own image, or `null` when it has none (the API would send a placeholder). */
export function eventImage(
  baseUrl: string,
  event: Pick<OrganisationEvent, "id" | "has_image" | "image" | "updated_at">,
): { src: string; alt: string } | null {
  if (!event.has_image) return null;
  return {
    src: eventImageUrl(baseUrl, event.id, {
      maxDimension: EVENT_IMAGE_MAX_DIMENSION,
      version: event.updated_at,
    }),
    alt: event.image?.alt_text ?? "",
  };
}

/** One line of the event's address, for calendars and JSON-LD; `null` online or without a place. */
export function eventAddress(event: OrganisationEvent): string | null {
  const { location } = event;
  if (event.is_virtual || !location) return null;
  return addressLine([
    location.address_line_1,
    location.address_line_2,
    location.address_line_3,
    location.city,
    location.postcode,
  ]);
}

// schema.org `Event` for an event page (standards §B.3): start and end with their London
// offsets, attendance mode, a `Place` or `VirtualLocation`, offers and the organiser.
import type { OrganisationEvent } from "@hub/api-client/schemas";
import { excerpt } from "@hub/core/excerpt";
import { absoluteUrl, paths } from "@hub/core/urls";

import type { JsonLdObject } from "../../json-ld.tsx";
import { eventEndsAt, eventStartsAt } from "../../loaders/event-dates.ts";
import { filled } from "../../loaders/event-props.ts";

export type EventJsonLdInput = {
  event: OrganisationEvent;
  publicUrl: string;
  image: string | null;
};

function place(event: OrganisationEvent, url: string): JsonLdObject {
  const { location } = event;
  if (event.is_virtual || !location) {
    // An online event's joining link is sent by the organiser; the event page stands in for it.
    return { "@type": "VirtualLocation", url: filled(event.organiser_url) ?? url };
  }
  return {
    "@type": "Place",
    name: location.address_line_1,
    address: {
      "@type": "PostalAddress",
      streetAddress: [location.address_line_1, location.address_line_2, location.address_line_3]
        .filter((line) => line?.trim())
        .join(", "),
      addressLocality: location.city,
      addressRegion: location.county,
      postalCode: location.postcode,
      addressCountry: "GB",
    },
    geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lon },
  };
}

function offers(event: OrganisationEvent, url: string): JsonLdObject {
  const offerUrl = filled(event.booking_url) ?? filled(event.fees_url) ?? url;
  const fees = filled(event.fees_text);
  return {
    "@type": "Offer",
    url: offerUrl,
    ...(event.is_free ? { price: 0, priceCurrency: "GBP" } : {}),
    ...(!event.is_free && fees ? { description: fees } : {}),
  };
}

function organizer(event: OrganisationEvent): JsonLdObject | null {
  const { organisation } = event;
  const organiser = filled(event.organiser_name);
  const name = organiser ?? filled(organisation?.name);
  if (name === null) return null;
  const email = filled(event.organiser_email) ?? filled(organisation?.email);
  const telephone = filled(event.organiser_phone) ?? filled(organisation?.phone);
  const url = filled(event.organiser_url) ?? filled(organisation?.url);
  return {
    "@type": organiser === null ? "Organization" : "Person",
    name,
    ...(email ? { email } : {}),
    ...(telephone ? { telephone } : {}),
    ...(url ? { url } : {}),
  };
}

export function eventJsonLd({ event, publicUrl, image }: EventJsonLdInput): JsonLdObject {
  const url = absoluteUrl(publicUrl, paths.event(event.slug));
  const who = organizer(event);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": url,
    name: event.title,
    url,
    description: excerpt(event.intro, 300),
    startDate: eventStartsAt(event),
    endDate: eventEndsAt(event),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: event.is_virtual
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: place(event, url),
    isAccessibleForFree: event.is_free,
    offers: offers(event, url),
    ...(who ? { organizer: who } : {}),
    ...(image ? { image } : {}),
  };
}

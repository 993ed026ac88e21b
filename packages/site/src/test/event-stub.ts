// Builders of contract-valid events and event categories for the events route and loader tests.
import type { CollectionOrganisationEvent, OrganisationEvent } from "@hub/api-client/schemas";

import { API_BASE, id } from "./api-stub.ts";

const STAMP = "2026-05-01T10:00:00+0000";

export function event(overrides: Partial<OrganisationEvent> = {}): OrganisationEvent {
  const eventId = overrides.id ?? id();
  return {
    id: eventId,
    slug: "summer-fun-run",
    has_image: false,
    title: "Summer fun run",
    intro: "A 5k run round the park for all ages.",
    description: "Bring **water**. Walkers welcome.",
    image: null,
    start_date: "2026-07-04",
    end_date: "2026-07-04",
    start_time: "10:00:00",
    end_time: "12:30:00",
    is_free: true,
    fees_text: null,
    fees_url: null,
    organiser_name: null,
    organiser_phone: null,
    organiser_email: null,
    organiser_url: null,
    booking_title: null,
    booking_summary: null,
    booking_url: null,
    booking_cta: null,
    homepage: false,
    is_virtual: false,
    google_calendar_link: "https://calendar.google.com/calendar/render?action=TEMPLATE",
    microsoft_calendar_link: "https://outlook.office.com/calendar/0/deeplink/compose",
    apple_calendar_link: `${API_BASE}/organisation-events/${eventId}/event.ics`,
    location_id: null,
    organisation_id: id(),
    created_at: STAMP,
    updated_at: STAMP,
    category_taxonomies: [],
    ...overrides,
  };
}

export function eventCollection(
  overrides: Partial<CollectionOrganisationEvent> = {},
): CollectionOrganisationEvent {
  return {
    id: id(),
    slug: "family-events",
    name: "Family fun",
    intro: "Events for children and families.",
    image_file_id: null,
    image: null,
    order: 1,
    enabled: true,
    sideboxes: [],
    category_taxonomies: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

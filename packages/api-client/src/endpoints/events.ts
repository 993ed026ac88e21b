// Organisation events: lists and one.
import type { ApiClient, CallOptions } from "../client.ts";
import type { Paginated } from "../schemas/envelopes.ts";
import {
  OrganisationEventPaginatedResponseSchema,
  OrganisationEventResponseSchema,
} from "../schemas/events.ts";
import type { OrganisationEvent } from "../schemas/events.ts";
import { segment, splitOptions } from "./lists.ts";
import type { ListOptions } from "./lists.ts";

export type EventFilter =
  | "id"
  | "organisation_id"
  | "homepage"
  | "title"
  | "starts_before"
  | "starts_after"
  | "ends_before"
  | "ends_after"
  | "has_wheelchair_access"
  | "has_induction_loop"
  | "has_accessible_toilet"
  | "collections"
  | "has_permission";

/** `GET /organisation-events` (guests: only events ending today or later). */
export function getEvents(
  client: ApiClient,
  options?: ListOptions<EventFilter, "organisation", "start_date" | "end_date" | "title">,
): Promise<Paginated<OrganisationEvent>> {
  const { query, call } = splitOptions(options);
  return client.get("organisation-events", {
    ...call,
    query,
    schema: OrganisationEventPaginatedResponseSchema,
    pick: "page",
  });
}

/** `GET /organisation-events/{idOrSlug}`. */
export function getEvent(
  client: ApiClient,
  idOrSlug: string,
  options?: CallOptions & { include?: readonly ("organisation" | "location")[] },
): Promise<OrganisationEvent> {
  const { include, ...call } = options ?? {};
  return client.get(`organisation-events/${segment(idOrSlug)}`, {
    ...call,
    query: { include },
    schema: OrganisationEventResponseSchema,
    pick: "data",
  });
}

// The searches: services (with this project's notes on the keyword), events, pages, and the
// services of a category or persona, ranked.
import type { ApiClient, CallOptions } from "../client.ts";
import type { Paginated } from "../schemas/envelopes.ts";
import type { OrganisationEvent } from "../schemas/events.ts";
import type { Page } from "../schemas/pages.ts";
import {
  EventSearchResponseSchema,
  PageSearchResponseSchema,
  ServiceSearchResponseSchema,
} from "../schemas/search.ts";
import type {
  CategoryCollectionSearchRequest,
  EventSearchRequest,
  PageSearchRequest,
  PersonaCollectionSearchRequest,
  ServiceSearchNotes,
  ServiceSearchRequest,
} from "../schemas/search.ts";
import type { ServiceSearchResult } from "../schemas/services.ts";
import type { Paging } from "./lists.ts";

/**
 * Paging of a service search, and `include=organisation`: this project's API then embeds each
 * result's organisation (contract §5.12); the upstream API leaves it out, as it does without.
 */
export type ServiceSearchPaging = Paging & { include?: "organisation" };

/** A page of `POST /search`, with this project's notes on the keyword when the API sends them. */
export type ServiceSearchPage = Paginated<ServiceSearchResult> & { search?: ServiceSearchNotes };

/** `POST /search?page=&per_page=`: services, each with `service_locations[].location`. */
export async function searchServices(
  client: ApiClient,
  body: ServiceSearchRequest,
  paging?: ServiceSearchPaging,
  options?: CallOptions,
): Promise<ServiceSearchPage> {
  const { data, links, meta, search } = await client.post("search", {
    ...options,
    query: { ...paging },
    body,
    schema: ServiceSearchResponseSchema,
  });
  return search === undefined ? { data, links, meta } : { data, links, meta, search };
}

/** `POST /search/events?page=&per_page=`. */
export function searchEvents(
  client: ApiClient,
  body: EventSearchRequest,
  paging?: Paging,
  options?: CallOptions,
): Promise<Paginated<OrganisationEvent>> {
  return client.post("search/events", {
    ...options,
    query: { ...paging },
    body,
    schema: EventSearchResponseSchema,
    pick: "page",
  });
}

/** `POST /search/pages?page=&per_page=`: pages in list shape (no content, no parents). */
export function searchPages(
  client: ApiClient,
  body: PageSearchRequest,
  paging?: Paging,
  options?: CallOptions,
): Promise<Paginated<Page>> {
  return client.post("search/pages", {
    ...options,
    query: { ...paging },
    body,
    schema: PageSearchResponseSchema,
    pick: "page",
  });
}

/** `POST /search/collections/categories`: active services of a category, ranked. */
export function searchCategoryCollections(
  client: ApiClient,
  body: CategoryCollectionSearchRequest,
  paging?: ServiceSearchPaging,
  options?: CallOptions,
): Promise<Paginated<ServiceSearchResult>> {
  return client.post("search/collections/categories", {
    ...options,
    query: { ...paging },
    body,
    schema: ServiceSearchResponseSchema,
    pick: "page",
  });
}

/** `POST /search/collections/personas`: active services of a persona, ranked. */
export function searchPersonaCollections(
  client: ApiClient,
  body: PersonaCollectionSearchRequest,
  paging?: ServiceSearchPaging,
  options?: CallOptions,
): Promise<Paginated<ServiceSearchResult>> {
  return client.post("search/collections/personas", {
    ...options,
    query: { ...paging },
    body,
    schema: ServiceSearchResponseSchema,
    pick: "page",
  });
}

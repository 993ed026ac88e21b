// The category, persona and event collections.
import type { ApiClient, CallOptions, QueryParams } from "../client.ts";
import {
  CollectionCategoryAllResponseSchema,
  CollectionCategoryResponseSchema,
} from "../schemas/categories.ts";
import type { CollectionCategory } from "../schemas/categories.ts";
import type { MaybePaginated, Paginated } from "../schemas/envelopes.ts";
import { CollectionOrganisationEventPaginatedResponseSchema } from "../schemas/event-collections.ts";
import type { CollectionOrganisationEvent } from "../schemas/event-collections.ts";
import {
  CollectionPersonaAllResponseSchema,
  CollectionPersonaResponseSchema,
} from "../schemas/personas.ts";
import type { CollectionPersona } from "../schemas/personas.ts";
import { COLLECTION_PAGE_SIZE, segment, splitOptions } from "./lists.ts";
import type { ListOptions } from "./lists.ts";

/** `GET /collections/categories/all`: every category collection, by `order`. */
export function getCategoryCollectionAll(
  client: ApiClient,
  query?: QueryParams,
  options?: CallOptions,
): Promise<MaybePaginated<CollectionCategory>> {
  return client.get("collections/categories/all", {
    ...options,
    query,
    schema: CollectionCategoryAllResponseSchema,
    pick: "page",
  });
}

/** `GET /collections/categories/{idOrSlug}?per_page=100`. */
export function getCategory(
  client: ApiClient,
  idOrSlug: string,
  options?: CallOptions,
): Promise<CollectionCategory> {
  return client.get(`collections/categories/${segment(idOrSlug)}`, {
    ...options,
    query: { per_page: COLLECTION_PAGE_SIZE },
    schema: CollectionCategoryResponseSchema,
    pick: "data",
  });
}

/** `GET /collections/personas/all`. */
export function getPersonaCollectionAll(
  client: ApiClient,
  query?: QueryParams,
  options?: CallOptions,
): Promise<MaybePaginated<CollectionPersona>> {
  return client.get("collections/personas/all", {
    ...options,
    query,
    schema: CollectionPersonaAllResponseSchema,
    pick: "page",
  });
}

/** `GET /collections/personas/{idOrSlug}?per_page=100`. */
export function getPersona(
  client: ApiClient,
  idOrSlug: string,
  options?: CallOptions,
): Promise<CollectionPersona> {
  return client.get(`collections/personas/${segment(idOrSlug)}`, {
    ...options,
    query: { per_page: COLLECTION_PAGE_SIZE },
    schema: CollectionPersonaResponseSchema,
    pick: "data",
  });
}

/** `GET /collections/organisation-events` (event categories). */
export function getEventCollections(
  client: ApiClient,
  options?: ListOptions<"id">,
): Promise<Paginated<CollectionOrganisationEvent>> {
  const { query, call } = splitOptions(options);
  return client.get("collections/organisation-events", {
    ...call,
    query,
    schema: CollectionOrganisationEventPaginatedResponseSchema,
    pick: "page",
  });
}

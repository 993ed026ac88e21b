// TanStack Query option factories for the client islands (favourites, live search, a service,
// settings). Keys are plain data, built only from their inputs, so equal inputs share a cache
// entry wherever they are used.
import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "./client.ts";
import {
  getOrganisationsByIds,
  getService,
  getServiceLocationsByServiceIds,
  getServicesByIds,
  getSettings,
  normaliseIds,
  searchServices,
} from "./endpoints.ts";
import type { Paging } from "./endpoints.ts";
import type { ServiceSearchRequest } from "./schemas/search.ts";

const ROOT = "hub-api";

export const apiQueryKeys = {
  all: [ROOT] as const,
  settings: () => [ROOT, "settings"] as const,
  services: () => [ROOT, "services"] as const,
  service: (idOrSlug: string, include: readonly "organisation"[] = []) =>
    [ROOT, "services", "detail", idOrSlug, { include: [...include].sort() }] as const,
  servicesByIds: (ids: readonly string[]) =>
    [ROOT, "services", "by-ids", normaliseIds(ids)] as const,
  serviceSearch: (body: ServiceSearchRequest, paging: Paging = {}) =>
    [ROOT, "services", "search", body, paging] as const,
  serviceLocationsByServiceIds: (serviceIds: readonly string[]) =>
    [ROOT, "service-locations", "by-service-ids", normaliseIds(serviceIds)] as const,
  organisationsByIds: (ids: readonly string[]) =>
    [ROOT, "organisations", "by-ids", normaliseIds(ids)] as const,
};

export function settingsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: apiQueryKeys.settings(),
    queryFn: ({ signal }) => getSettings(client, { signal }),
  });
}

export function serviceQueryOptions(
  client: ApiClient,
  idOrSlug: string,
  include: readonly "organisation"[] = [],
) {
  return queryOptions({
    queryKey: apiQueryKeys.service(idOrSlug, include),
    queryFn: ({ signal }) => getService(client, idOrSlug, { signal, include }),
  });
}

/** Favourites: the saved services, in saved order. An empty list makes no request. */
export function servicesByIdsQueryOptions(client: ApiClient, ids: readonly string[]) {
  return queryOptions({
    queryKey: apiQueryKeys.servicesByIds(ids),
    queryFn: ({ signal }) => getServicesByIds(client, ids, { signal }),
  });
}

export function serviceLocationsByServiceIdsQueryOptions(
  client: ApiClient,
  serviceIds: readonly string[],
) {
  return queryOptions({
    queryKey: apiQueryKeys.serviceLocationsByServiceIds(serviceIds),
    queryFn: ({ signal }) => getServiceLocationsByServiceIds(client, serviceIds, { signal }),
  });
}

export function organisationsByIdsQueryOptions(client: ApiClient, ids: readonly string[]) {
  return queryOptions({
    queryKey: apiQueryKeys.organisationsByIds(ids),
    queryFn: ({ signal }) => getOrganisationsByIds(client, ids, { signal }),
  });
}

/** Service search; the body and paging are part of the key (TanStack hashes objects by value). */
export function serviceSearchQueryOptions(
  client: ApiClient,
  body: ServiceSearchRequest,
  paging: Paging = {},
) {
  return queryOptions({
    queryKey: apiQueryKeys.serviceSearch(body, paging),
    queryFn: ({ signal }) => searchServices(client, body, paging, { signal }),
  });
}

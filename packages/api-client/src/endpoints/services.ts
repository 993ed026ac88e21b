// Services: lists, by id (favourites), one, and the related ones.
import type { ApiClient, CallOptions } from "../client.ts";
import type { LatLon } from "../schemas/common.ts";
import type { Paginated } from "../schemas/envelopes.ts";
import { ServicePaginatedResponseSchema, ServiceResponseSchema } from "../schemas/services.ts";
import type { Service } from "../schemas/services.ts";
import { chunk, inIdOrder, MAX_PAGE_SIZE, normaliseIds, segment, splitOptions } from "./lists.ts";
import type { ListOptions, Paging } from "./lists.ts";

export type ServiceFilter =
  | "id"
  | "organisation_id"
  | "name"
  | "organisation_name"
  | "status"
  | "referral_method"
  | "tags.slug"
  | "has_permission";
export type ServiceSort =
  "name" | "organisation_name" | "status" | "referral_method" | "score" | "last_modified_at";

/** `GET /services` (guests see active services only). */
export function getServices(
  client: ApiClient,
  options?: ListOptions<ServiceFilter, "organisation", ServiceSort>,
): Promise<Paginated<Service>> {
  const { query, call } = splitOptions(options);
  return client.get("services", {
    ...call,
    query,
    schema: ServicePaginatedResponseSchema,
    pick: "page",
  });
}

/**
 * Services by id (favourites), in the order asked for; ids that no longer resolve are dropped.
 * No request for an empty list: `filter[id]=` would match every service.
 */
export async function getServicesByIds(
  client: ApiClient,
  ids: readonly string[],
  options?: CallOptions & { include?: readonly "organisation"[] },
): Promise<Service[]> {
  const { include, ...call } = options ?? {};
  const pages = await Promise.all(
    chunk(normaliseIds(ids), MAX_PAGE_SIZE).map((batch) =>
      getServices(client, { ...call, filter: { id: batch }, include, per_page: MAX_PAGE_SIZE }),
    ),
  );
  return inIdOrder(
    pages.flatMap((page) => page.data),
    ids,
  );
}

/** `GET /services/{idOrSlug}` (inactive services too). */
export function getService(
  client: ApiClient,
  idOrSlug: string,
  options?: CallOptions & { include?: readonly "organisation"[] },
): Promise<Service> {
  const { include, ...call } = options ?? {};
  return client.get(`services/${segment(idOrSlug)}`, {
    ...call,
    query: { include },
    schema: ServiceResponseSchema,
    pick: "data",
  });
}

/**
 * `GET /services/{idOrSlug}/related`: active services sharing at least three categories.
 * Upstream answers 500 when `location` is given (it sorts on columns that do not exist).
 */
export function getRelatedServices(
  client: ApiClient,
  idOrSlug: string,
  options?: CallOptions & Paging & { location?: LatLon; include?: readonly "organisation"[] },
): Promise<Paginated<Service>> {
  const { location, include, page, per_page, ...call } = options ?? {};
  return client.get(`services/${segment(idOrSlug)}/related`, {
    ...call,
    query: { location, include, page, per_page },
    schema: ServicePaginatedResponseSchema,
    pick: "page",
  });
}

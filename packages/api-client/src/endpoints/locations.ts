// Service locations (where and when a service runs) and locations (the places themselves).
import type { ApiClient, CallOptions } from "../client.ts";
import type { Paginated } from "../schemas/envelopes.ts";
import { LocationPaginatedResponseSchema, LocationResponseSchema } from "../schemas/locations.ts";
import type { Location } from "../schemas/locations.ts";
import { ServiceLocationPaginatedResponseSchema } from "../schemas/service-locations.ts";
import type { ServiceLocation } from "../schemas/service-locations.ts";
import { chunk, MAX_PAGE_SIZE, normaliseIds, segment, splitOptions } from "./lists.ts";
import type { ListOptions } from "./lists.ts";

/** `GET /service-locations` (opening hours always embedded; `include=location` for the address). */
export function getServiceLocations(
  client: ApiClient,
  options?: ListOptions<"id" | "service_id", "location">,
): Promise<Paginated<ServiceLocation>> {
  const { query, call } = splitOptions(options);
  return client.get("service-locations", {
    ...call,
    query,
    schema: ServiceLocationPaginatedResponseSchema,
    pick: "page",
  });
}

/** Every service location (with its location) of the given services, all pages. */
export async function getServiceLocationsByServiceIds(
  client: ApiClient,
  serviceIds: readonly string[],
  options?: CallOptions,
): Promise<ServiceLocation[]> {
  const batches = chunk(normaliseIds(serviceIds), MAX_PAGE_SIZE);
  const results = await Promise.all(
    batches.map(async (batch) => {
      const locations: ServiceLocation[] = [];
      for (let page = 1; ; page++) {
        const result = await getServiceLocations(client, {
          ...options,
          filter: { service_id: batch },
          include: ["location"],
          page,
          per_page: MAX_PAGE_SIZE,
        });
        locations.push(...result.data);
        if (result.meta.current_page >= result.meta.last_page) return locations;
      }
    }),
  );
  return results.flat();
}

export type LocationField =
  | "address_line_1"
  | "address_line_2"
  | "address_line_3"
  | "city"
  | "county"
  | "postcode"
  | "country";

/** `GET /locations`. */
export function getLocations(
  client: ApiClient,
  options?: ListOptions<"id" | LocationField, never, LocationField>,
): Promise<Paginated<Location>> {
  const { query, call } = splitOptions(options);
  return client.get("locations", {
    ...call,
    query,
    schema: LocationPaginatedResponseSchema,
    pick: "page",
  });
}

/** `GET /locations/{id}`. */
export function getLocation(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<Location> {
  return client.get(`locations/${segment(id)}`, {
    ...options,
    schema: LocationResponseSchema,
    pick: "data",
  });
}

// Organisations: lists, by id (result cards, favourites) and one.
import type { ApiClient, CallOptions } from "../client.ts";
import type { Paginated } from "../schemas/envelopes.ts";
import {
  OrganisationPaginatedResponseSchema,
  OrganisationResponseSchema,
} from "../schemas/organisations.ts";
import type { Organisation } from "../schemas/organisations.ts";
import { chunk, inIdOrder, MAX_PAGE_SIZE, normaliseIds, segment, splitOptions } from "./lists.ts";
import type { ListOptions } from "./lists.ts";

/** `GET /organisations`. */
export function getOrganisations(
  client: ApiClient,
  options?: ListOptions<"id" | "name" | "has_permission", never, "name">,
): Promise<Paginated<Organisation>> {
  const { query, call } = splitOptions(options);
  return client.get("organisations", {
    ...call,
    query,
    schema: OrganisationPaginatedResponseSchema,
    pick: "page",
  });
}

/** Organisations by id (result cards, favourites), in the order asked for. */
export async function getOrganisationsByIds(
  client: ApiClient,
  ids: readonly string[],
  options?: CallOptions,
): Promise<Organisation[]> {
  const pages = await Promise.all(
    chunk(normaliseIds(ids), MAX_PAGE_SIZE).map((batch) =>
      getOrganisations(client, { ...options, filter: { id: batch }, per_page: MAX_PAGE_SIZE }),
    ),
  );
  return inIdOrder(
    pages.flatMap((page) => page.data),
    ids,
  );
}

/** `GET /organisations/{idOrSlug}`. */
export function getOrganisation(
  client: ApiClient,
  idOrSlug: string,
  options?: CallOptions,
): Promise<Organisation> {
  return client.get(`organisations/${segment(idOrSlug)}`, {
    ...options,
    schema: OrganisationResponseSchema,
    pick: "data",
  });
}

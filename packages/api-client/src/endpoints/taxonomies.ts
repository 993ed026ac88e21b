// The taxonomies the site reads: an organisation taxonomy, the service eligibilities.
import type { ApiClient, CallOptions } from "../client.ts";
import {
  TaxonomyCategoryListResponseSchema,
  TaxonomyOrganisationResponseSchema,
} from "../schemas/taxonomies.ts";
import type { TaxonomyCategory, TaxonomyOrganisation } from "../schemas/taxonomies.ts";
import { segment } from "./lists.ts";

/** `GET /taxonomies/organisations/{idOrSlug}`. */
export function getOrganisationTaxonomy(
  client: ApiClient,
  idOrSlug: string,
  options?: CallOptions,
): Promise<TaxonomyOrganisation> {
  return client.get(`taxonomies/organisations/${segment(idOrSlug)}`, {
    ...options,
    schema: TaxonomyOrganisationResponseSchema,
    pick: "data",
  });
}

/** `GET /taxonomies/service-eligibilities`: eligibility types, each with its options. */
export function getEligibilityTaxonomies(
  client: ApiClient,
  options?: CallOptions,
): Promise<TaxonomyCategory[]> {
  return client.get("taxonomies/service-eligibilities", {
    ...options,
    schema: TaxonomyCategoryListResponseSchema,
    pick: "data",
  });
}

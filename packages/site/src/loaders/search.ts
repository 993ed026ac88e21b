// The service search behind `/results` and the category and persona pages: geocodes the
// postcode, runs `POST /search` (or the collection search) and loads the results' organisations.
// Each search's answer is kept for a minute in Next's data cache (shared by every replica), keyed
// by what was asked, never by who asked. The query string is read in `search-criteria.ts`, the
// filters come from `search-filters.ts` and the results become @hub/ui props in `search-results.ts`.
import type { ApiClient } from "@hub/api-client/client";
import {
  getOrganisationsByIds,
  searchCategoryCollections,
  searchPersonaCollections,
  searchServices,
} from "@hub/api-client/endpoints";
import type { ServiceSearchPage } from "@hub/api-client/endpoints";
import type {
  Organisation,
  ServiceSearchRequest,
  ServiceSearchResult,
} from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import type { EligibilityFilter } from "@hub/ui/filter-panel";

import { DEFAULT_REVALIDATE_SECONDS, SEARCH_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";
import { collectionCacheTags } from "./collections.ts";
import { organisationCacheTags } from "./organisations.ts";
import type { GeocodedPostcode, Geocoder } from "./geocoder.ts";
import { serviceCacheTags } from "./services.ts";
import {
  keywordError,
  MIN_QUERY_LENGTH,
  parseResultsCriteria,
  RESULTS_PER_PAGE,
} from "./search-criteria.ts";
import type { ResultsCriteria, SearchFieldErrors, SearchParamsRecord } from "./search-criteria.ts";
import {
  eligibilityFilters,
  loadEligibilityTaxonomies,
  selectedEligibilityNames,
} from "./search-filters.ts";
import { openAtOf } from "./opening.ts";

const cached = (tags: string[]) => ({ next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags } });

/** What a collection page, or an organisation's (contract §5.13), narrows every search to. */
export type SearchScope =
  { category: string } | { persona: string } | { organisation_id: string } | null;

export type SearchOutcome = {
  /** When the search was made: what "open now" and the cards' opening times are read at. */
  now: Date;
  criteria: ResultsCriteria;
  errors: SearchFieldErrors;
  location: GeocodedPostcode | null;
  filters: EligibilityFilter[];
  /**
   * `null` when nothing was searched (no criteria, or a field was rejected). `search` holds the
   * API's notes on the keyword when it sends them (this project's API does; upstream does not).
   */
  results: ServiceSearchPage | null;
  organisations: ReadonlyMap<string, Organisation>;
};

/**
 * The `POST /search` body for the criteria; `null` when the API would refuse it as empty. "Open
 * now" is asked as open at this minute, so the filter and the cards read one clock.
 */
export function serviceSearchRequest(
  criteria: ResultsCriteria,
  location: GeocodedPostcode | null,
  eligibilities: readonly string[],
  scope: SearchScope,
  now: Date,
): ServiceSearchRequest | null {
  const byDistance = location !== null && criteria.order === "distance";
  const request: ServiceSearchRequest = {
    ...(criteria.query.length >= MIN_QUERY_LENGTH ? { query: criteria.query } : {}),
    ...(scope ?? {}),
    ...(criteria.isFree ? { is_free: true } : {}),
    ...(criteria.waitTime ? { wait_time: criteria.waitTime } : {}),
    ...(criteria.open ? { open_at: openAtOf(criteria.open, now) } : {}),
    ...(location
      ? { location: { lat: location.lat, lon: location.lon }, distance: criteria.distance }
      : {}),
    ...(eligibilities.length > 0 ? { eligibilities: [...eligibilities] } : {}),
    ...(byDistance ? { order: "distance" as const } : {}),
  };
  return Object.keys(request).length === 0 ? null : request;
}

/** Ask the API to validate nothing it cannot: a too-short keyword and an unknown postcode. */
async function checkFields(
  geocoder: Geocoder,
  criteria: ResultsCriteria,
): Promise<{ errors: SearchFieldErrors; location: GeocodedPostcode | null }> {
  const errors: SearchFieldErrors = {};
  const query = keywordError(criteria.query, "services");
  if (query !== null) errors.query = query;
  const location = criteria.postcode === "" ? null : await geocoder.geocode(criteria.postcode);
  if (criteria.postcode !== "" && location === null) {
    errors.postcode = t("searchPages.postcodeNotFound", { postcode: criteria.postcode });
  }
  return { errors, location };
}

/** Only the field checks, for `generateMetadata` ("Error: " title prefix); geocodes are cached. */
export async function searchFieldErrors(
  geocoder: Geocoder,
  params: SearchParamsRecord,
): Promise<SearchFieldErrors> {
  return (await checkFields(geocoder, parseResultsCriteria(params))).errors;
}

function fetchResults(
  api: ApiClient,
  request: ServiceSearchRequest | null,
  scope: SearchScope,
  paging: { page: number; per_page: number },
): Promise<ServiceSearchPage> | null {
  // Each result with its organisation, for the cards: one request fewer where the API embeds it.
  const withOrganisations = { ...paging, include: "organisation" } as const;
  const collection = scope !== null && !("organisation_id" in scope) ? scope : null;
  const onlyScope = request !== null && collection !== null && Object.keys(request).length === 1;
  if (collection !== null && (request === null || onlyScope)) {
    // A collection on its own (its page as first seen): the collection search ranks by shared
    // taxonomies, and is cached like the collection itself.
    return "category" in collection
      ? searchCategoryCollections(
          api,
          collection,
          withOrganisations,
          cached([
            collectionCacheTags.category(collection.category),
            serviceCacheTags.all,
            organisationCacheTags.all,
          ]),
        )
      : searchPersonaCollections(
          api,
          collection,
          withOrganisations,
          cached([
            collectionCacheTags.persona(collection.persona),
            serviceCacheTags.all,
            organisationCacheTags.all,
          ]),
        );
  }
  // The same search from another resident within a minute reads the stored answer: under load
  // the API's database serves each distinct search once rather than once per visitor.
  return request === null
    ? null
    : searchServices(api, request, withOrganisations, {
        next: {
          revalidate: SEARCH_REVALIDATE_SECONDS,
          tags: [serviceCacheTags.all, organisationCacheTags.all],
        },
      });
}

/**
 * The organisations that run the results, for the cards: as the API embedded them
 * (`include=organisation`, contract §5.12), and the rest (all of them from the upstream API,
 * which embeds none) in one request.
 */
export async function loadResultOrganisations(
  site: Site,
  results: readonly ServiceSearchResult[],
): Promise<ReadonlyMap<string, Organisation>> {
  const embedded = new Map<string, Organisation>();
  for (const service of results) {
    if (service.organisation) embedded.set(service.organisation.id, service.organisation);
  }
  const missing = [
    ...new Set(results.map((service) => service.organisation_id).filter((id) => !embedded.has(id))),
  ];
  if (missing.length === 0) return embedded;
  const fetched = await getOrganisationsByIds(
    site.api(),
    missing,
    cached([organisationCacheTags.all]),
  );
  for (const organisation of fetched) embedded.set(organisation.id, organisation);
  return embedded;
}

export type RunSearchOptions = {
  scope?: SearchScope;
  perPage?: number;
  /** The clock; tests pass a fixed one. */
  now?: Date;
};

/**
 * Everything a search page shows: field errors (keeping what was typed), the eligibility
 * filters, and one page of results with their organisations. Nothing is searched while a field
 * is rejected, or when there is nothing to search by and no collection to list.
 */
export async function runServiceSearch(
  site: Site,
  geocoder: Geocoder,
  params: SearchParamsRecord,
  { scope = null, perPage = RESULTS_PER_PAGE, now = new Date() }: RunSearchOptions = {},
): Promise<SearchOutcome> {
  const criteria = parseResultsCriteria(params);
  const [tree, { errors, location }] = await Promise.all([
    loadEligibilityTaxonomies(site),
    checkFields(geocoder, criteria),
  ]);
  const filters = eligibilityFilters(tree);
  const rejected = Object.keys(errors).length > 0;
  const request = serviceSearchRequest(
    criteria,
    location,
    selectedEligibilityNames(tree, criteria),
    scope,
    now,
  );
  const pending = rejected
    ? null
    : fetchResults(site.api(), request, scope, { page: criteria.page, per_page: perPage });
  const results = pending === null ? null : await pending;
  const organisations = await loadResultOrganisations(site, results?.data ?? []);
  return { now, criteria, errors, location, filters, results, organisations };
}

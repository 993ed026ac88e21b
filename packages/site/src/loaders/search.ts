// The service search behind `/results` and the category and persona pages: reads the query
// string, geocodes the postcode, runs `POST /search` (or the collection search) and maps the
// results to @hub/ui props. Each search's answer is kept for a minute in Next's data cache (shared by
// every replica), keyed by what was asked, never by who asked.
import type { ApiClient } from "@hub/api-client/client";
import {
  getEligibilityTaxonomies,
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
  TaxonomyCategory,
  WaitTime,
} from "@hub/api-client/schemas";
import {
  EventSearchRequestSchema,
  MAX_ELIGIBILITIES,
  PageSearchRequestSchema,
  ServiceSearchRequestSchema,
  WAIT_TIMES,
} from "@hub/api-client/schemas";
import { KM_PER_MILE, kmBetween, nearestMiles } from "@hub/core/distance";
import { t } from "@hub/core/messages";
import { addressLine, paths } from "@hub/core/urls";
import type { EligibilityFilter } from "@hub/ui/filter-panel";
import type { MapMarker } from "@hub/ui/map-view";
import type { ResultDistance, ServiceCardProps } from "@hub/ui/service-card";

import { DEFAULT_REVALIDATE_SECONDS, SEARCH_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";
import { collectionCacheTags } from "./collections.ts";
import { organisationCacheTags } from "./organisations.ts";
import type { GeocodedPostcode, Geocoder } from "./geocoder.ts";
import { pageParam } from "./paging.ts";
import { organisationLogo, serviceCacheTags, serviceLogo } from "./services.ts";

/** Results per page (the old site's grid of 3 by 3). */
export const RESULTS_PER_PAGE = 9;
/** The map shows this many results at once (the API's largest page). */
export const MAP_RESULTS_LIMIT = 100;
/** The radius choices, in miles; a postcode without one searches within the first. */
export const SEARCH_DISTANCES = [1, 3, 5, 10, 20] as const;
/** The API ignores shorter keywords with a 422. */
export const MIN_QUERY_LENGTH = 3;

/** The longest keyword each search takes, as its request schema declares it (a longer one is a 422). */
export const KEYWORD_MAX_LENGTH = {
  services: ServiceSearchRequestSchema.shape.query.unwrap().maxLength ?? Number.POSITIVE_INFINITY,
  events: EventSearchRequestSchema.shape.query.unwrap().maxLength ?? Number.POSITIVE_INFINITY,
  pages: PageSearchRequestSchema.shape.query.maxLength ?? Number.POSITIVE_INFINITY,
} as const;

/**
 * Why a keyword cannot be searched for, as its field's error, or null: none was given, or the
 * search takes it. The page says so, keeping what was typed, instead of asking the API.
 */
export function keywordError(
  query: string,
  search: keyof typeof KEYWORD_MAX_LENGTH,
): string | null {
  if (query === "") return null;
  if (query.length < MIN_QUERY_LENGTH) return t("searchPages.queryTooShort");
  const max = KEYWORD_MAX_LENGTH[search];
  return query.length > max ? t("searchPages.queryTooLong", { max: String(max) }) : null;
}

/** Query parameters of the eligibility filters, each matching the root group named after it. */
export const ELIGIBILITY_PARAMS = [
  "age",
  "income",
  "disability",
  "language",
  "gender",
  "ethnicity",
  "housing",
] as const;
export type EligibilityParam = (typeof ELIGIBILITY_PARAMS)[number];

export type SearchParamsRecord = Readonly<Record<string, string | string[] | undefined>>;

export type ResultsCriteria = {
  query: string;
  postcode: string;
  distance: number;
  isFree: boolean;
  waitTime: WaitTime | null;
  order: "relevance" | "distance";
  page: number;
  view: "grid" | "map";
  /** Selected options per group, as the slugs (or, from older links, names) in the address. */
  eligibility: Readonly<Record<EligibilityParam, readonly string[]>>;
};

export type SearchFieldErrors = { query?: string; postcode?: string };

/** The first value of a parameter, trimmed. */
export function firstParam(params: SearchParamsRecord, name: string): string {
  const raw = params[name];
  return ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim();
}

/** Every value of a parameter, whether repeated (`age=a&age=b`) or comma-separated. */
export function listParam(params: SearchParamsRecord, name: string): string[] {
  const raw = params[name];
  return (typeof raw === "string" ? [raw] : (raw ?? []))
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Reads the results query string; anything malformed falls back to its default. */
export function parseResultsCriteria(params: SearchParamsRecord): ResultsCriteria {
  const distance = Number(firstParam(params, "distance"));
  const waitTime = firstParam(params, "wait_time");
  return {
    query: firstParam(params, "query"),
    postcode: firstParam(params, "postcode"),
    distance: (SEARCH_DISTANCES as readonly number[]).includes(distance)
      ? distance
      : SEARCH_DISTANCES[0],
    isFree: firstParam(params, "is_free") === "true",
    waitTime: (WAIT_TIMES as readonly string[]).includes(waitTime) ? (waitTime as WaitTime) : null,
    order: firstParam(params, "order") === "distance" ? "distance" : "relevance",
    page: pageParam(params.page),
    view: firstParam(params, "view") === "map" ? "map" : "grid",
    eligibility: Object.fromEntries(
      ELIGIBILITY_PARAMS.map((param) => [param, listParam(params, param)]),
    ) as Record<EligibilityParam, string[]>,
  };
}

/** Whether the visitor asked for anything a search can narrow by (the API refuses an empty one). */
export function hasSearchCriteria(criteria: ResultsCriteria): boolean {
  return (
    criteria.query !== "" ||
    criteria.postcode !== "" ||
    criteria.isFree ||
    criteria.waitTime !== null ||
    Object.values(criteria.eligibility).some((values) => values.length > 0)
  );
}

/** The address of a search page with `changes` applied; `page` 1 and empty values are left out. */
export function searchHref(
  path: string,
  params: SearchParamsRecord,
  changes: Readonly<Record<string, string | null>> = {},
): string {
  const search = new URLSearchParams();
  const merged: Record<string, string | string[] | undefined | null> = { ...params, ...changes };
  for (const [name, raw] of Object.entries(merged)) {
    if (raw === undefined || raw === null) continue;
    for (const value of typeof raw === "string" ? [raw] : raw) {
      if (value === "" || (name === "page" && value === "1")) continue;
      search.append(name, value);
    }
  }
  const query = search.toString();
  return query === "" ? path : `${path}?${query}`;
}

// Eligibility filters ---------------------------------------------------------------------------

export const searchCacheTags = { eligibilities: serviceCacheTags.eligibilities } as const;

const cached = (tags: string[]) => ({ next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags } });

export function loadEligibilityTaxonomies(site: Site): Promise<TaxonomyCategory[]> {
  return getEligibilityTaxonomies(site.api(), cached([searchCacheTags.eligibilities]));
}

function groupFor(tree: readonly TaxonomyCategory[], param: EligibilityParam) {
  const label = t(`search.eligibility.${param}`).toLowerCase();
  return tree.find((group) => group.name.toLowerCase().startsWith(label));
}

/** One filter per group the API has, in the order of `ELIGIBILITY_PARAMS`; options by `order`. */
export function eligibilityFilters(tree: readonly TaxonomyCategory[]): EligibilityFilter[] {
  return ELIGIBILITY_PARAMS.flatMap((param) => {
    const options = groupFor(tree, param)?.children ?? [];
    if (options.length === 0) return [];
    return [
      {
        param,
        label: t(`search.eligibility.${param}`),
        options: options
          .toSorted((a, b) => a.order - b.order)
          .map((option) => ({ value: option.slug, label: option.name })),
      },
    ];
  });
}

/** The taxonomy names the API filters by, for the selected slugs (older links carry names). */
export function selectedEligibilityNames(
  tree: readonly TaxonomyCategory[],
  criteria: ResultsCriteria,
): string[] {
  const names = ELIGIBILITY_PARAMS.flatMap((param) => {
    const options = groupFor(tree, param)?.children ?? [];
    return criteria.eligibility[param].flatMap((value) => {
      const option = options.find((item) => item.slug === value || item.name === value);
      return option ? [option.name] : [];
    });
  });
  // Each once, and no more than the API takes (a longer list is a 422): the filters offer fewer
  // options than that, so only an address made by hand names more.
  return [...new Set(names)].slice(0, MAX_ELIGIBILITIES);
}

// Running a search ------------------------------------------------------------------------------

/** What a collection page narrows every search to. */
export type SearchScope = { category: string } | { persona: string } | null;

export type SearchOutcome = {
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

/** The `POST /search` body for the criteria; `null` when the API would refuse it as empty. */
export function serviceSearchRequest(
  criteria: ResultsCriteria,
  location: GeocodedPostcode | null,
  eligibilities: readonly string[],
  scope: SearchScope,
): ServiceSearchRequest | null {
  const byDistance = location !== null && criteria.order === "distance";
  const request: ServiceSearchRequest = {
    ...(criteria.query.length >= MIN_QUERY_LENGTH ? { query: criteria.query } : {}),
    ...(scope ?? {}),
    ...(criteria.isFree ? { is_free: true } : {}),
    ...(criteria.waitTime ? { wait_time: criteria.waitTime } : {}),
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
  const onlyScope = request !== null && scope !== null && Object.keys(request).length === 1;
  if (scope !== null && (request === null || onlyScope)) {
    // A collection on its own (its page as first seen): the collection search ranks by shared
    // taxonomies, and is cached like the collection itself.
    return "category" in scope
      ? searchCategoryCollections(
          api,
          scope,
          paging,
          cached([collectionCacheTags.category(scope.category), serviceCacheTags.all]),
        )
      : searchPersonaCollections(
          api,
          scope,
          paging,
          cached([collectionCacheTags.persona(scope.persona), serviceCacheTags.all]),
        );
  }
  // The same search from another resident within a minute reads the stored answer: under load
  // the API's database serves each distinct search once rather than once per visitor.
  return request === null
    ? null
    : searchServices(api, request, paging, {
        next: { revalidate: SEARCH_REVALIDATE_SECONDS, tags: [serviceCacheTags.all] },
      });
}

/** The organisations that run the results, for the cards (search results do not embed them). */
export async function loadResultOrganisations(
  site: Site,
  results: readonly ServiceSearchResult[],
): Promise<ReadonlyMap<string, Organisation>> {
  if (results.length === 0) return new Map();
  const organisations = await getOrganisationsByIds(
    site.api(),
    results.map((service) => service.organisation_id),
    cached([organisationCacheTags.all]),
  );
  return new Map(organisations.map((organisation) => [organisation.id, organisation]));
}

export type RunSearchOptions = {
  scope?: SearchScope;
  perPage?: number;
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
  { scope = null, perPage = RESULTS_PER_PAGE }: RunSearchOptions = {},
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
  );
  const pending = rejected
    ? null
    : fetchResults(site.api(), request, scope, { page: criteria.page, per_page: perPage });
  const results = pending === null ? null : await pending;
  const organisations = await loadResultOrganisations(site, results?.data ?? []);
  return { criteria, errors, location, filters, results, organisations };
}

// Mapping ---------------------------------------------------------------------------------------

/** Where a service runs, one line each: the service-location's name, else the first address line. */
export function resultLocations(service: ServiceSearchResult): string[] {
  return service.service_locations.map((place) => {
    const name = place.name?.trim() ?? "";
    return name === "" ? addressLine([place.location.address_line_1]) : name;
  });
}

/**
 * Miles from the searched postcode to the nearest place of a result, from the result's own
 * locations (so it works whichever API answers); null without a postcode or a place.
 */
export function resultDistance(
  service: ServiceSearchResult,
  origin: GeocodedPostcode | null,
): ResultDistance | null {
  if (origin === null) return null;
  const miles = nearestMiles(
    origin,
    service.service_locations.map((place) => place.location),
  );
  return miles === null ? null : { miles, from: origin.postcode };
}

export function resultCard(
  baseUrl: string,
  service: ServiceSearchResult,
  organisation: Organisation | undefined,
  origin: GeocodedPostcode | null = null,
): ServiceCardProps {
  return {
    name: service.name,
    href: paths.service(service.slug),
    type: service.type,
    isFree: service.is_free,
    intro: service.intro,
    organisation: organisation?.name ?? null,
    logo: service.has_logo
      ? serviceLogo(baseUrl, service)
      : organisation
        ? organisationLogo(baseUrl, organisation)
        : null,
    tags: service.tags.map((tag) => tag.label),
    locations: resultLocations(service),
    distance: resultDistance(service, origin),
  };
}

/**
 * One marker per place a result runs at; the list under the map mirrors them. Near a postcode,
 * each says how far it is.
 */
export function resultMarkers(
  results: readonly ServiceSearchResult[],
  origin: GeocodedPostcode | null = null,
): MapMarker[] {
  return results.flatMap((service) =>
    service.service_locations.map((place) => ({
      id: place.id,
      lat: place.location.lat,
      lon: place.location.lon,
      title: service.name,
      href: paths.service(service.slug),
      description: addressLine([
        place.name,
        place.location.address_line_1,
        place.location.city,
        place.location.postcode,
      ]),
      distance:
        origin === null
          ? null
          : { miles: kmBetween(origin, place.location) / KM_PER_MILE, from: origin.postcode },
    })),
  );
}

/** Results without a place (online or by phone only), which the map cannot show. */
export function unmappedCount(results: readonly ServiceSearchResult[]): number {
  return results.filter((service) => service.service_locations.length === 0).length;
}

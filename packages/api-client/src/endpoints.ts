// One function per /core/v1 call the website (or its tests) makes. Each takes the client first,
// validates the response with the contract schema and returns the part callers use.
import type { ApiClient, CallOptions, QueryParams, QueryScalar } from "./client.ts";
import { buildUrl } from "./client.ts";
import {
  CollectionCategoryAllResponseSchema,
  CollectionCategoryResponseSchema,
} from "./schemas/categories.ts";
import type { CollectionCategory } from "./schemas/categories.ts";
import type { LatLon } from "./schemas/common.ts";
import type { MaybePaginated, Paginated } from "./schemas/envelopes.ts";
import { CollectionOrganisationEventPaginatedResponseSchema } from "./schemas/event-collections.ts";
import type { CollectionOrganisationEvent } from "./schemas/event-collections.ts";
import {
  OrganisationEventPaginatedResponseSchema,
  OrganisationEventResponseSchema,
} from "./schemas/events.ts";
import type { OrganisationEvent } from "./schemas/events.ts";
import { GeocodeResponseSchema } from "./schemas/geocode.ts";
import type { GeocodeResult } from "./schemas/geocode.ts";
import { LocationPaginatedResponseSchema, LocationResponseSchema } from "./schemas/locations.ts";
import type { Location } from "./schemas/locations.ts";
import { OrganisationSignUpResponseSchema } from "./schemas/organisation-sign-up.ts";
import type {
  OrganisationSignUpReceived,
  OrganisationSignUpRequest,
} from "./schemas/organisation-sign-up.ts";
import {
  OrganisationPaginatedResponseSchema,
  OrganisationResponseSchema,
} from "./schemas/organisations.ts";
import type { Organisation } from "./schemas/organisations.ts";
import { PageFeedbackResponseSchema } from "./schemas/page-feedback.ts";
import type { PageFeedback, PageFeedbackRequest } from "./schemas/page-feedback.ts";
import { PageDetailResponseSchema, PageListResponseSchema } from "./schemas/pages.ts";
import type { Page, PageDetail } from "./schemas/pages.ts";
import {
  CollectionPersonaAllResponseSchema,
  CollectionPersonaResponseSchema,
} from "./schemas/personas.ts";
import type { CollectionPersona } from "./schemas/personas.ts";
import { ReferralResponseSchema } from "./schemas/referrals.ts";
import type { Referral, ReferralRequest } from "./schemas/referrals.ts";
import {
  EventSearchResponseSchema,
  PageSearchResponseSchema,
  ServiceSearchResponseSchema,
} from "./schemas/search.ts";
import type {
  CategoryCollectionSearchRequest,
  EventSearchRequest,
  PageSearchRequest,
  PersonaCollectionSearchRequest,
  ServiceSearchNotes,
  ServiceSearchRequest,
} from "./schemas/search.ts";
import { ServiceLocationPaginatedResponseSchema } from "./schemas/service-locations.ts";
import type { ServiceLocation } from "./schemas/service-locations.ts";
import { ServicePaginatedResponseSchema, ServiceResponseSchema } from "./schemas/services.ts";
import type { Service, ServiceSearchResult } from "./schemas/services.ts";
import { SettingsResponseSchema } from "./schemas/settings.ts";
import type { Settings } from "./schemas/settings.ts";
import {
  TaxonomyCategoryListResponseSchema,
  TaxonomyOrganisationResponseSchema,
} from "./schemas/taxonomies.ts";
import type { TaxonomyCategory, TaxonomyOrganisation } from "./schemas/taxonomies.ts";

/** Page size of the collection fetches (`collections/{categories,personas}/{id}`). */
export const COLLECTION_PAGE_SIZE = 100;
/** The API clamps `per_page` to this. */
export const MAX_PAGE_SIZE = 100;

export type FilterValue = QueryScalar | readonly QueryScalar[];
/** A sort field, `-` prefixed for descending. */
export type SortKey<K extends string> = K | `-${K}`;

/** Filters, includes, sorts and paging of a list endpoint, plus the per-call controls. */
export type ListOptions<
  Filter extends string,
  Include extends string = never,
  Sort extends string = never,
> = CallOptions & {
  filter?: Partial<Record<Filter, FilterValue>>;
  include?: readonly Include[];
  sort?: SortKey<Sort> | readonly SortKey<Sort>[];
  page?: number;
  per_page?: number;
};

export type Paging = { page?: number; per_page?: number };

type AnyListOptions = ListOptions<string, string, string>;

function splitOptions(options: AnyListOptions = {}): { query: QueryParams; call: CallOptions } {
  const { filter, include, sort, page, per_page, ...call } = options;
  return { query: { filter, include, sort, page, per_page }, call };
}

const segment = (value: string) => encodeURIComponent(value);

/** Dedupes and sorts ids so equal sets give equal URLs and cache entries. */
export function normaliseIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort();
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) {
    chunks.push(items.slice(index, index + size));
  }
  return chunks;
}

/** Keeps the order the caller asked for (e.g. the order favourites were saved in). */
function inIdOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

// Collections -------------------------------------------------------------------------------

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

// Settings ----------------------------------------------------------------------------------

/** `GET /settings`: the CMS copy of every page. */
export function getSettings(client: ApiClient, options?: CallOptions): Promise<Settings> {
  return client.get("settings", { ...options, schema: SettingsResponseSchema, pick: "data" });
}

// Search ------------------------------------------------------------------------------------

/** A page of `POST /search`, with this project's notes on the keyword when the API sends them. */
export type ServiceSearchPage = Paginated<ServiceSearchResult> & { search?: ServiceSearchNotes };

/** `POST /search?page=&per_page=`: services, each with `service_locations[].location`. */
export async function searchServices(
  client: ApiClient,
  body: ServiceSearchRequest,
  paging?: Paging,
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
  paging?: Paging,
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
  paging?: Paging,
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

// Services ----------------------------------------------------------------------------------

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

// Service locations and locations -----------------------------------------------------------

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

// Organisations -----------------------------------------------------------------------------

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

// Events ------------------------------------------------------------------------------------

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

// Pages -------------------------------------------------------------------------------------

export type PageFilter = "id" | "parent_id" | "page_type" | "title" | "landing_page";
export type PageInclude = "parent" | "children" | "ancestors" | "landingPageAncestors";

/** `GET /pages`: never paginated, no `content`, enabled pages only for guests. */
export function getPages(
  client: ApiClient,
  options?: Omit<ListOptions<PageFilter, PageInclude, "_lft" | "title">, "page" | "per_page">,
): Promise<Page[]> {
  const { query, call } = splitOptions(options);
  return client.get("pages", {
    ...call,
    query,
    schema: PageListResponseSchema,
    pick: "data",
  });
}

/** `GET /pages/{idOrSlug}`: with content and relations (403 for a disabled page). */
export function getPage(
  client: ApiClient,
  idOrSlug: string,
  options?: CallOptions,
): Promise<PageDetail> {
  return client.get(`pages/${segment(idOrSlug)}`, {
    ...options,
    schema: PageDetailResponseSchema,
    pick: "data",
  });
}

// Taxonomies and tags -----------------------------------------------------------------------

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

// Visitor writes (never retried unless a call asks) -----------------------------------------

/** `POST /referrals` → 201 with the referral and its reference. */
export function createReferral(
  client: ApiClient,
  body: ReferralRequest,
  options?: CallOptions,
): Promise<Referral> {
  return client.post("referrals", {
    ...options,
    body,
    schema: ReferralResponseSchema,
    pick: "data",
  });
}

/** `POST /page-feedbacks` → 201. */
export function createPageFeedback(
  client: ApiClient,
  body: PageFeedbackRequest,
  options?: CallOptions,
): Promise<PageFeedback> {
  return client.post("page-feedbacks", {
    ...options,
    body,
    schema: PageFeedbackResponseSchema,
    pick: "data",
  });
}

/** `POST /organisation-sign-up-forms` → 201 `{ message, id, data }` (the whole envelope). */
export function createOrganisationSignUp(
  client: ApiClient,
  body: OrganisationSignUpRequest,
  options?: CallOptions,
): Promise<{ message: string; id: string; data: OrganisationSignUpReceived }> {
  return client.post("organisation-sign-up-forms", {
    ...options,
    body,
    schema: OrganisationSignUpResponseSchema,
  });
}

// Extension: geocoding ----------------------------------------------------------------------

/** `GET /geocode?postcode=` (this project's API only). */
export function geocodePostcode(
  client: ApiClient,
  postcode: string,
  options?: CallOptions,
): Promise<GeocodeResult> {
  return client.get("geocode", {
    ...options,
    query: { postcode },
    schema: GeocodeResponseSchema,
    pick: "data",
  });
}

// URLs that are not JSON ----------------------------------------------------------------------

export const MAX_IMAGE_DIMENSION = 1000;
export type ImageExtension = "png" | "jpg" | "jpeg" | "svg";
export type ImageUrlOptions = {
  /** 1–1000: the longest side of a resized copy (SVGs are never resized). */
  maxDimension?: number;
  /** Cosmetic: the served Content-Type is the stored file's. */
  extension?: ImageExtension;
  /** Cache-buster, e.g. the entity's `updated_at` (ignored by the server). */
  version?: string;
};

function checkedDimension(maxDimension: number | undefined): number | undefined {
  if (maxDimension === undefined) return undefined;
  if (!Number.isInteger(maxDimension) || maxDimension < 1 || maxDimension > MAX_IMAGE_DIMENSION) {
    throw new RangeError(
      `max_dimension must be an integer from 1 to ${MAX_IMAGE_DIMENSION} (got ${maxDimension})`,
    );
  }
  return maxDimension;
}

function imageUrl(baseUrl: string, path: string, options: ImageUrlOptions = {}): string {
  const extension = options.extension ? `.${options.extension}` : "";
  return buildUrl(baseUrl, `${path}${extension}`, {
    max_dimension: checkedDimension(options.maxDimension),
    v: options.version,
  });
}

/** `/services/{idOrSlug}/logo`: a placeholder when `has_logo` is false (use the organisation's). */
export const serviceLogoUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `services/${segment(idOrSlug)}/logo`, options);

/** `/services/{idOrSlug}/gallery-items/{fileId}`. */
export const serviceGalleryItemUrl = (
  baseUrl: string,
  idOrSlug: string,
  fileId: string,
  options?: Omit<ImageUrlOptions, "extension">,
) => imageUrl(baseUrl, `services/${segment(idOrSlug)}/gallery-items/${segment(fileId)}`, options);

/** `/organisations/{idOrSlug}/logo`. */
export const organisationLogoUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `organisations/${segment(idOrSlug)}/logo`, options);

/** `/organisation-events/{idOrSlug}/image`. */
export const eventImageUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `organisation-events/${segment(idOrSlug)}/image`, options);

/** `/collections/categories/{idOrSlug}/image`. */
export const categoryImageUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `collections/categories/${segment(idOrSlug)}/image`, options);

/** `/collections/personas/{idOrSlug}/image`. */
export const personaImageUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `collections/personas/${segment(idOrSlug)}/image`, options);

/** `/locations/{id}/image`. */
export const locationImageUrl = (baseUrl: string, id: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `locations/${segment(id)}/image`, options);

/** `/service-locations/{id}/image`. */
export const serviceLocationImageUrl = (baseUrl: string, id: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `service-locations/${segment(id)}/image`, options);

/** `/pages/{idOrSlug}/image`: an empty body when the page has no image. */
export const pageImageUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `pages/${segment(idOrSlug)}/image`, options);

/** `/settings/banner-image`: 404 when no banner image is set (`banner.has_image`). */
export const bannerImageUrl = (baseUrl: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, "settings/banner-image", options);

/** The API's XML sitemap: the base without `/core/v1`, plus `/sitemap`. */
export function apiSitemapUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "").replace(/\/core\/v1$/, "")}/sitemap`;
}

/** `/organisation-events/{idOrSlug}/event.ics` (text/calendar). */
export function eventIcsUrl(baseUrl: string, idOrSlug: string): string {
  return buildUrl(baseUrl, `organisation-events/${segment(idOrSlug)}/event.ics`);
}

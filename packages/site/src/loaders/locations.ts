// Loads venues and the services that run at them through the Next data cache.
import type { ApiClient } from "@hub/api-client/client";
import {
  getLocation,
  getLocations,
  locationImageUrl,
  MAX_PAGE_SIZE,
  searchServices,
} from "@hub/api-client/endpoints";
import type { Location, Paginated, ServiceSearchResult } from "@hub/api-client/schemas";
import type { LocationAddress } from "@hub/ui/location-card";

import { DEFAULT_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";
import { orNotFound, orNull } from "./not-found.ts";
import { serviceCacheTags } from "./services.ts";

export const locationCacheTags = {
  one: (id: string) => `location:${id}`,
  all: "locations",
} as const;

export const LOCATIONS_PER_PAGE = 25;
/** The smallest search radius the API takes, in miles; only distance 0 matters here. */
const NEARBY_MILES = 1;
/** A bound on the search pages read for one venue, so a broken API cannot loop for ever. */
const MAX_SEARCH_PAGES = 10;
const LOCATION_IMAGE_MAX_DIMENSION = 400;

const cached = (tags: string[]) => ({
  next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags },
});

/** One page of venues, in address order. */
export function loadLocations(site: Site, page: number): Promise<Paginated<Location>> {
  return getLocations(site.api(), {
    page,
    per_page: LOCATIONS_PER_PAGE,
    ...cached([locationCacheTags.all]),
  });
}

function fetchLocation(api: ApiClient, id: string): Promise<Location> {
  return getLocation(api, id, cached([locationCacheTags.one(id), locationCacheTags.all]));
}

/** `notFound()` when the API has no such venue. */
export function loadLocation(site: Site, id: string): Promise<Location> {
  return orNotFound(fetchLocation(site.api(), id));
}

export function loadLocationOrNull(site: Site, id: string): Promise<Location | null> {
  return orNull(fetchLocation(site.api(), id));
}

const runsAt = (service: ServiceSearchResult, locationId: string) =>
  service.service_locations.some((place) => place.location_id === locationId);

/**
 * The active services that run at a venue. The API has no `filter[location_id]` on service
 * locations, so this searches around the venue nearest first: every service held there is at
 * distance 0 and sorts before the rest, so reading stops at the first page that holds another.
 */
export async function loadServicesAtLocation(
  site: Site,
  location: Pick<Location, "id" | "lat" | "lon">,
): Promise<ServiceSearchResult[]> {
  const api = site.api();
  const found: ServiceSearchResult[] = [];
  for (let page = 1; page <= MAX_SEARCH_PAGES; page++) {
    const result = await searchServices(
      api,
      {
        location: { lat: location.lat, lon: location.lon },
        distance: NEARBY_MILES,
        order: "distance",
      },
      { page, per_page: MAX_PAGE_SIZE },
      cached([locationCacheTags.one(location.id), serviceCacheTags.all]),
    );
    const here = result.data.filter((service) => runsAt(service, location.id));
    found.push(...here);
    if (here.length < result.data.length || result.meta.current_page >= result.meta.last_page) {
      break;
    }
  }
  return found.toSorted((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

export function locationAddress(location: Location): LocationAddress {
  return {
    line1: location.address_line_1,
    line2: location.address_line_2,
    line3: location.address_line_3,
    city: location.city,
    postcode: location.postcode,
  };
}

/** The venue's photo, when it has one (the API serves a placeholder otherwise). */
export function locationImage(
  baseUrl: string,
  location: Location,
): { src: string; alt: string | null } | null {
  return location.has_image
    ? {
        src: locationImageUrl(baseUrl, location.id, {
          maxDimension: LOCATION_IMAGE_MAX_DIMENSION,
          version: location.updated_at,
        }),
        alt: location.image?.alt_text ?? null,
      }
    : null;
}

/** "The Hub at 120, 120 High Street, Sutton, SM1 1JZ". */
export function locationLabel(location: Location): string {
  return [
    location.address_line_1,
    location.address_line_2,
    location.address_line_3,
    location.city,
    location.postcode,
  ]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(", ");
}

// A service search's results as @hub/ui props: cards, distances and map markers.
import type { ServiceSearchPage } from "@hub/api-client/endpoints";
import type { Organisation, ServiceSearchResult } from "@hub/api-client/schemas";
import { KM_PER_MILE, kmBetween, nearestMiles } from "@hub/core/distance";
import { addressLine, paths } from "@hub/core/urls";
import type { MapMarker } from "@hub/ui/map-view";
import type { ResultDistance, ServiceCardProps } from "@hub/ui/service-card";

import type { GeocodedPostcode } from "./geocoder.ts";
import { openingLine } from "./opening.ts";
import { organisationLogo, serviceLogo } from "./services.ts";

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
  origin: GeocodedPostcode | null,
  now: Date,
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
    opening: openingLine(service, now),
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

/**
 * Where on this page the services matching all but one word begin (after those matching every
 * word, as this project's API marks them: `search.full_matches`), or null when they do not begin
 * on this page.
 */
export function partialMatchesStart(results: ServiceSearchPage): number | null {
  const full = results.search?.full_matches;
  if (full === undefined) return null;
  const start = full - (results.meta.current_page - 1) * results.meta.per_page;
  return start >= 0 && start < results.data.length ? start : null;
}

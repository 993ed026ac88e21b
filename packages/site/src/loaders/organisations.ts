// Loads an organisation and its services (all of them, a page of 25 at a time) through the Next
// data cache, and maps them to @hub/ui props.
import type { ApiClient } from "@hub/api-client/client";
import { getOrganisation, getServices } from "@hub/api-client/endpoints";
import type { Paginated } from "@hub/api-client/schemas";
import type { Organisation, Service } from "@hub/api-client/schemas";
import { paths } from "@hub/core/urls";
import type { ServiceCardProps } from "@hub/ui/service-card";

import { DEFAULT_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";
import { orNotFound, orNull } from "./not-found.ts";
import { organisationLogo, serviceCacheTags, serviceLogo } from "./services.ts";

export const organisationCacheTags = {
  one: (slug: string) => `organisation:${slug}`,
  all: "organisations",
} as const;

/** The API's default page size; the page asks for it explicitly and pages past it. */
export const ORGANISATION_SERVICES_PER_PAGE = 25;

const cached = (tags: string[]) => ({
  next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags },
});

function fetchOrganisation(api: ApiClient, slug: string): Promise<Organisation> {
  return getOrganisation(
    api,
    slug,
    cached([organisationCacheTags.one(slug), organisationCacheTags.all]),
  );
}

/** `notFound()` when the API has no such organisation. */
export function loadOrganisation(site: Site, slug: string): Promise<Organisation> {
  return orNotFound(fetchOrganisation(site.api(), slug));
}

export function loadOrganisationOrNull(site: Site, slug: string): Promise<Organisation | null> {
  return orNull(fetchOrganisation(site.api(), slug));
}

/** One page of the organisation's active services, by name. */
export function loadOrganisationServices(
  site: Site,
  organisation: Pick<Organisation, "id" | "slug">,
  page: number,
): Promise<Paginated<Service>> {
  return getServices(site.api(), {
    filter: { organisation_id: organisation.id },
    sort: "name",
    page,
    per_page: ORGANISATION_SERVICES_PER_PAGE,
    ...cached([organisationCacheTags.one(organisation.slug), serviceCacheTags.all]),
  });
}

/** A result card for one of the organisation's services (its logo, else the organisation's). */
export function organisationServiceCard(
  baseUrl: string,
  service: Service,
  organisation: Organisation,
): ServiceCardProps {
  return {
    name: service.name,
    href: paths.service(service.slug),
    type: service.type,
    isFree: service.is_free,
    intro: service.intro,
    organisation: organisation.name,
    logo: service.has_logo
      ? serviceLogo(baseUrl, service)
      : organisationLogo(baseUrl, organisation),
    tags: service.tags.map((tag) => tag.label),
  };
}

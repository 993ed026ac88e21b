// Loads a service page's data in parallel through the Next data cache, and maps API shapes to
// the props of the @hub/ui components the service pages are built from.
import type { ApiClient } from "@hub/api-client/client";
import {
  getEligibilityTaxonomies,
  getRelatedServices,
  getService,
  getServiceLocationsByServiceIds,
  organisationLogoUrl,
  serviceGalleryItemUrl,
  serviceLocationImageUrl,
  serviceLogoUrl,
} from "@hub/api-client/endpoints";
import type {
  EligibilityTypes,
  Organisation,
  Service,
  ServiceLocation,
  TaxonomyCategory,
} from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import type { EligibilityGroup } from "@hub/ui/eligibility-list";
import type { GalleryImage } from "@hub/ui/gallery";
import type { LocationCardProps } from "@hub/ui/location-card";
import type { RelatedService } from "@hub/ui/related-services";
import { serviceTags } from "@hub/ui/service-card";
import type { SocialLink } from "@hub/ui/social-links";
import type { Tag } from "@hub/ui/tag-list";

import { DEFAULT_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";
import { orNotFound, orNull } from "./not-found.ts";

/** Cache tags, purged by `POST /api/revalidate` when a listing changes. */
export const serviceCacheTags = {
  one: (slug: string) => `service:${slug}`,
  all: "services",
  locations: "service-locations",
  eligibilities: "taxonomies:service-eligibilities",
} as const;

/** How many related services the page asks for (three show, the rest behind "Show more"). */
export const RELATED_SERVICES_COUNT = 9;
/** Logos are shown at 80 px; twice that covers high-density screens. */
export const LOGO_MAX_DIMENSION = 160;
const LOCATION_IMAGE_MAX_DIMENSION = 250;
const GALLERY_THUMBNAIL_MAX_DIMENSION = 350;

const cached = (tags: string[]) => ({
  next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags },
});

function fetchService(api: ApiClient, slug: string): Promise<Service> {
  return getService(api, slug, {
    include: ["organisation"],
    ...cached([serviceCacheTags.one(slug), serviceCacheTags.all]),
  });
}

/** The service with its organisation; `notFound()` when the API has no such service. */
export function loadService(site: Site, slug: string): Promise<Service> {
  return orNotFound(fetchService(site.api(), slug));
}

/** The service for `generateMetadata`: `null` when it does not exist. */
export function loadServiceOrNull(site: Site, slug: string): Promise<Service | null> {
  return orNull(fetchService(site.api(), slug));
}

export type ServiceDetail = {
  service: Service;
  locations: ServiceLocation[];
  related: Service[];
  eligibilities: TaxonomyCategory[];
};

/**
 * Everything a service page shows. The service, its related services and the eligibility tree
 * load together; the service locations need the service's id, so they follow.
 */
export async function loadServiceDetail(site: Site, slug: string): Promise<ServiceDetail> {
  const api = site.api();
  const [service, related, eligibilities] = await Promise.all([
    loadService(site, slug),
    orNull(
      getRelatedServices(api, slug, {
        include: ["organisation"],
        per_page: RELATED_SERVICES_COUNT,
        ...cached([serviceCacheTags.one(slug), serviceCacheTags.all]),
      }),
    ),
    getEligibilityTaxonomies(api, cached([serviceCacheTags.eligibilities])),
  ]);
  const locations =
    service.status === "active"
      ? await getServiceLocationsByServiceIds(
          api,
          [service.id],
          cached([serviceCacheTags.one(slug), serviceCacheTags.locations]),
        )
      : [];
  return { service, locations, related: related?.data ?? [], eligibilities };
}

// Mapping ------------------------------------------------------------------------------------

/** The service's logo, else its organisation's, else none (the header shows the type's icon). */
export function serviceLogo(
  baseUrl: string,
  service: Pick<Service, "id" | "has_logo" | "updated_at"> & {
    organisation?: Pick<Organisation, "id" | "has_logo" | "updated_at"> | undefined;
  },
): { src: string } | null {
  if (service.has_logo) {
    return {
      src: serviceLogoUrl(baseUrl, service.id, {
        maxDimension: LOGO_MAX_DIMENSION,
        version: service.updated_at,
      }),
    };
  }
  return service.organisation ? organisationLogo(baseUrl, service.organisation) : null;
}

export function organisationLogo(
  baseUrl: string,
  organisation: Pick<Organisation, "id" | "has_logo" | "updated_at">,
): { src: string } | null {
  return organisation.has_logo
    ? {
        src: organisationLogoUrl(baseUrl, organisation.id, {
          maxDimension: LOGO_MAX_DIMENSION,
          version: organisation.updated_at,
        }),
      }
    : null;
}

const WAIT_TIME_LABELS = {
  one_week: "ui.search.filters.waitTimes.one_week",
  two_weeks: "ui.search.filters.waitTimes.two_weeks",
  three_weeks: "ui.search.filters.waitTimes.three_weeks",
  month: "ui.search.filters.waitTimes.month",
  longer: "ui.search.filters.waitTimes.longer",
} as const;

/** "Average wait time: Up to 2 weeks", or `null` when the provider gave none. */
export function waitTimeText(waitTime: Service["wait_time"]): string | null {
  return waitTime === null ? null : t("service.waitTime", { time: t(WAIT_TIME_LABELS[waitTime]) });
}

/** Type and cost first (what people scan for), then the wait time and the provider's tags. */
export function headerTags(service: Service): Tag[] {
  const wait = waitTimeText(service.wait_time);
  return [
    ...serviceTags(service.type, service.is_free),
    ...(wait === null ? [] : [{ label: wait, icon: "clock" as const }]),
    ...service.tags.map((tag) => ({ label: tag.label })),
  ];
}

/** Eligibility type slugs and the custom field that adds the provider's own words to each. */
const CUSTOM_ELIGIBILITY: Record<string, keyof EligibilityTypes["custom"]> = {
  "age-group": "age_group",
  disability: "disability",
  ethnicity: "ethnicity",
  gender: "gender",
  housing: "housing",
  income: "income",
  language: "language",
};

/**
 * "Who is it for?": per eligibility type, the chosen options in the tree's order, then the
 * provider's own words; "Other" last. Types with nothing to say are left out.
 */
export function eligibilityGroups(
  eligibility: EligibilityTypes,
  tree: readonly TaxonomyCategory[],
): EligibilityGroup[] {
  const chosen = new Set(eligibility.taxonomies);
  const text = (value: string | null) => (value?.trim() ? [value.trim()] : []);
  const groups = tree
    .toSorted((a, b) => a.order - b.order)
    .map((type) => {
      const customKey = CUSTOM_ELIGIBILITY[type.slug];
      return {
        title: type.name,
        values: [
          ...(type.children ?? [])
            .filter((option) => chosen.has(option.id))
            .toSorted((a, b) => a.order - b.order)
            .map((option) => option.name),
          ...(customKey ? text(eligibility.custom[customKey]) : []),
        ],
      };
    });
  const other = text(eligibility.custom.other);
  return [
    ...groups,
    ...(other.length > 0 ? [{ title: t("service.eligibilityOther"), values: other }] : []),
  ].filter((group) => group.values.length > 0);
}

/** The service's own accounts; the organisation's when the service lists none. */
export function socialLinks(service: Service): SocialLink[] {
  return service.social_medias.length > 0
    ? service.social_medias
    : (service.organisation?.social_medias ?? []);
}

export function galleryImages(baseUrl: string, service: Service): GalleryImage[] {
  return service.gallery_items.map((item, index) => ({
    src: item.url,
    thumbnailSrc: serviceGalleryItemUrl(baseUrl, service.id, item.file_id, {
      maxDimension: GALLERY_THUMBNAIL_MAX_DIMENSION,
    }),
    alt: item.alt_text?.trim() ? item.alt_text : `${service.name} (${index + 1})`,
  }));
}

/** One location card: address, map links, accessibility, and opening hours as of `now`. */
export function locationCard(
  baseUrl: string,
  serviceLocation: ServiceLocation,
  now: Date,
): LocationCardProps | null {
  const { location } = serviceLocation;
  if (!location) return null;
  return {
    name: serviceLocation.name,
    address: {
      line1: location.address_line_1,
      line2: location.address_line_2,
      line3: location.address_line_3,
      city: location.city,
      postcode: location.postcode,
    },
    lat: location.lat,
    lon: location.lon,
    accessibility: {
      wheelchair: location.has_wheelchair_access,
      inductionLoop: location.has_induction_loop,
      accessibleToilet: location.has_accessible_toilet,
      info: location.accessibility_info,
    },
    image: serviceLocation.has_image
      ? {
          src: serviceLocationImageUrl(baseUrl, serviceLocation.id, {
            maxDimension: LOCATION_IMAGE_MAX_DIMENSION,
            version: serviceLocation.updated_at,
          }),
          alt: location.image?.alt_text ?? null,
        }
      : null,
    // Open-now is worked out here in Europe/London: the API's `is_open_now` runs on UTC and never
    // reports Sundays (contract §8.4).
    openingTimes:
      serviceLocation.regular_opening_hours.length > 0 ||
      serviceLocation.holiday_opening_hours.length > 0
        ? {
            regular: serviceLocation.regular_opening_hours,
            holidays: serviceLocation.holiday_opening_hours,
            now,
          }
        : null,
  };
}

export function relatedService(baseUrl: string, service: Service): RelatedService {
  return {
    name: service.name,
    href: paths.service(service.slug),
    intro: service.intro,
    organisation: service.organisation?.name ?? null,
    logo: serviceLogo(baseUrl, service),
  };
}

/** The CQC location id, when it has the shape of one (e.g. `1-123456789`). */
export function cqcLocationId(service: Service): string | null {
  const id = service.cqc_location_id?.trim() ?? "";
  return /^\d-\d+$/.test(id) ? id : null;
}

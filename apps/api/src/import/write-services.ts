// The directory's writers: organisations, locations, services and where services are held, each
// with its relations. The whole dataset goes through them (./write.ts), and so do the synthetic
// generator's batches (src/seed/run.ts).
import type { SocialMedia } from "@hub/api-client/schemas";
import {
  holidayOpeningHours,
  locations,
  offerings,
  organisationTaxonomies,
  organisations,
  regularOpeningHours,
  serviceEligibilities,
  serviceGalleryItems,
  serviceLocations,
  serviceTags,
  serviceTaxonomies,
  services,
  socialMedias,
  usefulInfos,
} from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import type {
  SeedLocation,
  SeedOrganisation,
  SeedService,
  SeedServiceLocation,
} from "./records.ts";
import { at, counter, stamps, type SeedSummary, type WriteMode } from "./rows.ts";

function socials(type: "services" | "organisations", id: string, items: readonly SocialMedia[]) {
  return items.map((item) => ({ sociableType: type, sociableId: id, ...item }));
}

/** Organisations with their category taxonomies and social media links. */
export async function insertOrganisations(
  db: Db,
  rows: readonly SeedOrganisation[],
  mode: WriteMode = "insert",
): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary, mode);
  await count(
    "organisations",
    organisations,
    rows.map((organisation) => ({
      id: organisation.id,
      logoFileId: organisation.logo_file_id,
      slug: organisation.slug,
      name: organisation.name,
      description: organisation.description,
      url: organisation.url,
      email: organisation.email,
      phone: organisation.phone,
      ...stamps(organisation),
    })),
  );
  await count(
    "organisation_taxonomies",
    organisationTaxonomies,
    rows.flatMap((organisation) =>
      organisation.category_taxonomy_ids.map((taxonomyId) => ({
        organisationId: organisation.id,
        taxonomyId,
      })),
    ),
  );
  await count(
    "social_medias",
    socialMedias,
    rows.flatMap((organisation) =>
      socials("organisations", organisation.id, organisation.social_medias),
    ),
  );
  return summary;
}

export async function insertLocations(
  db: Db,
  rows: readonly SeedLocation[],
  mode: WriteMode = "insert",
): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary, mode);
  await count(
    "locations",
    locations,
    rows.map((location) => ({
      id: location.id,
      imageFileId: location.image_file_id,
      addressLine1: location.address_line_1,
      addressLine2: location.address_line_2,
      addressLine3: location.address_line_3,
      city: location.city,
      county: location.county,
      postcode: location.postcode,
      country: location.country,
      lat: location.lat,
      lon: location.lon,
      accessibilityInfo: location.accessibility_info,
      hasWheelchairAccess: location.has_wheelchair_access,
      hasInductionLoop: location.has_induction_loop,
      hasAccessibleToilet: location.has_accessible_toilet,
      ...stamps(location),
    })),
  );
  return summary;
}

/** A service record's own columns. */
function serviceColumns(service: SeedService): typeof services.$inferInsert {
  const custom = service.eligibility_types.custom;
  return {
    id: service.id,
    organisationId: service.organisation_id,
    logoFileId: service.logo_file_id,
    slug: service.slug,
    name: service.name,
    type: service.type,
    status: service.status,
    intro: service.intro,
    description: service.description,
    waitTime: service.wait_time,
    isFree: service.is_free,
    feesText: service.fees_text,
    feesUrl: service.fees_url,
    testimonial: service.testimonial,
    videoEmbed: service.video_embed,
    url: service.url,
    contactName: service.contact_name,
    contactPhone: service.contact_phone,
    contactEmail: service.contact_email,
    showReferralDisclaimer: service.show_referral_disclaimer,
    referralMethod: service.referral_method,
    referralButtonText: service.referral_button_text,
    referralEmail: service.referral_email,
    referralUrl: service.referral_url,
    score: service.score,
    endsAt: service.ends_at === null ? null : at(service.ends_at),
    lastModifiedAt: at(service.last_modified_at),
    assuredDate: service.assured_date ?? null,
    cqcLocationId: service.cqc_location_id,
    eligibilityAgeGroupCustom: custom.age_group,
    eligibilityDisabilityCustom: custom.disability,
    eligibilityEthnicityCustom: custom.ethnicity,
    eligibilityGenderCustom: custom.gender,
    eligibilityHousingCustom: custom.housing,
    eligibilityIncomeCustom: custom.income,
    eligibilityLanguageCustom: custom.language,
    eligibilityOtherCustom: custom.other,
    ...stamps(service),
  };
}

/** Services with every per-service relation (taxonomies, eligibilities, infos, gallery, tags). */
export async function insertServices(
  db: Db,
  rows: readonly SeedService[],
  mode: WriteMode = "insert",
): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary, mode);
  await count("services", services, rows.map(serviceColumns));
  const each = <T>(map: (service: SeedService) => T[]): T[] => rows.flatMap(map);
  await count(
    "service_taxonomies",
    serviceTaxonomies,
    each((service) =>
      [...new Set(service.category_taxonomy_ids)].map((taxonomyId) => ({
        serviceId: service.id,
        taxonomyId,
      })),
    ),
  );
  await count(
    "service_eligibilities",
    serviceEligibilities,
    each((service) =>
      [...new Set(service.eligibility_types.taxonomies)].map((taxonomyId) => ({
        serviceId: service.id,
        taxonomyId,
      })),
    ),
  );
  await count(
    "useful_infos",
    usefulInfos,
    each((service) => service.useful_infos.map((info) => ({ serviceId: service.id, ...info }))),
  );
  await count(
    "offerings",
    offerings,
    each((service) => service.offerings.map((offer) => ({ serviceId: service.id, ...offer }))),
  );
  await count(
    "social_medias",
    socialMedias,
    each((service) => socials("services", service.id, service.social_medias)),
  );
  await count(
    "service_gallery_items",
    serviceGalleryItems,
    each((service) =>
      service.gallery_items.map((item) => ({
        serviceId: service.id,
        fileId: item.file_id,
        ...stamps(service),
      })),
    ),
  );
  await count(
    "service_tags",
    serviceTags,
    each((service) =>
      [...new Set(service.tag_ids)].map((tagId) => ({ serviceId: service.id, tagId })),
    ),
  );
  return summary;
}

/** Service locations with their regular and holiday opening hours. */
export async function insertServiceLocations(
  db: Db,
  rows: readonly SeedServiceLocation[],
  mode: WriteMode = "insert",
): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary, mode);
  await count(
    "service_locations",
    serviceLocations,
    rows.map((serviceLocation) => ({
      id: serviceLocation.id,
      serviceId: serviceLocation.service_id,
      locationId: serviceLocation.location_id,
      imageFileId: serviceLocation.image_file_id,
      name: serviceLocation.name,
      ...stamps(serviceLocation),
    })),
  );
  await count(
    "regular_opening_hours",
    regularOpeningHours,
    rows.flatMap((serviceLocation) =>
      serviceLocation.regular_opening_hours.map((hour) => ({
        serviceLocationId: serviceLocation.id,
        frequency: hour.frequency,
        weekday: hour.weekday ?? null,
        dayOfMonth: hour.day_of_month ?? null,
        occurrenceOfMonth: hour.occurrence_of_month ?? null,
        startsAt: hour.starts_at ?? null,
        opensAt: hour.opens_at,
        closesAt: hour.closes_at,
      })),
    ),
  );
  await count(
    "holiday_opening_hours",
    holidayOpeningHours,
    rows.flatMap((serviceLocation) =>
      serviceLocation.holiday_opening_hours.map((hour) => ({
        serviceLocationId: serviceLocation.id,
        isClosed: hour.is_closed,
        startsAt: hour.starts_at,
        endsAt: hour.ends_at,
        opensAt: hour.opens_at,
        closesAt: hour.closes_at,
      })),
    ),
  );
  return summary;
}

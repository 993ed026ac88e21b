// Writes validated records (./records.ts) into an empty tenant database, in one transaction, then
// fills the search vectors: a failed write leaves the tenant as it was. Mapping only: the records
// say what the data is; this module decides where each field goes. The seed writes the demo
// content through it, and the synthetic generator its batches.
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  collectionPages,
  collectionTaxonomies,
  collections,
  files,
  holidayOpeningHours,
  locations,
  offerings,
  organisationEventTaxonomies,
  organisationEvents,
  organisationTaxonomies,
  organisations,
  pages,
  postcodes,
  regularOpeningHours,
  serviceEligibilities,
  serviceGalleryItems,
  serviceLocations,
  serviceTags,
  serviceTaxonomies,
  services,
  searchNames,
  searchWords,
  settings,
  socialMedias,
  stopWords,
  synonyms,
  tags,
  taxonomies,
  usefulInfos,
} from "../db/schema.ts";
import { refreshAllSearch } from "../db/search-index.ts";
import type { Db } from "../db/types.ts";
import { queryRows } from "../db/types.ts";
import type { SocialMedia } from "@hub/api-client/schemas";
import type { StopWord, ThesaurusRow } from "../search/thesaurus.ts";
import type {
  FolderRecords,
  SeedLocation,
  SeedOrganisation,
  SeedService,
  SeedServiceLocation,
} from "./records.ts";
import { transaction } from "../db/transaction.ts";

export type SeedSummary = Record<string, number>;

/** Tables in dependency order; truncating them all empties a tenant. */
export const SEEDED_TABLES: readonly PgTable[] = [
  files,
  taxonomies,
  tags,
  organisations,
  organisationTaxonomies,
  collections,
  collectionTaxonomies,
  locations,
  services,
  serviceTaxonomies,
  serviceEligibilities,
  usefulInfos,
  offerings,
  socialMedias,
  serviceGalleryItems,
  serviceTags,
  serviceLocations,
  regularOpeningHours,
  holidayOpeningHours,
  organisationEvents,
  organisationEventTaxonomies,
  pages,
  collectionPages,
  settings,
  postcodes,
  synonyms,
  stopWords,
  searchWords,
  searchNames,
];

const CHUNK = 500;
const encoder = new TextEncoder();
const at = (value: string): Date => new Date(value);
const stamps = (row: { created_at: string; updated_at: string }) => ({
  createdAt: at(row.created_at),
  updatedAt: at(row.updated_at),
});

async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<number> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(table).values(rows.slice(start, start + CHUNK));
  }
  return rows.length;
}

/** Whether the tenant has no content yet (the server seeds such a database on start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ seeded: boolean }>(
    db,
    sql`select exists (select 1 from ${settings}) or exists (select 1 from ${organisations}) as seeded`,
  );
  return !row?.seeded;
}

/** Deletes every seeded row (referrals, feedback and update requests cascade or stay). */
export async function resetContent(db: Db): Promise<void> {
  const names = SEEDED_TABLES.map((table) => sql`${table}`);
  await db.execute(sql`truncate ${sql.join(names, sql`, `)} cascade`);
}

/** A tenant's records with the search data (thesaurus and stop words) it is searched with. */
export type WritableDataset = FolderRecords & { thesaurus: ThesaurusRow[]; stopWords: StopWord[] };

export async function writeDataset(db: Db, dataset: WritableDataset): Promise<SeedSummary> {
  return transaction(db, async (tx) => {
    const summary: SeedSummary = {};
    const count = counter(tx, summary);
    await count(
      "files",
      files,
      dataset.files.map((file) => ({
        id: file.id,
        filename: file.filename,
        mimeType: file.mime_type,
        altText: file.alt_text,
        isPrivate: file.is_private,
        meta: { type: "assigned", kind: file.kind },
        data: encoder.encode(file.content),
        ...stamps(file),
      })),
    );
    // Parents before children for the self-reference.
    await count(
      "taxonomies",
      taxonomies,
      [...dataset.taxonomies]
        .sort((a, b) => a.depth - b.depth)
        .map((taxonomy) => ({
          id: taxonomy.id,
          parentId: taxonomy.parent_id,
          slug: taxonomy.slug,
          name: taxonomy.name,
          order: taxonomy.order,
          depth: taxonomy.depth,
          ...stamps(taxonomy),
        })),
    );
    await count(
      "tags",
      tags,
      dataset.tags.map((tag) => ({ id: tag.id, slug: tag.slug, label: tag.label, ...stamps(tag) })),
    );

    merge(summary, await insertOrganisations(tx, dataset.organisations));

    await count(
      "collections",
      collections,
      dataset.collections.map((collection) => ({
        id: collection.id,
        type: collection.type,
        slug: collection.slug,
        name: collection.name,
        intro: collection.intro,
        subtitle: collection.subtitle,
        icon: collection.icon,
        imageFileId: collection.image_file_id,
        sideboxes: collection.sideboxes,
        order: collection.order,
        enabled: collection.enabled,
        homepage: collection.homepage,
        ...stamps(collection),
      })),
    );
    await count(
      "collection_taxonomies",
      collectionTaxonomies,
      dataset.collections.flatMap((collection) =>
        [...new Set(collection.category_taxonomy_ids)].map((taxonomyId) => ({
          collectionId: collection.id,
          taxonomyId,
        })),
      ),
    );

    merge(summary, await insertLocations(tx, dataset.locations));
    merge(summary, await insertServices(tx, dataset.services));
    merge(summary, await insertServiceLocations(tx, dataset.service_locations));

    await count(
      "organisation_events",
      organisationEvents,
      dataset.organisation_events.map((event) => ({
        id: event.id,
        organisationId: event.organisation_id,
        locationId: event.location_id,
        imageFileId: event.image_file_id,
        slug: event.slug,
        title: event.title,
        intro: event.intro,
        description: event.description,
        startDate: event.start_date,
        endDate: event.end_date,
        startTime: event.start_time,
        endTime: event.end_time,
        isFree: event.is_free,
        feesText: event.fees_text,
        feesUrl: event.fees_url,
        organiserName: event.organiser_name,
        organiserPhone: event.organiser_phone,
        organiserEmail: event.organiser_email,
        organiserUrl: event.organiser_url,
        bookingTitle: event.booking_title,
        bookingSummary: event.booking_summary,
        bookingUrl: event.booking_url,
        bookingCta: event.booking_cta,
        homepage: event.homepage,
        isVirtual: event.is_virtual,
        ...stamps(event),
      })),
    );
    await count(
      "organisation_event_taxonomies",
      organisationEventTaxonomies,
      dataset.organisation_events.flatMap((event) =>
        [...new Set(event.category_taxonomy_ids)].map((taxonomyId) => ({
          organisationEventId: event.id,
          taxonomyId,
        })),
      ),
    );

    await count(
      "pages",
      pages,
      parentsFirst(dataset.pages).map((page) => ({
        id: page.id,
        parentId: page.parent_id,
        imageFileId: page.image_file_id,
        slug: page.slug,
        title: page.title,
        excerpt: page.excerpt,
        content: page.content,
        order: page.order,
        enabled: page.enabled,
        pageType: page.page_type,
        ...stamps(page),
      })),
    );
    await count(
      "collection_pages",
      collectionPages,
      dataset.pages.flatMap((page) =>
        page.collection_ids.map((collectionId) => ({ pageId: page.id, collectionId })),
      ),
    );

    await count("settings", settings, [{ key: "cms", value: dataset.settings.cms }]);
    await count("postcodes", postcodes, postcodeRows(dataset));
    await count(
      "synonyms",
      synonyms,
      dataset.thesaurus.map((row) => ({ terms: row.terms, expandsTo: row.expandsTo })),
    );
    await count("stop_words", stopWords, dataset.stopWords);

    await refreshAllSearch(tx);
    return summary;
  });
}

/** Counts inserted rows by table name while inserting them in chunks. */
function counter(db: Db, summary: SeedSummary) {
  return async <T extends PgTable>(name: string, table: T, rows: readonly T["$inferInsert"][]) => {
    summary[name] = (summary[name] ?? 0) + (await insertAll(db, table, rows));
  };
}

function socials(type: "services" | "organisations", id: string, items: readonly SocialMedia[]) {
  return items.map((item) => ({ sociableType: type, sociableId: id, ...item }));
}

/** Organisations with their category taxonomies and social media links. */
export async function insertOrganisations(
  db: Db,
  rows: readonly SeedOrganisation[],
): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary);
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

export async function insertLocations(db: Db, rows: readonly SeedLocation[]): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary);
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

/** Services with every per-service relation (taxonomies, eligibilities, infos, gallery, tags). */
export async function insertServices(db: Db, rows: readonly SeedService[]): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary);
  await count(
    "services",
    services,
    rows.map((service) => ({
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
      eligibilityAgeGroupCustom: service.eligibility_types.custom.age_group,
      eligibilityDisabilityCustom: service.eligibility_types.custom.disability,
      eligibilityEthnicityCustom: service.eligibility_types.custom.ethnicity,
      eligibilityGenderCustom: service.eligibility_types.custom.gender,
      eligibilityHousingCustom: service.eligibility_types.custom.housing,
      eligibilityIncomeCustom: service.eligibility_types.custom.income,
      eligibilityLanguageCustom: service.eligibility_types.custom.language,
      eligibilityOtherCustom: service.eligibility_types.custom.other,
      ...stamps(service),
    })),
  );
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
): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary);
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

/** Adds the counts of `extra` to `summary`. */
export function merge(summary: SeedSummary, extra: SeedSummary): void {
  for (const [table, rows] of Object.entries(extra)) {
    summary[table] = (summary[table] ?? 0) + rows;
  }
}

/** Pages ordered so that every parent is inserted before its children. */
function parentsFirst<T extends { id: string; parent_id: string | null }>(rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const placed = new Set<string>();
  const result: T[] = [];
  const place = (row: T): void => {
    if (placed.has(row.id)) return;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    if (parent) place(parent);
    placed.add(row.id);
    result.push(row);
  };
  rows.forEach(place);
  return result;
}

/**
 * Upper case with one space between outward and inward parts: the space is what tells the
 * district "DA14" from the sector "DA1 4", so it must survive.
 */
export const normalisePostcode = (code: string): string =>
  code.trim().replace(/\s+/g, " ").toUpperCase();

export function postcodeRows(
  dataset: Pick<FolderRecords, "postcodes">,
): (typeof postcodes.$inferInsert)[] {
  const rows = new Map<string, typeof postcodes.$inferInsert>();
  const add = (row: typeof postcodes.$inferInsert): void => {
    if (!rows.has(row.code)) rows.set(row.code, row);
  };
  for (const district of dataset.postcodes.districts) {
    const { outward_code: code, area, lat, lon } = district;
    add({ code: normalisePostcode(code), kind: "district", area, lat, lon });
  }
  for (const sector of dataset.postcodes.sectors) {
    const { sector: code, area, lat, lon } = sector;
    add({ code: normalisePostcode(code), kind: "sector", area, lat, lon });
  }
  for (const postcode of dataset.postcodes.postcodes) {
    const { postcode: code, lat, lon } = postcode;
    add({ code: normalisePostcode(code), kind: "postcode", area: null, lat, lon });
  }
  return [...rows.values()];
}

// The site's writers around the directory: files, the taxonomy and tags, collections, events and
// pages, each with its relations.
import {
  collectionPages,
  collectionTaxonomies,
  collections,
  files,
  organisationEventTaxonomies,
  organisationEvents,
  pages,
  tags,
  taxonomies,
} from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import type {
  SeedCollection,
  SeedFile,
  SeedOrganisationEvent,
  SeedPage,
  SeedTag,
  SeedTaxonomy,
} from "./records.ts";
import { counter, stamps, type SeedSummary, type WriteMode } from "./rows.ts";

const encoder = new TextEncoder();

export async function insertFiles(db: Db, rows: readonly SeedFile[]): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  await counter(db, summary)(
    "files",
    files,
    rows.map((file) => ({
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
  return summary;
}

/** The taxonomy tree, parents before children for the self-reference, then the tags. */
export async function insertTaxonomiesAndTags(
  db: Db,
  taxonomyRows: readonly SeedTaxonomy[],
  tagRows: readonly SeedTag[],
  mode: WriteMode = "insert",
): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary, mode);
  await count(
    "taxonomies",
    taxonomies,
    [...taxonomyRows]
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
    tagRows.map((tag) => ({ id: tag.id, slug: tag.slug, label: tag.label, ...stamps(tag) })),
  );
  return summary;
}

/** Collections with their category taxonomies. */
export async function insertCollections(
  db: Db,
  rows: readonly SeedCollection[],
  mode: WriteMode = "insert",
): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary, mode);
  await count(
    "collections",
    collections,
    rows.map((collection) => ({
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
    rows.flatMap((collection) =>
      [...new Set(collection.category_taxonomy_ids)].map((taxonomyId) => ({
        collectionId: collection.id,
        taxonomyId,
      })),
    ),
  );
  return summary;
}

/** An event record's own columns. */
function eventColumns(event: SeedOrganisationEvent): typeof organisationEvents.$inferInsert {
  return {
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
  };
}

/** Organisations' events with their category taxonomies. */
export async function insertEvents(
  db: Db,
  rows: readonly SeedOrganisationEvent[],
  mode: WriteMode = "insert",
): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary, mode);
  await count("organisation_events", organisationEvents, rows.map(eventColumns));
  await count(
    "organisation_event_taxonomies",
    organisationEventTaxonomies,
    rows.flatMap((event) =>
      [...new Set(event.category_taxonomy_ids)].map((taxonomyId) => ({
        organisationEventId: event.id,
        taxonomyId,
      })),
    ),
  );
  return summary;
}

/** Pages, parents before children, with the collections each belongs to. */
export async function insertPages(
  db: Db,
  rows: readonly SeedPage[],
  mode: WriteMode = "insert",
): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary, mode);
  await count(
    "pages",
    pages,
    parentsFirst(rows).map((page) => ({
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
    rows.flatMap((page) =>
      page.collection_ids.map((collectionId) => ({ pageId: page.id, collectionId })),
    ),
  );
  return summary;
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

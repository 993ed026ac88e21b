// Writes checked records into a tenant that may hold them already (decision 0069), inside the
// caller's transaction: each record is created, updated (its row upserted, its relation rows
// replaced) or left unchanged by the hash the ledger (`imported_records`) holds, and what this
// source imported before and no longer has is deactivated, never deleted.
import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  collectionPages,
  collectionTaxonomies,
  collections,
  holidayOpeningHours,
  importedRecords,
  locations,
  offerings,
  organisationEventTaxonomies,
  organisationEvents,
  organisationTaxonomies,
  organisations,
  pages,
  regularOpeningHours,
  serviceEligibilities,
  serviceGalleryItems,
  serviceLocations,
  serviceTags,
  serviceTaxonomies,
  services,
  settings,
  socialMedias,
  tags,
  taxonomies,
  usefulInfos,
} from "../db/schema.ts";
import { refreshAllSearch } from "../db/search-index.ts";
import type { Db } from "../db/types.ts";
import type { ImportRecords } from "./check.ts";
import {
  insertCollections,
  insertEvents,
  insertPages,
  insertTaxonomiesAndTags,
} from "./write-content.ts";
import {
  insertLocations,
  insertOrganisations,
  insertServiceLocations,
  insertServices,
} from "./write-services.ts";
import { IMPORT_KINDS, type ImportKind, type RootIds } from "./source.ts";

export type KindCounts = {
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  skipped: number;
};

type Table = PgTable & { id: PgColumn };

const TABLES: Record<Exclude<ImportKind, "settings">, Table> = {
  taxonomies,
  tags,
  organisations,
  collections,
  locations,
  services,
  service_locations: serviceLocations,
  organisation_events: organisationEvents,
  pages,
};

/** A JSON text with keys sorted, so equal records hash equally whatever their key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export const recordHash = (record: unknown): string =>
  createHash("sha256").update(stableJson(record)).digest("hex");

/** Deletes the relation rows of records about to be rewritten. */
async function deleteRelations(tx: Db, kind: ImportKind, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const socials = (type: "services" | "organisations") =>
    tx
      .delete(socialMedias)
      .where(and(eq(socialMedias.sociableType, type), inArray(socialMedias.sociableId, ids)));
  switch (kind) {
    case "organisations":
      await tx
        .delete(organisationTaxonomies)
        .where(inArray(organisationTaxonomies.organisationId, ids));
      await socials("organisations");
      return;
    case "services":
      for (const [table, column] of [
        [serviceTaxonomies, serviceTaxonomies.serviceId],
        [serviceEligibilities, serviceEligibilities.serviceId],
        [offerings, offerings.serviceId],
        [usefulInfos, usefulInfos.serviceId],
        [serviceGalleryItems, serviceGalleryItems.serviceId],
        [serviceTags, serviceTags.serviceId],
      ] as const) {
        await tx.delete(table).where(inArray(column, ids));
      }
      await socials("services");
      return;
    case "service_locations":
      await tx
        .delete(regularOpeningHours)
        .where(inArray(regularOpeningHours.serviceLocationId, ids));
      await tx
        .delete(holidayOpeningHours)
        .where(inArray(holidayOpeningHours.serviceLocationId, ids));
      return;
    case "collections":
      await tx.delete(collectionTaxonomies).where(inArray(collectionTaxonomies.collectionId, ids));
      return;
    case "organisation_events":
      await tx
        .delete(organisationEventTaxonomies)
        .where(inArray(organisationEventTaxonomies.organisationEventId, ids));
      return;
    case "pages":
      await tx.delete(collectionPages).where(inArray(collectionPages.pageId, ids));
      return;
    default:
      return;
  }
}

/** Writes one kind's created and updated records. */
async function writeKind(tx: Db, records: ImportRecords, kind: ImportKind, ids: Set<string>) {
  const pick = <T extends { id: string }>(rows: readonly T[]): T[] =>
    rows.filter((row) => ids.has(row.id));
  switch (kind) {
    case "taxonomies":
      return insertTaxonomiesAndTags(tx, pick(records.taxonomies), [], "upsert");
    case "tags":
      return insertTaxonomiesAndTags(tx, [], pick(records.tags), "upsert");
    case "organisations":
      return insertOrganisations(tx, pick(records.organisations), "upsert");
    case "collections":
      return insertCollections(tx, pick(records.collections), "upsert");
    case "locations":
      return insertLocations(tx, pick(records.locations), "upsert");
    case "services":
      return insertServices(tx, pick(records.services), "upsert");
    case "service_locations":
      return insertServiceLocations(tx, pick(records.service_locations), "upsert");
    case "organisation_events":
      return insertEvents(tx, pick(records.organisation_events), "upsert");
    case "pages":
      return insertPages(tx, pick(records.pages), "upsert");
    case "settings":
      for (const { cms } of pick(records.settings)) {
        await tx
          .insert(settings)
          .values({ key: "cms", value: cms })
          .onConflictDoUpdate({ target: settings.key, set: { value: cms, updatedAt: new Date() } });
      }
      return {};
  }
}

/** Marks a disappeared record inactive where its kind has such a state. */
async function deactivate(tx: Db, kind: ImportKind, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  if (kind === "services") {
    await tx.update(services).set({ status: "inactive" }).where(inArray(services.id, ids));
  } else if (kind === "collections") {
    await tx.update(collections).set({ enabled: false }).where(inArray(collections.id, ids));
  } else if (kind === "pages") {
    await tx.update(pages).set({ enabled: false }).where(inArray(pages.id, ids));
  }
}

/** Inserts the roots the tenant lacks (the lists never show them as records). */
async function ensureRoots(tx: Db, roots: RootIds): Promise<void> {
  const now = new Date();
  let order = 1;
  for (const [name, id] of Object.entries(roots)) {
    await tx
      .insert(taxonomies)
      .values({
        id,
        parentId: null,
        name,
        slug: name.toLowerCase().replaceAll(" ", "-"),
        order: order++,
        depth: 0,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
}

/** The roots the tenant has already, by name. */
export async function tenantRoots(db: Db): Promise<Partial<RootIds>> {
  const rows = await db
    .select({ id: taxonomies.id, name: taxonomies.name })
    .from(taxonomies)
    .where(isNull(taxonomies.parentId));
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/**
 * Applies the records; `present` holds every id the source has, skipped ones included, so a
 * record that failed its check this time is not taken for gone. `kept` holds the records the
 * source has and did not read again (decision 0088), counted unchanged; `stamps` what its list
 * said of each service read, kept in the ledger.
 */
export async function applyImport(
  tx: Db,
  source: string,
  records: ImportRecords,
  roots: RootIds,
  present: Record<ImportKind, Set<string>>,
  unread: {
    stamps: ReadonlyMap<string, string>;
    kept: Partial<Record<ImportKind, ReadonlySet<string>>>;
  } = { stamps: new Map(), kept: {} },
): Promise<Record<ImportKind, KindCounts>> {
  await ensureRoots(tx, roots);
  const ledger = new Map(
    (await tx.select().from(importedRecords)).map((row) => [`${row.kind}/${row.id}`, row]),
  );
  const counts = {} as Record<ImportKind, KindCounts>;
  let changed = false;
  for (const kind of IMPORT_KINDS) {
    const list: { id: string }[] = records[kind];
    const counted: KindCounts = {
      created: 0,
      updated: 0,
      unchanged: 0,
      deactivated: 0,
      skipped: 0,
    };
    const table = kind === "settings" ? undefined : TABLES[kind];
    const ids = list.map((record) => record.id);
    const existing = new Set(
      table === undefined
        ? (await tx.select({ key: settings.key }).from(settings)).map((row) => row.key)
        : ids.length === 0
          ? []
          : (await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map(
              (row) => String(row.id),
            ),
    );
    const writes = new Set<string>();
    const updated: string[] = [];
    const entries: (typeof importedRecords.$inferInsert)[] = [];
    for (const record of list) {
      const hash = recordHash(record);
      const known = ledger.get(`${kind}/${record.id}`);
      const stamp = (kind === "services" ? unread.stamps.get(record.id) : undefined) ?? null;
      if (known?.hash === hash && !known.gone && existing.has(record.id)) {
        counted.unchanged++;
        if (known.stamp !== stamp) entries.push({ ...known, stamp });
        continue;
      }
      writes.add(record.id);
      if (existing.has(record.id)) {
        counted.updated++;
        updated.push(record.id);
      } else {
        counted.created++;
      }
      entries.push({
        kind,
        id: record.id,
        source,
        hash,
        stamp,
        gone: false,
        importedAt: new Date(),
      });
    }
    const listed = new Set(ids);
    for (const id of unread.kept[kind] ?? []) {
      const known = ledger.get(`${kind}/${id}`);
      if (!listed.has(id) && known?.source === source && !known.gone) counted.unchanged++;
    }
    await deleteRelations(tx, kind, updated);
    if (writes.size > 0) await writeKind(tx, records, kind, writes);
    const gone = [...ledger.values()]
      .filter((row) => row.kind === kind && row.source === source && !row.gone)
      .map((row) => row.id)
      .filter((id) => !present[kind].has(id));
    await deactivate(tx, kind, gone);
    if (gone.length > 0) {
      await tx
        .update(importedRecords)
        .set({ gone: true, importedAt: new Date() })
        .where(and(eq(importedRecords.kind, kind), inArray(importedRecords.id, gone)));
    }
    counted.deactivated = gone.length;
    for (let start = 0; start < entries.length; start += 500) {
      await tx
        .insert(importedRecords)
        .values(entries.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [importedRecords.kind, importedRecords.id],
          set: {
            source: sql`excluded.source`,
            hash: sql`excluded.hash`,
            stamp: sql`excluded.stamp`,
            gone: false,
            importedAt: sql`excluded.imported_at`,
          },
        });
    }
    changed ||= writes.size > 0 || gone.length > 0;
    counts[kind] = counted;
  }
  if (changed) await refreshAllSearch(tx);
  return counts;
}

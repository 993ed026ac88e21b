// The services a run does not read again (decision 0088): a source that can tell, by a stamp on
// its list, that a service has not changed since the ledger's record of it is spared reading it in
// full. What such a service brought in (its organisation, places, locations, terms and logo) is
// still at the source, read here from the tenant's own rows so that nothing is taken for gone.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import {
  importedRecords,
  organisations,
  serviceEligibilities,
  serviceLocations,
  serviceTaxonomies,
  services,
  taxonomies,
} from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { idChunks } from "../db/types.ts";
import type { ImportKind } from "./source.ts";

/** The stamp of each service this source imported, that it still has and the tenant still holds. */
export async function serviceStamps(db: Db, source: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: importedRecords.id, stamp: importedRecords.stamp })
    .from(importedRecords)
    .where(
      and(
        eq(importedRecords.kind, "services"),
        eq(importedRecords.source, source),
        eq(importedRecords.gone, false),
        isNotNull(importedRecords.stamp),
      ),
    );
  const stamps = new Map(rows.map((row) => [row.id, row.stamp ?? ""]));
  const held = await inChunks([...stamps.keys()], (ids) =>
    db.select({ id: services.id }).from(services).where(inArray(services.id, ids)),
  );
  const heldIds = new Set(held.map((row) => row.id));
  for (const id of stamps.keys()) if (!heldIds.has(id)) stamps.delete(id);
  return stamps;
}

/** What the services not read again hold: record ids by kind, and their organisations' logos. */
export type KeptRecords = { ids: Partial<Record<ImportKind, Set<string>>>; files: Set<string> };

/** The rows `read` gives for each run of `ids`, one statement per run. */
async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>) {
  const rows: T[] = [];
  for (const chunk of idChunks(ids)) rows.push(...(await read(chunk)));
  return rows;
}

export async function keptWithServices(
  db: Db,
  serviceIds: readonly string[],
): Promise<KeptRecords> {
  const kept: KeptRecords = { ids: {}, files: new Set() };
  if (serviceIds.length === 0) return kept;
  const owners = await inChunks(serviceIds, (ids) =>
    db
      .select({ organisation: services.organisationId, logo: organisations.logoFileId })
      .from(services)
      .innerJoin(organisations, eq(organisations.id, services.organisationId))
      .where(inArray(services.id, ids)),
  );
  const places = await inChunks(serviceIds, (ids) =>
    db
      .select({ id: serviceLocations.id, location: serviceLocations.locationId })
      .from(serviceLocations)
      .where(inArray(serviceLocations.serviceId, ids)),
  );
  const terms = await inChunks(serviceIds, async (ids) => [
    ...(await db
      .select({ id: serviceTaxonomies.taxonomyId })
      .from(serviceTaxonomies)
      .where(inArray(serviceTaxonomies.serviceId, ids))),
    ...(await db
      .select({ id: serviceEligibilities.taxonomyId })
      .from(serviceEligibilities)
      .where(inArray(serviceEligibilities.serviceId, ids))),
  ]);
  // A term's parents are records of the feed too.
  const parentOf = new Map(
    (await db.select({ id: taxonomies.id, parent: taxonomies.parentId }).from(taxonomies)).map(
      (row) => [row.id, row.parent],
    ),
  );
  const termIds = new Set<string>();
  for (const { id } of terms) {
    for (let at: string | null | undefined = id; at && !termIds.has(at); at = parentOf.get(at)) {
      termIds.add(at);
    }
  }
  kept.ids = {
    services: new Set(serviceIds),
    organisations: new Set(owners.map((row) => row.organisation)),
    service_locations: new Set(places.map((row) => row.id)),
    locations: new Set(places.map((row) => row.location)),
    taxonomies: termIds,
  };
  for (const { logo } of owners) if (logo !== null) kept.files.add(logo);
  return kept;
}

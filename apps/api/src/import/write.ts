// Writes validated records (./records.ts) into an empty tenant database, in one transaction, then
// fills the search vectors: a failed write leaves the tenant as it was. Mapping only: the records
// say what the data is; this module decides where each field goes. The seed writes the demo
// content through it; the synthetic generator writes its batches through the directory's writers
// (./write-services.ts).
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
import type { StopWord, ThesaurusRow } from "../search/thesaurus.ts";
import { transaction } from "../db/transaction.ts";
import { postcodeRows } from "./postcodes.ts";
import type { FolderRecords } from "./records.ts";
import { counter, merge, type SeedSummary } from "./rows.ts";
import {
  insertCollections,
  insertEvents,
  insertFiles,
  insertPages,
  insertTaxonomiesAndTags,
} from "./write-content.ts";
import {
  insertLocations,
  insertOrganisations,
  insertServiceLocations,
  insertServices,
} from "./write-services.ts";

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
    merge(summary, await insertFiles(tx, dataset.files));
    merge(summary, await insertTaxonomiesAndTags(tx, dataset.taxonomies, dataset.tags));
    merge(summary, await insertOrganisations(tx, dataset.organisations));
    merge(summary, await insertCollections(tx, dataset.collections));
    merge(summary, await insertLocations(tx, dataset.locations));
    merge(summary, await insertServices(tx, dataset.services));
    merge(summary, await insertServiceLocations(tx, dataset.service_locations));
    merge(summary, await insertEvents(tx, dataset.organisation_events));
    merge(summary, await insertPages(tx, dataset.pages));
    merge(summary, await insertSearchData(tx, dataset));
    await refreshAllSearch(tx);
    return summary;
  });
}

/** The site's settings and what search looks things up in: postcodes, synonyms, stop words. */
async function insertSearchData(db: Db, dataset: WritableDataset): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  const count = counter(db, summary);
  await count("settings", settings, [{ key: "cms", value: dataset.settings.cms }]);
  await count("postcodes", postcodes, postcodeRows(dataset));
  await count(
    "synonyms",
    synonyms,
    dataset.thesaurus.map((row) => ({ terms: row.terms, expandsTo: row.expandsTo })),
  );
  await count("stop_words", stopWords, dataset.stopWords);
  return summary;
}

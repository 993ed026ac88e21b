// Seeds one tenant: its demo content folder (apps/api/content/<tenant>), read, checked and dated
// at run time, then optionally N synthetic services (for load tests) streamed in batches.
import { vacuumTenant } from "../db/maintenance.ts";
import { refreshServiceSearch, refreshSearchVocabulary } from "../db/search-index.ts";
import type { Db } from "../db/types.ts";
import { merge, type SeedSummary } from "../import/rows.ts";
import { writeDataset } from "../import/write.ts";
import {
  insertLocations,
  insertOrganisations,
  insertServiceLocations,
  insertServices,
} from "../import/write-services.ts";
import { loadBoroughDataset } from "./demo.ts";
import { hostileDataset } from "./hostile.ts";
import {
  generateSyntheticOrganisations,
  generateSyntheticServices,
  type SyntheticServiceRecord,
} from "./synthetic/synthetic.ts";
import { TENANTS, type Tenant } from "./types.ts";
import { transaction } from "../db/transaction.ts";

export type SeedOptions = {
  /** "Today" for the generated content (events, closures, end dates); default: now. */
  referenceDate?: Date | string | undefined;
  /** Extra synthetic services on top of the borough's own. */
  services?: number | undefined;
  /** Seed of the synthetic generator; the same seed gives the same services. */
  syntheticSeed?: number | string;
  /** A folder laid out as the demo's, in place of apps/api/content/<tenant>. */
  folder?: string | undefined;
  /** `hostile`: every text, URL and markdown field carries XSS and injection payloads. */
  content?: "standard" | "hostile" | undefined;
};

const BATCH = 1000;
/** Synthetic services per synthetic organisation, on average. */
const SERVICES_PER_ORGANISATION = 5;

export function isSeedTenant(slug: string): slug is Tenant {
  return (TENANTS as readonly string[]).includes(slug);
}

export async function seedTenant(
  db: Db,
  slug: string,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  if (!isSeedTenant(slug)) {
    throw new Error(
      `There is no seed content for "${slug}" (only ${TENANTS.join(", ")}); start it with API_SEED=off.`,
    );
  }
  const referenceDate = options.referenceDate ?? new Date();
  const dataset = loadBoroughDataset(slug, { referenceDate, folder: options.folder });
  const summary = await writeDataset(
    db,
    options.content === "hostile" ? hostileDataset(dataset) : dataset,
  );
  const count = options.services ?? 0;
  if (count > 0) {
    const extra = await seedSynthetic(db, slug, count, {
      referenceDate,
      seed: options.syntheticSeed ?? 1,
    });
    merge(summary, extra);
  }
  // Without fresh statistics the planner guesses, and search picks poor plans (a status index
  // instead of the tsvector GIN index, say); the search rows the seed rebuilt are still there,
  // dead, for every search to read past (decision 0038).
  await vacuumTenant(db);
  return summary;
}

async function seedSynthetic(
  db: Db,
  tenant: Tenant,
  count: number,
  options: { referenceDate: Date | string; seed: number | string },
): Promise<SeedSummary> {
  const organisationCount = Math.max(1, Math.ceil(count / SERVICES_PER_ORGANISATION));
  const generatorOptions = { tenant, referenceDate: options.referenceDate, organisationCount };
  return transaction(db, async (tx) => {
    const summary: SeedSummary = {};
    merge(
      summary,
      await insertOrganisations(tx, [
        ...generateSyntheticOrganisations(organisationCount, options.seed, generatorOptions),
      ]),
    );
    let batch: SyntheticServiceRecord[] = [];
    const flush = async () => {
      merge(
        summary,
        await insertLocations(
          tx,
          batch.flatMap((record) => record.locations),
        ),
      );
      merge(
        summary,
        await insertServices(
          tx,
          batch.map((record) => record.service),
        ),
      );
      merge(
        summary,
        await insertServiceLocations(
          tx,
          batch.flatMap((record) => record.service_locations),
        ),
      );
      batch = [];
    };
    for (const record of generateSyntheticServices(count, options.seed, generatorOptions)) {
      batch.push(record);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    await refreshServiceSearch(tx);
    // Rarer and commoner words, and the generator's own words for typo correction.
    await refreshSearchVocabulary(tx);
    return summary;
  });
}

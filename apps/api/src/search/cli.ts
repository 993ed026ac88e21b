// `pnpm --filter @hub/api thesaurus -- [--tenant sutton] [--dir path]`
// Replaces the thesaurus and stop words of the configured tenants (the same environment as the
// server) with the files in src/search/data (or --dir), and rebuilds what depends on them.
import { parseArgs } from "node:util";
import { readConfig } from "../config.ts";
import { refreshSearchNames, refreshSearchVocabulary } from "../db/search-index.ts";
import { openTenantDatabase } from "../db/database.ts";
import { readSearchData, writeSearchData } from "./thesaurus.ts";
import { transaction } from "../db/transaction.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    tenant: { type: "string", multiple: true },
    dir: { type: "string" },
  },
});

const config = readConfig(process.env);
const data = readSearchData(values.dir);
for (const slug of values.tenant ?? config.tenants.map((tenant) => tenant.slug)) {
  const database = await openTenantDatabase(config, slug);
  try {
    await transaction(database.db, async (tx) => {
      await writeSearchData(tx, data);
      await refreshSearchVocabulary(tx);
      await refreshSearchNames(tx);
    });
    console.warn(
      `${slug}: ${data.thesaurus.length} thesaurus rows and ${data.stopWords.length} stop words (${database.location})`,
    );
  } finally {
    await database.close();
  }
}

// `pnpm --filter @hub/api seed -- [--reset] [--tenant sutton] [--services N] [--reference-date YYYY-MM-DD] [--hostile]`
// Seeds the configured tenants (the same environment as the server: API_DATA_DIR or DATABASE_URL).
// A tenant that already has content is left alone unless --reset is given.
import { parseArgs } from "node:util";
import { readConfig } from "../config.ts";
import { openTenantDatabase } from "../db/database.ts";
import { seedTenant } from "./run.ts";
import { isEmpty, resetContent } from "../import/write.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    reset: { type: "boolean", default: false },
    tenant: { type: "string", multiple: true },
    services: { type: "string" },
    "reference-date": { type: "string" },
    hostile: { type: "boolean", default: false },
  },
});

const config = readConfig(process.env);
const tenants = values.tenant ?? config.tenants.map((tenant) => tenant.slug);
const services = values.services === undefined ? undefined : Number(values.services);
if (services !== undefined && (!Number.isInteger(services) || services < 0)) {
  throw new Error("--services takes a whole number.");
}

for (const slug of tenants) {
  const database = await openTenantDatabase(config, slug);
  try {
    if (!(await isEmpty(database.db))) {
      if (!values.reset) {
        console.warn(
          `${slug}: already has content (${database.location}); pass --reset to replace it.`,
        );
        continue;
      }
      await resetContent(database.db);
    }
    const started = performance.now();
    const summary = await seedTenant(database.db, slug, {
      services,
      referenceDate: values["reference-date"],
      content: values.hostile ? "hostile" : "standard",
    });
    const rows = Object.entries(summary)
      .map(([table, count]) => `${table} ${count}`)
      .join(", ");
    console.warn(
      `${slug}: seeded in ${Math.round(performance.now() - started)} ms (${database.location}): ${rows}`,
    );
  } finally {
    await database.close();
  }
}

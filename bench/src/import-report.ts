// What the `import` part reads off the import command's `--json` report (apps/api
// src/import/run.ts): per kind of record, how many were created, updated, left unchanged,
// deactivated and skipped, and their sums over every kind.

export const IMPORT_COUNTS = ["created", "updated", "unchanged", "deactivated", "skipped"] as const;
export type ImportCounts = Record<(typeof IMPORT_COUNTS)[number], number>;

export type ImportSummary = {
  /** Per kind of record (services, locations, …), as the report lists them. */
  kinds: Record<string, ImportCounts>;
  /** Every kind's counts added up. */
  total: ImportCounts;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The counts of the report the command printed; throws naming what is not a report. */
export function parseImportReport(stdout: string): ImportSummary {
  let report: unknown;
  try {
    report = JSON.parse(stdout);
  } catch {
    throw new Error(`the import did not print a JSON report: ${stdout.slice(0, 200)}`);
  }
  if (!isObject(report) || !isObject(report.kinds)) {
    throw new Error("the import's report has no kinds");
  }
  const total: ImportCounts = { created: 0, updated: 0, unchanged: 0, deactivated: 0, skipped: 0 };
  const kinds: Record<string, ImportCounts> = {};
  for (const [kind, counts] of Object.entries(report.kinds)) {
    if (!isObject(counts)) throw new Error(`the import's report has no counts for ${kind}`);
    const read = {} as ImportCounts;
    for (const name of IMPORT_COUNTS) {
      const value = counts[name];
      if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
        throw new Error(`the import's report has no ${name} count for ${kind}`);
      }
      read[name] = value;
      total[name] += value;
    }
    kinds[kind] = read;
  }
  return { kinds, total };
}

/** Records a run created, updated or deactivated: 0 for a run of an unchanged feed. */
export const changedRecords = (counts: ImportCounts): number =>
  counts.created + counts.updated + counts.deactivated;

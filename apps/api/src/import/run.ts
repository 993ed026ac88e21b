// One import run (decision 0069): make sure the source is what it claims, take the tenant's import
// lock, read and check everything, then write it all in one transaction (rolled back for a dry
// run) and record the run's report. The tenant is never touched by a run that fails. A live
// `/core/v1` becomes, in the same transaction, where the tenant's visitor writes are forwarded
// (decision 0081).
import type { Db } from "../db/types.ts";
import { transaction } from "../db/transaction.ts";
import { setForwardTarget } from "../delivery/forwarding.ts";
import { applyImport, tenantRoots, type KindCounts } from "./apply.ts";
import { checkRecords } from "./check.ts";
import { startRun } from "./runs.ts";
import {
  IMPORT_KINDS,
  type ImportKind,
  type ImportSource,
  type Progress,
  type Skip,
} from "./source.ts";

export type ImportReport = {
  source: string;
  tenant: string;
  dryRun: boolean;
  kinds: Record<ImportKind, KindCounts>;
  skipped: Skip[];
};

export type RunOptions = {
  db: Db;
  tenant: string;
  source: ImportSource;
  dryRun?: boolean;
  progress?: Progress;
};

/** Thrown inside the transaction of a dry run so that it rolls back. */
class DryRunRollback extends Error {
  readonly kinds: Record<ImportKind, KindCounts>;
  constructor(kinds: Record<ImportKind, KindCounts>) {
    super("dry run");
    this.kinds = kinds;
  }
}

const quiet: Progress = { planned: () => undefined, done: () => undefined };

export async function runImport(options: RunOptions): Promise<ImportReport> {
  const { db, tenant, source } = options;
  const dryRun = options.dryRun ?? false;
  await source.probe();
  const run = await startRun(db, source.name, dryRun);
  try {
    const read = await source.read(await tenantRoots(db), options.progress ?? quiet);
    const { records, skipped } = checkRecords(read);
    const present = Object.fromEntries(
      IMPORT_KINDS.map((kind) => [
        kind,
        new Set([
          ...(records[kind] as { id: string }[]).map((record) => record.id),
          ...skipped.filter((skip) => skip.kind === kind).map((skip) => skip.id),
        ]),
      ]),
    ) as Record<ImportKind, Set<string>>;
    let kinds: Record<ImportKind, KindCounts>;
    try {
      kinds = await transaction(db, async (tx) => {
        const counts = await applyImport(tx, source.name, records, read.roots, present);
        if (source.forwardable === true) await setForwardTarget(tx, source.name, new Date());
        if (dryRun) throw new DryRunRollback(counts);
        return counts;
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
      kinds = error.kinds;
    }
    for (const skip of skipped) kinds[skip.kind].skipped++;
    const report: ImportReport = { source: source.name, tenant, dryRun, kinds, skipped };
    await run.finish("succeeded", report);
    return report;
  } catch (error) {
    await run
      .finish("failed", { error: error instanceof Error ? error.message : String(error) })
      .catch(() => undefined);
    throw error;
  }
}

/** The report as lines for a terminal: one per kind, then each skip with its reason. */
export function formatReport(report: ImportReport): string {
  const header = `${report.dryRun ? "Dry run: nothing was written. " : ""}Imported ${report.source} into ${report.tenant}:`;
  const rows = IMPORT_KINDS.map((kind) => {
    const c = report.kinds[kind];
    return `  ${kind.padEnd(20)} ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.deactivated} deactivated, ${c.skipped} skipped`;
  });
  const skips = report.skipped.map((skip) => `  - ${skip.kind} ${skip.id}: ${skip.reason}`);
  return [header, ...rows, ...(skips.length > 0 ? ["Skipped:", ...skips] : [])].join("\n");
}

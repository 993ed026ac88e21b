// One import run (decision 0069): make sure the source is what it claims, take the tenant's import
// lock, read and check everything, fetch the kept records' images (decision 0083), then write it
// all in one transaction (rolled back for a dry run) and record the run's report. A source may
// leave unread the services whose stamp has not moved (decision 0088); unless `full`, it is given
// the ledger's stamps. The tenant is never touched by a run that fails. A live `/core/v1` becomes,
// in the same transaction, where the tenant's visitor writes are forwarded (decision 0081).
import type { Db } from "../db/types.ts";
import { transaction } from "../db/transaction.ts";
import { setForwardTarget } from "../delivery/forwarding.ts";
import { applyImport, tenantRoots, type KindCounts } from "./apply.ts";
import { checkRecords } from "./check.ts";
import { fetchImages } from "./images.ts";
import { applyImages, type ImageCounts } from "./images-write.ts";
import { startRun } from "./runs.ts";
import { keptWithServices, serviceStamps } from "./unread.ts";
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
  /** The records' images; `skipped` names each one not imported, its record imported without it. */
  images: ImageCounts & { skipped: Skip[] };
};

type Written = { kinds: Record<ImportKind, KindCounts>; images: ImageCounts };

export type RunOptions = {
  db: Db;
  tenant: string;
  source: ImportSource;
  dryRun?: boolean;
  /** Read every record in full, whatever the source's stamps say. */
  full?: boolean;
  progress?: Progress;
};

/** Thrown inside the transaction of a dry run so that it rolls back. */
class DryRunRollback extends Error {
  readonly written: Written;
  constructor(written: Written) {
    super("dry run");
    this.written = written;
  }
}

const quiet: Progress = { planned: () => undefined, done: () => undefined };

export async function runImport(options: RunOptions): Promise<ImportReport> {
  const { db, tenant, source } = options;
  const dryRun = options.dryRun ?? false;
  await source.probe();
  const run = await startRun(db, source.name, dryRun);
  try {
    const stamps = options.full === true ? new Map() : await serviceStamps(db, source.name);
    const read = await source.read(
      { roots: await tenantRoots(db), stamps },
      options.progress ?? quiet,
    );
    const { records, skipped } = checkRecords(read);
    const kept = await keptWithServices(db, read.unread ?? []);
    const images = await fetchImages(source, read.images, records, options.progress ?? quiet);
    for (const file of kept.files) images.present.add(file);
    const present = Object.fromEntries(
      IMPORT_KINDS.map((kind) => [
        kind,
        new Set([
          ...(records[kind] as { id: string }[]).map((record) => record.id),
          ...skipped.filter((skip) => skip.kind === kind).map((skip) => skip.id),
          ...(kept.ids[kind] ?? []),
        ]),
      ]),
    ) as Record<ImportKind, Set<string>>;
    let written: Written;
    try {
      written = await transaction(db, async (tx) => {
        const done: Written = {
          images: await applyImages(tx, source.name, images.files, images.present, kept.files),
          kinds: await applyImport(tx, source.name, records, read.roots, present, {
            stamps: read.stamps ?? new Map(),
            kept: kept.ids,
          }),
        };
        if (source.forwardable === true) await setForwardTarget(tx, source.name, new Date());
        if (dryRun) throw new DryRunRollback(done);
        return done;
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
      written = error.written;
    }
    const { kinds } = written;
    for (const skip of skipped) kinds[skip.kind].skipped++;
    const report: ImportReport = {
      source: source.name,
      tenant,
      dryRun,
      kinds,
      skipped,
      images: { ...written.images, skipped: images.skipped },
    };
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
  const i = report.images;
  const images = `  ${"images".padEnd(20)} ${i.created} created, ${i.updated} updated, ${i.unchanged} unchanged, ${i.removed} removed, ${i.skipped.length} skipped`;
  const skips = [...report.skipped, ...i.skipped].map(
    (skip) => `  - ${skip.kind} ${skip.id}: ${skip.reason}`,
  );
  return [header, ...rows, images, ...(skips.length > 0 ? ["Skipped:", ...skips] : [])].join("\n");
}

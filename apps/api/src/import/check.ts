// Checks an import's candidate records (decision 0069): each with its folder schema, then every id
// it names. A record that fails is skipped with its source id and the reasons; then every record
// that names a skipped or missing one is skipped in turn, until nothing else falls.
import type { z } from "zod";
import { REFERENCES, reasons, type Reference } from "./folder.ts";
import {
  RECORD_SCHEMAS,
  SettingsRecordSchema,
  type SeedCollection,
  type SeedLocation,
  type SeedOrganisation,
  type SeedOrganisationEvent,
  type SeedPage,
  type SeedService,
  type SeedServiceLocation,
  type SeedSettings,
  type SeedTag,
  type SeedTaxonomy,
} from "./records.ts";
import {
  IMPORT_KINDS,
  type ImportKind,
  type RootIds,
  type Skip,
  type SourceRead,
} from "./source.ts";

/** Checked records by kind; `settings` holds at most one. */
export type ImportRecords = {
  taxonomies: SeedTaxonomy[];
  tags: SeedTag[];
  organisations: SeedOrganisation[];
  collections: SeedCollection[];
  locations: SeedLocation[];
  services: SeedService[];
  service_locations: SeedServiceLocation[];
  organisation_events: SeedOrganisationEvent[];
  pages: SeedPage[];
  settings: (SeedSettings & { id: string })[];
};

export type Checked = { records: ImportRecords; skipped: Skip[] };

const SCHEMAS: Record<ImportKind, z.ZodType> = {
  ...RECORD_SCHEMAS,
  settings: SettingsRecordSchema,
};

/** The settings record's id in reports and the ledger. */
export const SETTINGS_ID = "cms";

function sourceId(kind: ImportKind, record: unknown, index: number): string {
  if (kind === "settings") return SETTINGS_ID;
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === "string" ? id : `#${index + 1}`;
}

/** At most this many reasons are kept for one record. */
const MAX_REASONS = 3;

function parseAll(read: SourceRead, skipped: Skip[]): Record<ImportKind, { id: string }[]> {
  const parsed = {} as Record<ImportKind, { id: string }[]>;
  for (const kind of IMPORT_KINDS) {
    const seen = new Set<string>();
    parsed[kind] = [];
    read.candidates[kind].forEach((candidate, index) => {
      const id = sourceId(kind, candidate, index);
      const result = SCHEMAS[kind].safeParse(candidate);
      if (!result.success) {
        const reason = reasons(result.error).slice(0, MAX_REASONS).join("; ");
        skipped.push({ kind, id, reason });
      } else if (seen.has(id)) {
        skipped.push({ kind, id, reason: "the id is used twice" });
      } else {
        seen.add(id);
        const record = result.data as object;
        parsed[kind].push(kind === "settings" ? { ...record, id } : (record as { id: string }));
      }
    });
  }
  return parsed;
}

/** The first id a record names that is not among the kept records (or the roots). */
function missingReference(
  kind: ImportKind,
  record: { id: string },
  ids: Record<string, Set<string>>,
): string | undefined {
  const references: Reference[] = kind === "settings" ? [] : (REFERENCES[kind] ?? []);
  for (const [target, named] of references) {
    for (const id of named(record as never)) {
      if (id !== null && !ids[target]?.has(id)) return `names ${id}, which is not in ${target}`;
    }
  }
  return undefined;
}

export function checkRecords(read: SourceRead): Checked {
  const skipped: Skip[] = [...read.skipped];
  const records = parseAll(read, skipped);
  const roots = Object.values(read.roots satisfies RootIds);
  for (;;) {
    const ids: Record<string, Set<string>> = Object.fromEntries(
      IMPORT_KINDS.map((kind) => [kind, new Set(records[kind].map((record) => record.id))]),
    );
    for (const root of roots) ids.taxonomies?.add(root);
    const before = skipped.length;
    for (const kind of IMPORT_KINDS) {
      records[kind] = records[kind].filter((record) => {
        const missing = missingReference(kind, record, ids);
        if (missing === undefined) return true;
        skipped.push({ kind, id: record.id, reason: `${missing} (skipped or not at the source)` });
        return false;
      });
    }
    if (skipped.length === before) return { records: records as unknown as ImportRecords, skipped };
  }
}

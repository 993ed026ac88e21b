// Import from a folder: one JSON file per record kind (`services.json`, …), `settings.json`,
// `postcodes.json`, and the images named by `files.json` under `files/`. Every record is checked
// against its schema (./records.ts) and every id it names against the records it points at, and
// the folder is refused whole, with each problem's file, record id and reason, before anything is
// written. Each image must pass the rules every stored image does (./image-rules.ts). The demo
// content (apps/api/content) is such a folder.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { checkImage } from "./image-rules.ts";
import {
  PostcodeTableSchema,
  RECORD_SCHEMAS,
  SettingsRecordSchema,
  type FolderRecords,
  type RecordKind,
} from "./records.ts";

/** A folder that cannot be imported; `problems` name the file, the record and the reason. */
export class FolderImportError extends Error {
  readonly problems: readonly string[];
  constructor(folder: string, problems: readonly string[]) {
    const shown = problems.slice(0, MAX_LISTED);
    const more = problems.length - shown.length;
    super(
      [
        `${folder} cannot be imported (${problems.length} problem${problems.length === 1 ? "" : "s"}):`,
        ...shown.map((problem) => `  - ${problem}`),
        ...(more > 0 ? [`  … and ${more} more`] : []),
      ].join("\n"),
    );
    this.name = "FolderImportError";
    this.problems = problems;
  }
}

const MAX_LISTED = 20;

type Problems = string[];

/** Reads a JSON file of the folder, noting a missing file or bad JSON as a problem. */
export function readJson(folder: string, file: string, problems: Problems): unknown {
  const full = path.join(folder, file);
  if (!existsSync(full)) {
    problems.push(`${file}: missing`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(full, "utf8")) as unknown;
  } catch (error) {
    problems.push(`${file}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

/** `path.to.field: reason` for each issue of a failed parse. */
export function reasons(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.map(String).join(".");
    return where === "" ? issue.message : `${where}: ${issue.message}`;
  });
}

function recordLabel(record: unknown, index: number): string {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === "string" ? `record ${id}` : `record #${index + 1}`;
}

/** Parses one value with a schema, noting each issue under the file's name. */
export function parseWith<T extends z.ZodType>(
  schema: T,
  value: unknown,
  file: string,
  problems: Problems,
): z.infer<T> | undefined {
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const reason of reasons(result.error)) problems.push(`${file}: ${reason}`);
  return undefined;
}

function readRecords<K extends RecordKind>(
  folder: string,
  kind: K,
  problems: Problems,
): z.infer<(typeof RECORD_SCHEMAS)[K]>[] {
  const file = `${kind}.json`;
  const value = readJson(folder, file, problems);
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push(`${file}: expected a JSON array of records`);
    return [];
  }
  const schema = RECORD_SCHEMAS[kind];
  const records: z.infer<(typeof RECORD_SCHEMAS)[K]>[] = [];
  const seen = new Set<string>();
  value.forEach((record: unknown, index) => {
    const label = `${file}, ${recordLabel(record, index)}`;
    const result = schema.safeParse(record);
    if (!result.success) {
      for (const reason of reasons(result.error)) problems.push(`${label}: ${reason}`);
      return;
    }
    const { id } = result.data;
    if (seen.has(id)) problems.push(`${label}: the id is used twice`);
    seen.add(id);
    records.push(result.data as z.infer<(typeof RECORD_SCHEMAS)[K]>);
  });
  return records;
}

export type Reference = [target: RecordKind, ids: (record: never) => readonly (string | null)[]];

/** Which ids each kind of record names, and the kind they must name (the importer checks them too). */
export const REFERENCES: Partial<Record<RecordKind, Reference[]>> = {
  taxonomies: [["taxonomies", (t: FolderRecords["taxonomies"][number]) => [t.parent_id]]],
  collections: [
    ["files", (c: FolderRecords["collections"][number]) => [c.image_file_id]],
    ["taxonomies", (c: FolderRecords["collections"][number]) => c.category_taxonomy_ids],
  ],
  organisations: [
    ["files", (o: FolderRecords["organisations"][number]) => [o.logo_file_id]],
    ["taxonomies", (o: FolderRecords["organisations"][number]) => o.category_taxonomy_ids],
  ],
  locations: [["files", (l: FolderRecords["locations"][number]) => [l.image_file_id]]],
  services: [
    ["organisations", (s: FolderRecords["services"][number]) => [s.organisation_id]],
    [
      "files",
      (s: FolderRecords["services"][number]) => [
        s.logo_file_id,
        ...s.gallery_items.map((item) => item.file_id),
      ],
    ],
    ["tags", (s: FolderRecords["services"][number]) => s.tag_ids],
    [
      "taxonomies",
      (s: FolderRecords["services"][number]) => [
        ...s.category_taxonomy_ids,
        ...s.eligibility_types.taxonomies,
      ],
    ],
  ],
  service_locations: [
    ["services", (sl: FolderRecords["service_locations"][number]) => [sl.service_id]],
    ["locations", (sl: FolderRecords["service_locations"][number]) => [sl.location_id]],
    ["files", (sl: FolderRecords["service_locations"][number]) => [sl.image_file_id]],
  ],
  organisation_events: [
    ["organisations", (e: FolderRecords["organisation_events"][number]) => [e.organisation_id]],
    ["locations", (e: FolderRecords["organisation_events"][number]) => [e.location_id]],
    ["files", (e: FolderRecords["organisation_events"][number]) => [e.image_file_id]],
    ["taxonomies", (e: FolderRecords["organisation_events"][number]) => e.category_taxonomy_ids],
  ],
  pages: [
    ["pages", (p: FolderRecords["pages"][number]) => [p.parent_id]],
    ["files", (p: FolderRecords["pages"][number]) => [p.image_file_id]],
    ["collections", (p: FolderRecords["pages"][number]) => p.collection_ids],
  ],
};

function checkReferences(
  records: Record<RecordKind, readonly { id: string }[]>,
  problems: Problems,
): void {
  const ids = Object.fromEntries(
    Object.entries(records).map(([kind, list]) => [kind, new Set(list.map((r) => r.id))]),
  ) as Record<RecordKind, Set<string>>;
  for (const [kind, references] of Object.entries(REFERENCES) as [RecordKind, Reference[]][]) {
    for (const record of records[kind]) {
      for (const [target, named] of references) {
        for (const id of named(record as never)) {
          if (id !== null && !ids[target].has(id)) {
            problems.push(
              `${kind}.json, record ${record.id}: names ${id}, which is not in ${target}.json`,
            );
          }
        }
      }
    }
  }
}

/** Reads and checks a whole folder; throws a {@link FolderImportError} listing every problem. */
export function readFolder(folder: string): FolderRecords {
  const problems: Problems = [];
  const files = readRecords(folder, "files", problems).map((file) => {
    const bytes = path.join(folder, "files", file.filename);
    const label = `files.json, record ${file.id}: files/${file.filename}`;
    if (!existsSync(bytes)) {
      problems.push(`${label} is missing`);
      return { ...file, content: "" };
    }
    const data = readFileSync(bytes);
    const checked = checkImage(data);
    if ("refused" in checked) problems.push(`${label} is refused: ${checked.refused}`);
    else if (checked.mimeType !== file.mime_type) {
      problems.push(`${label} is ${checked.mimeType}, not ${file.mime_type}`);
    }
    return { ...file, content: data.toString("utf8") };
  });
  const records = {
    files,
    taxonomies: readRecords(folder, "taxonomies", problems),
    collections: readRecords(folder, "collections", problems),
    tags: readRecords(folder, "tags", problems),
    organisations: readRecords(folder, "organisations", problems),
    locations: readRecords(folder, "locations", problems),
    services: readRecords(folder, "services", problems),
    service_locations: readRecords(folder, "service_locations", problems),
    organisation_events: readRecords(folder, "organisation_events", problems),
    pages: readRecords(folder, "pages", problems),
  };
  const settings = parseWith(
    SettingsRecordSchema,
    readJson(folder, "settings.json", problems),
    "settings.json",
    problems,
  );
  const postcodes = parseWith(
    PostcodeTableSchema,
    readJson(folder, "postcodes.json", problems),
    "postcodes.json",
    problems,
  );
  // Broken records would make every reference to them look broken too: report those first.
  if (problems.length === 0) checkReferences(records, problems);
  const banner = settings?.cms.frontend.banner.image_file_id;
  if (banner && !records.files.some((file) => file.id === banner)) {
    problems.push(
      `settings.json: cms.frontend.banner.image_file_id names ${banner}, which is not in files.json`,
    );
  }
  if (problems.length > 0 || !settings || !postcodes) throw new FolderImportError(folder, problems);
  return { ...records, settings, postcodes };
}

// What an import source yields (decision 0069): candidate records of the folder's kinds
// (./records.ts), not yet checked, each with the id it has at the source, and what could not even
// be read as a record. The `/core/v1` source (./core-v1/) is one, the ORUK source (./oruk/,
// decision 0074) another. Images are named by address, and fetched once the records are checked
// (./images.ts, decision 0083).
import { createHash } from "node:crypto";
import type { ImageAnswer } from "./http.ts";
import type { FILE_KINDS, RecordKind } from "./records.ts";

/** The record kinds an import writes: the folder's, less files (./images.ts), plus settings. */
export const IMPORT_KINDS = [
  "taxonomies",
  "tags",
  "organisations",
  "collections",
  "locations",
  "services",
  "service_locations",
  "organisation_events",
  "pages",
  "settings",
] as const satisfies readonly (RecordKind | "settings")[];
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** A record the source could not give, or that failed a check, and why. */
export type Skip = { kind: ImportKind; id: string; reason: string };

/** Unchecked records by kind; settings is at most one record, with id `cms`. */
export type Candidates = Record<ImportKind, unknown[]>;

/** The ids of the taxonomy roots, which the lists do not show as records of their own. */
export type RootIds = Record<"Category" | "Organisation" | "Service Eligibility", string>;

/** The image a record has at the source: its logo, or its image (the banner for settings). */
export type SourceImage = {
  kind: ImportKind;
  id: string;
  url: string;
  fileKind: (typeof FILE_KINDS)[number];
  altText: string | null;
};

/**
 * `roots`: the ids the source's top-level taxonomies name as their parents; `images`: what the
 * records' images are, fetched once the records are checked; `stamps`: what the source's list
 * said of each service read in full; `unread`: the services it has that were not read again,
 * their stamps unmoved (decision 0088).
 */
export type SourceRead = {
  candidates: Candidates;
  skipped: Skip[];
  roots: RootIds;
  images: SourceImage[];
  stamps?: ReadonlyMap<string, string>;
  unread?: readonly string[];
};

/**
 * What the tenant holds that a source reads by: its taxonomy roots, which the records must name,
 * and the stamp of each service this source imported (empty for a run that reads everything).
 */
export type TenantState = { roots: Partial<RootIds>; stamps: ReadonlyMap<string, string> };

/** Counts the requests a source makes, for the progress bar. */
export type Progress = { planned: (requests: number) => void; done: () => void };

export type ImportSource = {
  /** The source as it is named in a run's record and in messages. */
  name: string;
  /**
   * A live `/core/v1`: a run records it as the tenant's forwarding target (decision 0081).
   */
  forwardable?: boolean;
  /** Fails fast, with a clear message, when the source is not what it claims to be. */
  probe: () => Promise<void>;
  read: (tenant: TenantState, progress: Progress) => Promise<SourceRead>;
  /** One image of `images`, at most `maxBytes` of it. */
  image: (url: string, maxBytes: number) => Promise<ImageAnswer>;
  close: () => Promise<void>;
};

export const emptyCandidates = (): Candidates =>
  Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, []])) as unknown as Candidates;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A stable UUID-shaped id from a text: the same source always gives a root the same id. */
export function stableId(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

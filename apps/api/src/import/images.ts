// The images of an import (decision 0083): once the records are checked, each kept record's image
// is fetched through the source's polite client, cut off past MAX_IMAGE_BYTES and typed by its own
// bytes (./image-rules.ts). One that fails is reported with its record's source id and the reason,
// and the record goes in without it. Each image's file id is stable for its record, so a second
// run finds it again, and the ledger (./images-write.ts) compares its hash.
import { createHash } from "node:crypto";
import type { ImportRecords } from "./check.ts";
import { checkImage, MAX_IMAGE_BYTES } from "./image-rules.ts";
import {
  stableId,
  type SourceImage,
  type ImportKind,
  type ImportSource,
  type Progress,
  type Skip,
} from "./source.ts";

/** An image ready to be stored as a row of `files`; `hash` is of everything the row holds. */
export type ImportedFile = {
  id: string;
  filename: string;
  mimeType: string;
  altText: string | null;
  fileKind: SourceImage["fileKind"];
  data: Uint8Array;
  hash: string;
};

type FetchedImages = {
  files: ImportedFile[];
  /** Each image that could not be stored, by its record's kind and source id. */
  skipped: Skip[];
  /** The file ids this run keeps: the fetched ones and those of records skipped this time. */
  present: Set<string>;
};

/** The file id a record's image has, whichever run imports it. */
const storedImageId = (source: string, ref: Pick<SourceImage, "kind" | "id">): string =>
  stableId(`${source} ${ref.kind}/${ref.id} image`);

const fileHash = (file: Omit<ImportedFile, "hash">): string =>
  createHash("sha256")
    .update(JSON.stringify([file.filename, file.mimeType, file.altText, file.fileKind]))
    .update(file.data)
    .digest("hex");

type Held = { logo_file_id?: string | null; image_file_id?: string | null };

/** Each kept record by `kind/id`, with where it keeps its image's file id. */
function byKey(records: ImportRecords): Map<string, (fileId: string) => void> {
  const index = new Map<string, (fileId: string) => void>();
  for (const [kind, list] of Object.entries(records) as [ImportKind, { id: string }[]][]) {
    for (const record of list) {
      index.set(`${kind}/${record.id}`, (fileId) => {
        if (kind === "settings") {
          (record as ImportRecords["settings"][number]).cms.frontend.banner.image_file_id = fileId;
        } else if (kind === "organisations" || kind === "services") {
          (record as Held).logo_file_id = fileId;
        } else {
          (record as Held).image_file_id = fileId;
        }
      });
    }
  }
  return index;
}

/** Fetches the images of the kept records and names each stored one on its record. */
export async function fetchImages(
  source: ImportSource,
  refs: readonly SourceImage[],
  records: ImportRecords,
  progress: Progress,
): Promise<FetchedImages> {
  const present = new Set<string>();
  const index = byKey(records);
  const wanted = refs.filter((ref) => {
    if (index.has(`${ref.kind}/${ref.id}`)) return true;
    // A record skipped this time keeps what it had.
    present.add(storedImageId(source.name, ref));
    return false;
  });
  progress.planned(wanted.length);
  type Result = { skip: Skip } | { ref: SourceImage; file: ImportedFile };
  const results = await Promise.all(
    wanted.map(async (ref): Promise<Result> => {
      const answer = await source.image(ref.url, MAX_IMAGE_BYTES);
      progress.done();
      const checked = "bytes" in answer ? checkImage(answer.bytes) : answer;
      if ("refused" in checked || !("bytes" in answer)) {
        const reason = "refused" in checked ? checked.refused : "unreadable";
        return { skip: { kind: ref.kind, id: ref.id, reason: `image not imported: ${reason}` } };
      }
      const id = storedImageId(source.name, ref);
      const file = {
        id,
        filename: `${id}.${checked.extension}`,
        mimeType: checked.mimeType,
        altText: ref.altText,
        fileKind: ref.fileKind,
        data: answer.bytes,
      };
      return { ref, file: { ...file, hash: fileHash(file) } };
    }),
  );
  const files: ImportedFile[] = [];
  const skipped: Skip[] = [];
  for (const result of results) {
    if (!("file" in result)) {
      skipped.push(result.skip);
      continue;
    }
    files.push(result.file);
    present.add(result.file.id);
    index.get(`${result.ref.kind}/${result.ref.id}`)?.(result.file.id);
  }
  return { files, skipped, present };
}

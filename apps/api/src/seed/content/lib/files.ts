import { seedUuid } from "./ids.ts";
import { stampsFor } from "./stamps.ts";
import type { FileKind, IsoDate, SeedFile, Tenant } from "../types.ts";

/** Collects the generated images of one dataset and hands out their stable ids. */
export type FileRegistry = {
  add: (kind: FileKind, key: string, altText: string | null, content: string) => string;
  all: () => SeedFile[];
};

export function createFileRegistry(tenant: Tenant, referenceDay: IsoDate): FileRegistry {
  const files: SeedFile[] = [];
  const ids = new Set<string>();
  return {
    add: (kind, key, altText, content) => {
      const id = seedUuid(tenant, "file", kind, key);
      if (ids.has(id)) throw new Error(`Duplicate file: ${kind}/${key}`);
      ids.add(id);
      files.push({
        id,
        filename: `${id}.svg`,
        mime_type: "image/svg+xml",
        alt_text: altText,
        is_private: false,
        kind,
        content,
        ...stampsFor(referenceDay, `${tenant}:file:${kind}:${key}`),
      });
      return id;
    },
    all: () => files,
  };
}

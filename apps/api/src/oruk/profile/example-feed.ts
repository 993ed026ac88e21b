// The profile's own example responses (./examples, vendored with their licence) laid out as a
// saved feed the import reads (../../import/oruk/feed.ts): a council can try the import on them,
// the import's test reads them, and the third variant's e2e stage is built from them.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ORUK_VERSION } from "../../import/oruk/read.ts";

const EXAMPLES = fileURLToPath(new URL("./examples/", import.meta.url));

/** The one service the examples describe in full. */
export const EXAMPLE_SERVICE_ID = "ac148810-d857-441c-9679-408f346de14b";

/** Each example's place in the folder's layout. */
const LAYOUT: [example: string, file: string][] = [
  ["service_list.json", "services.json"],
  ["service_full.json", `services/${EXAMPLE_SERVICE_ID}.json`],
  ["taxonomy_list.json", "taxonomies.json"],
  ["taxonomy_term_list.json", "taxonomy_terms.json"],
];

/**
 * Writes the example feed into `folder` (made if missing), with the metadata (`GET /`) the
 * examples do not include.
 */
export function writeExampleFeed(folder: string): void {
  mkdirSync(path.join(folder, "services"), { recursive: true });
  for (const [example, file] of LAYOUT) {
    copyFileSync(path.join(EXAMPLES, example), path.join(folder, file));
  }
  writeFileSync(path.join(folder, "index.json"), JSON.stringify({ version: ORUK_VERSION }));
}

// The id of the build this server runs, for the build-update check: the file `BUILD_ID` Next
// writes into its output folder (`BUILD_ID_FILE` in Next's constants). Next offers no API that
// tells a running server its build id; `generateBuildId` only chooses it at build time
// (docs/decisions/0058).
import { readFile } from "node:fs/promises";
import path from "node:path";

/** The file in Next's output folder holding the build's id. */
export const BUILD_ID_FILE = "BUILD_ID";

/**
 * Reads `<dir>/<distDir>/BUILD_ID`; `dir` is the app's folder, the working directory of
 * `next start`. Null when there is none (`next dev`).
 */
export async function readBuildId(
  dir: string = process.cwd(),
  distDir = ".next",
): Promise<string | null> {
  try {
    const id = (await readFile(path.join(dir, distDir, BUILD_ID_FILE), "utf8")).trim();
    return id === "" ? null : id;
  } catch {
    return null;
  }
}

let running: Promise<string | null> | undefined;

/** The running server's build id, read once: a build never changes under a running server. */
export function runningBuildId(): Promise<string | null> {
  running ??= readBuildId();
  return running;
}

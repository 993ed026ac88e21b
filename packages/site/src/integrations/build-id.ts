// The id of the build this server runs (Next's `.next/BUILD_ID`), for the build-update check.
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Reads `<dir>/<distDir>/BUILD_ID`; `dir` is the app's folder, the working directory of
 * `next start`. Null when there is none (`next dev`).
 */
export async function readBuildId(
  dir: string = process.cwd(),
  distDir = ".next",
): Promise<string | null> {
  try {
    const id = (await readFile(path.join(dir, distDir, "BUILD_ID"), "utf8")).trim();
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

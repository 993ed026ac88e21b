// `pnpm --filter @hub/docs-check check`: reads the repository and its documents, prints every
// link, path, export, decision or script they name that does not exist, and exits 1 if any.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { checkDocuments, type MarkdownDocument, type WorkspacePackage } from "./check.ts";
import { isCheckedDocument } from "./documents.ts";

const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();

// Tracked and new files, without what .gitignore leaves out; a deleted file is gone.
const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "-z"],
  { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
)
  .split("\0")
  .filter((file) => file !== "" && existsSync(join(root, file)));

const packages: WorkspacePackage[] = files
  .filter((file) => file === "package.json" || file.endsWith("/package.json"))
  .map((file) => {
    const manifest = JSON.parse(readFileSync(join(root, file), "utf8")) as {
      name?: string;
      scripts?: Record<string, string>;
      exports?: unknown;
    };
    return {
      dir: file === "package.json" ? "" : file.slice(0, -"/package.json".length),
      name: manifest.name ?? "",
      scripts: Object.keys(manifest.scripts ?? {}),
      exports: manifest.exports,
    };
  });

const documents: MarkdownDocument[] = files
  .filter(isCheckedDocument)
  .map((path) => ({ path, text: readFileSync(join(root, path), "utf8") }));

const ignorePatterns = readFileSync(join(root, ".gitignore"), "utf8").split("\n");

const findings = checkDocuments(documents, { files, packages, ignorePatterns });
for (const finding of findings) {
  console.error(`${finding.document}:${String(finding.line)}: ${finding.message}`);
}
process.stdout.write(
  `docs-check: ${String(documents.length)} documents, ${String(findings.length)} broken references\n`,
);
process.exitCode = findings.length === 0 ? 0 : 1;

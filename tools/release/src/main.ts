// `pnpm release [--dry-run]` (see plan.ts for the steps). A real release starts only from a
// clean git tree, so what it versions and publishes is what is committed.
import { execFileSync, spawnSync } from "node:child_process";

import { parseReleaseArgs, releasePlan } from "./plan.ts";

const parsed = parseReleaseArgs(process.argv.slice(2));
if ("error" in parsed) {
  console.error(`release: ${parsed.error}`);
  process.exit(2);
}
const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
if (!parsed.dryRun) {
  const changes = execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" });
  if (changes.trim() !== "") {
    console.error(
      "release: commit or stash your changes first; a release starts from a clean tree",
    );
    process.exit(1);
  }
}

for (const step of releasePlan(parsed)) {
  process.stdout.write(`\nrelease: ${step.title}\n$ ${step.command} ${step.args.join(" ")}\n`);
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`release: stopped, "${step.title}" failed`);
    process.exit(result.status ?? 1);
  }
}
process.stdout.write(
  parsed.dryRun
    ? "\nrelease: dry run done; nothing was changed or published\n"
    : "\nrelease: published. Commit the versions and changelogs, then `git push --follow-tags`.\n",
);

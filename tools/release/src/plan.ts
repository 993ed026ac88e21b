// The steps of a release, as data: `main.ts` runs them in order and stops at the first failure.
// A real release versions the pending changesets, checks the reusable packages and publishes
// them; a dry run shows the version plan, runs the same checks and packs the packages (printing
// each tarball's files) without changing a file or asking a registry.

export type ReleaseStep = {
  /** What the step is for, printed before it runs. */
  title: string;
  command: string;
  args: readonly string[];
};

/** The packages another council installs: every folder under packages/. */
export const REUSABLE_PACKAGES = "./packages/*";

const CHECKS: ReleaseStep = {
  title: "Build and check the reusable packages, and that the docs name what exists",
  command: "pnpm",
  args: [
    "exec",
    "turbo",
    "run",
    "build",
    "lint",
    "typecheck",
    "test",
    `--filter=${REUSABLE_PACKAGES}`,
    "--filter=@hub/docs-check",
  ],
};

export function releasePlan({ dryRun }: { dryRun: boolean }): ReleaseStep[] {
  if (dryRun) {
    return [
      {
        title: "The versions the pending changesets would give",
        command: "pnpm",
        args: ["exec", "changeset", "status", "--verbose"],
      },
      CHECKS,
      {
        title: "What each package would publish (packed, not uploaded)",
        command: "pnpm",
        args: ["--filter", REUSABLE_PACKAGES, "pack", "--dry-run"],
      },
    ];
  }
  return [
    {
      title: "Version the pending changesets: package versions and CHANGELOG.md files",
      command: "pnpm",
      args: ["exec", "changeset", "version"],
    },
    {
      title: "Bring the lockfile in line with the new versions",
      command: "pnpm",
      args: ["install", "--no-frozen-lockfile"],
    },
    CHECKS,
    {
      title: "Publish every version the registry does not have yet, and tag it in git",
      command: "pnpm",
      args: ["exec", "changeset", "publish"],
    },
  ];
}

/** Reads `pnpm release [--dry-run]`; anything else is a usage error. */
export function parseReleaseArgs(args: readonly string[]): { dryRun: boolean } | { error: string } {
  const given = args.filter((arg) => arg !== "--");
  const unknown = given.filter((arg) => arg !== "--dry-run");
  if (unknown.length > 0)
    return { error: `unknown argument ${unknown.join(" ")}; usage: pnpm release [--dry-run]` };
  return { dryRun: given.includes("--dry-run") };
}

// What `pnpm test` ends with (scripts/test-summary.ts): which optional parts did not run on this
// machine and how to run them, as pure functions of the environment and the missing programs.

export type SkippedPart = { part: string; how: string };

type Environment = Readonly<Record<string, string | undefined>>;

const unset = (environment: Environment, name: string) => !environment[name]?.trim();

/** The parts that did not run, given the environment and the cluster's missing programs. */
export function skippedParts(
  environment: Environment,
  missingPrograms: readonly string[],
): SkippedPart[] {
  return [
    unset(environment, "TEST_DATABASE_URL") && {
      part: "the API suite on PostgreSQL (it ran on the embedded PGlite only)",
      how: "start a PostgreSQL server and run TEST_DATABASE_URL=postgres://USER@localhost:5432/DB pnpm test",
    },
    unset(environment, "TEST_REDIS_URL") && {
      part: "the shared-state suites on Redis (rate limits and form replay keys ran in memory only)",
      how: "start redis-server and run TEST_REDIS_URL=redis://localhost:6379 pnpm test",
    },
    missingPrograms.length > 0 && {
      part: "the cluster e2e project (nginx, two replicas of each site, PostgreSQL, Redis)",
      how: `sudo apt-get install -y ${missingPrograms.join(" ")}, then pnpm test (or pnpm test:e2e)`,
    },
  ].filter((entry) => entry !== false);
}

/** The summary's text: every part ran, or which did not and how to run each. */
export function summaryText(skipped: readonly SkippedPart[]): string {
  if (skipped.length === 0) {
    return "\n✔ Every part of the test run ran, PostgreSQL, Redis and the cluster included.\n";
  }
  return [
    "",
    "✔ Everything that ran passed. These parts did NOT run on this machine:",
    ...skipped.flatMap(({ part, how }) => [`  • ${part}`, `      to run it: ${how}`]),
    "",
  ].join("\n");
}

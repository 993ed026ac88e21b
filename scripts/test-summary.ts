// The last thing `pnpm test` prints: which optional parts of the run did not run on this machine,
// and how to run them, so a skipped half is never read as a pass in a scroll of passing suites.
import { missingPrograms } from "./cluster/cluster.ts";

const unset = (name: string) => !process.env[name]?.trim();
const missing = missingPrograms();

const skipped = [
  unset("TEST_DATABASE_URL") && {
    part: "the API suite on PostgreSQL (it ran on the embedded PGlite only)",
    how: "start a PostgreSQL server and run TEST_DATABASE_URL=postgres://USER@localhost:5432/DB pnpm test",
  },
  unset("TEST_REDIS_URL") && {
    part: "the shared-state suites on Redis (rate limits and form replay keys ran in memory only)",
    how: "start redis-server and run TEST_REDIS_URL=redis://localhost:6379 pnpm test",
  },
  missing.length > 0 && {
    part: "the cluster e2e project (nginx, two replicas of each site, PostgreSQL, Redis)",
    how: `sudo apt-get install -y ${missing.join(" ")}, then pnpm test (or pnpm test:e2e)`,
  },
].filter((entry) => entry !== false);

if (skipped.length === 0) {
  console.log("\n✔ Every part of the test run ran, PostgreSQL, Redis and the cluster included.\n");
} else {
  console.log(
    [
      "",
      "✔ Everything that ran passed. These parts did NOT run on this machine:",
      ...skipped.flatMap(({ part, how }) => [`  • ${part}`, `      to run it: ${how}`]),
      "",
    ].join("\n"),
  );
}

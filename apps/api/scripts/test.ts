// The package's test run: Vitest on PGlite, then, when TEST_DATABASE_URL names a PostgreSQL
// server, the same suite again with API_TEST_DRIVER=pg so every HTTP test also runs there.
// Tests with a Redis variant (shared rate limits) run it when TEST_REDIS_URL is set. The outage
// test (src/db/outage.test.ts) starts PostgreSQL and Redis servers of its own, so it needs their
// programs. The run ends by saying which parts ran, so a missing server is never mistaken for a pass.
// Extra arguments go to both runs (`pnpm test -- src/routes/referrals.test.ts`).
import { spawnSync } from "node:child_process";
import { missingServerPackages, outageTestRuns } from "../src/test/servers.ts";

const args = ["run", ...process.argv.slice(2).filter((arg) => arg !== "--")];

/** The test that needs servers of its own rather than a driver (src/db/outage.test.ts). */
const OUTAGE_TEST = "src/db/outage.test.ts";

function vitest(label: string, env: NodeJS.ProcessEnv, more: readonly string[] = []): number {
  process.stdout.write(`\n▶ API tests on ${label}\n\n`);
  // `pnpm test` puts node_modules/.bin on PATH; shell lookup also finds vitest.cmd on Windows.
  const result = spawnSync("vitest", [...args, ...more], {
    stdio: "inherit",
    env,
    shell: process.platform === "win32",
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const { API_TEST_DRIVER: _driver, ...baseEnv } = process.env;
const postgres = Boolean(process.env.TEST_DATABASE_URL?.trim());
const redis = Boolean(process.env.TEST_REDIS_URL?.trim());
/**
 * Tests of several API processes on one database: PGlite's data directory belongs to one
 * process, so they run in the PostgreSQL half only (excluded, not skipped, in the PGlite half).
 */
const SHARED_DATABASE_TESTS = ["src/delivery/two-processes.test.ts"];

let status = vitest(
  "PGlite",
  baseEnv,
  SHARED_DATABASE_TESTS.flatMap((file) => ["--exclude", file]),
);
const ranPostgres = status === 0 && postgres;
if (ranPostgres) {
  // The outage test starts a PostgreSQL of its own whatever the driver: it ran in the first half.
  status = vitest("PostgreSQL (TEST_DATABASE_URL)", { ...baseEnv, API_TEST_DRIVER: "pg" }, [
    "--exclude",
    OUTAGE_TEST,
  ]);
}
process.stdout.write(
  [
    "",
    "API test halves:",
    "  PGlite:     ran",
    `  PostgreSQL: ${ranPostgres ? "ran" : postgres ? "not run (the PGlite half failed)" : "NOT RUN (TEST_DATABASE_URL is unset)"}`,
    `  Redis:      ${redis ? "ran (TEST_REDIS_URL)" : "NOT RUN (TEST_REDIS_URL is unset: rate limits were tested in memory only)"}`,
    `  Outage:     ${outageTestRuns() ? "ran (PostgreSQL and Redis servers of its own)" : `NOT RUN (it needs ${missingServerPackages().join(" and ")}: apt-get install ${missingServerPackages().join(" ")})`}`,
    "",
  ].join("\n"),
);
process.exit(status);

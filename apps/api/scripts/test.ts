// The package's test run: Vitest on PGlite, then, when TEST_DATABASE_URL names a PostgreSQL
// server, the same suite again with API_TEST_DRIVER=pg so every HTTP test also runs there.
// Extra arguments go to both runs (`pnpm test -- src/routes/referrals.test.ts`).
import { spawnSync } from "node:child_process";

const args = ["run", ...process.argv.slice(2).filter((arg) => arg !== "--")];

function vitest(label: string, env: NodeJS.ProcessEnv): number {
  process.stdout.write(`\n▶ API tests on ${label}\n\n`);
  // `pnpm test` puts node_modules/.bin on PATH; shell lookup also finds vitest.cmd on Windows.
  const result = spawnSync("vitest", args, {
    stdio: "inherit",
    env,
    shell: process.platform === "win32",
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const { API_TEST_DRIVER: _driver, ...baseEnv } = process.env;
let status = vitest("PGlite", baseEnv);
if (status === 0 && process.env.TEST_DATABASE_URL) {
  status = vitest("PostgreSQL (TEST_DATABASE_URL)", { ...baseEnv, API_TEST_DRIVER: "pg" });
}
process.exit(status);

// The cluster e2e project: the production shape (scripts/cluster/cluster.ts: PostgreSQL, Redis,
// two API processes, two replicas of each site, nginx in front), started once by the one worker
// that runs these specs (cluster/support/fixtures.ts).
import { defineConfig } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "./cluster/tests",
  // One worker owns the cluster; specs restart and kill its replicas one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : "list",
  use: {
    browserName: "chromium",
    headless: true,
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
});

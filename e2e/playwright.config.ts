import { defineConfig } from "@playwright/test";

import { freePort } from "./support/ports.ts";
import { PORT_VARIABLES, siteOrigin, VARIANTS } from "./support/variants.ts";

// Picked once in the runner; workers inherit the environment, so they see the same ports.
for (const variable of Object.values(PORT_VARIABLES)) {
  process.env[variable] ??= String(await freePort());
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  // Two cores are shared with the servers under test.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    browserName: "chromium",
    headless: true,
    trace: "retain-on-failure",
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
  projects: Object.values(VARIANTS).map((variant) => ({
    name: variant.name,
    metadata: { variant: variant.name },
    use: { baseURL: siteOrigin(variant.name) },
  })),
});

// The third-variant smoke journeys: a variant generated from scratch by `pnpm new-variant`,
// built and run (third-variant/setup.ts). `node run.ts` runs it after the two variants' suite.
import { defineConfig } from "@playwright/test";

import baseConfig from "./playwright.config.ts";
import { freePort } from "./support/ports.ts";
import { PORT_VARIABLES, siteOrigin } from "./third-variant/variant.ts";

for (const variable of Object.values(PORT_VARIABLES)) {
  process.env[variable] ??= String(await freePort());
}

export default defineConfig({
  ...baseConfig,
  testDir: "./third-variant",
  globalSetup: "./third-variant/setup.ts",
  // A build before the first test: on two busy cores it can take several minutes.
  globalTimeout: 20 * 60_000,
  projects: [{ name: "third-variant", use: { baseURL: siteOrigin() } }],
});

import path from "node:path";

import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { mergeConfig } from "vitest/config";
import type { TestProjectInlineConfiguration } from "vitest/config";

import { hubVitestConfig } from "@hub/config/vitest";

const configDir = path.join(import.meta.dirname, ".storybook");

/** Debian's Chromium: `playwright install` cannot download browsers on these machines. */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
    ],
  },
});

const browserDependencies = [
  "@radix-ui/react-dialog",
  "leaflet",
  "react-leaflet",
  "react-markdown",
  "remark-gfm",
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/client",
];

/**
 * Every story, rendered in real Chromium under one theme, with addon-a11y's axe check. The two
 * themes also split the viewports, so each story is checked on a desktop and on a phone layout
 * without running everything four times.
 */
function storybookProject(
  theme: "sutton" | "bexley",
  viewport: { width: number; height: number },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir, initialGlobals: { theme } }), tailwindcss()],
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page, which
    // fails the test file that was running.
    optimizeDeps: { include: browserDependencies },
    test: {
      name: `storybook-${theme}`,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: "chromium" }],
        viewport,
      },
    },
  };
}

// The shared preset supplies coverage settings; each project below sets what it runs (the
// Storybook plugin indexes stories itself and warns about an inherited `test.include`).
const preset = hubVitestConfig();
delete preset.test?.include;

export default mergeConfig(preset, {
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "happy-dom",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          setupFiles: ["./src/test/setup-unit.ts"],
        },
      },
      storybookProject("sutton", { width: 1280, height: 800 }),
      storybookProject("bexley", { width: 375, height: 740 }),
    ],
  },
});

import tailwindcss from "@tailwindcss/vite";
import type { StorybookConfig } from "@storybook/react-vite";

import { iconSprite } from "./icon-sprite.ts";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../src/**/*.mdx", "../src/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss(), iconSprite()];
    // "use client" only means something to React Server Components bundlers; Storybook renders
    // everything in the browser, and the big-chunk note is about Storybook's own manager.
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        checks: { moduleLevelDirective: false, bundlerTimings: false },
      },
    };
    return viteConfig;
  },
};

export default config;

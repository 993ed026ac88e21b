import type { Decorator, Preview } from "@storybook/react-vite";

import "../src/styles/index.css";
import "../src/styles/themes/sutton.css";
import "../src/styles/themes/bexley.css";

export const themes = ["sutton", "bexley"] as const;
export type Theme = (typeof themes)[number];

/** Sets `data-theme` on <html>, as the apps do. */
const withTheme: Decorator = (Story, context) => {
  const theme = themes.includes(context.globals.theme as Theme)
    ? (context.globals.theme as Theme)
    : "sutton";
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = "en";
  return <Story />;
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Variant theme",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: [
          { value: "sutton", title: "Sutton Information Hub" },
          { value: "bexley", title: "Connected Bexley" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "sutton" },
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    // Every story is an accessibility test: any axe violation fails `pnpm test`.
    a11y: { test: "error" },
  },
};

export default preview;

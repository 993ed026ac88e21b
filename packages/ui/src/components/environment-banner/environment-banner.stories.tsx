import type { Meta, StoryObj } from "@storybook/react-vite";

import type { EnvironmentBannerProps } from "./environment-banner.tsx";
import { EnvironmentBanner } from "./environment-banner.tsx";

export const examples = {
  staging: { environment: "staging", liveSiteUrl: "https://www.suttoninformationhub.org.uk" },
  development: { environment: "development" },
  production: { environment: "production", liveSiteUrl: "https://www.suttoninformationhub.org.uk" },
} satisfies Record<string, EnvironmentBannerProps>;

const meta = {
  title: "Shell/EnvironmentBanner",
  component: EnvironmentBanner,
  excludeStories: ["examples"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof EnvironmentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staging: Story = { args: examples.staging };
export const Development: Story = { args: examples.development };
/** Renders nothing. */
export const Production: Story = { args: examples.production };

import type { Meta, StoryObj } from "@storybook/react-vite";

import type { CookieBannerProps } from "./cookie-banner.tsx";
import { CookieBanner } from "./cookie-banner.tsx";

const common = {
  siteName: "Sutton Information Hub",
  action: "/api/cookies",
  cookiesHref: "/cookie-policy",
  returnTo: "/events",
};

export const examples = {
  undecided: { ...common, state: "undecided" },
  accepted: { ...common, state: "accepted" },
  rejected: { ...common, state: "rejected" },
  hidden: { ...common, state: "hidden" },
} satisfies Record<string, CookieBannerProps>;

const meta = {
  title: "Shell/CookieBanner",
  component: CookieBanner,
  excludeStories: ["examples"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Undecided: Story = { args: examples.undecided };
export const Accepted: Story = { args: examples.accepted };
export const Rejected: Story = { args: examples.rejected };
/** Renders nothing. */
export const Hidden: Story = { args: examples.hidden };

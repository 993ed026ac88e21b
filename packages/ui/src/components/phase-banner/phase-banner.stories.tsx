import type { Meta, StoryObj } from "@storybook/react-vite";

import type { PhaseBannerProps } from "./phase-banner.tsx";
import { PhaseBanner } from "./phase-banner.tsx";

export const examples = {
  beta: { feedbackHref: "/feedback" },
  alpha: { phase: "alpha", feedbackHref: "/feedback" },
  customText: {
    feedbackHref: "/feedback",
    children: (
      <>
        The site is in Beta. <a href="/feedback">Tell us what you think</a>.
      </>
    ),
  },
} satisfies Record<string, PhaseBannerProps>;

const meta = {
  title: "Shell/PhaseBanner",
  component: PhaseBanner,
  excludeStories: ["examples"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PhaseBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Beta: Story = { args: examples.beta };
export const Alpha: Story = { args: examples.alpha };
export const CustomText: Story = { args: examples.customText };

import type { Meta, StoryObj } from "@storybook/react-vite";

import type { ReferralCardProps } from "./referral-card.tsx";
import { ReferralCard } from "./referral-card.tsx";

export const examples = {
  internal: {
    kind: "service",
    method: "internal",
    href: "/services/money-advice/referral",
    showDisclaimer: true,
  },
  externalWithText: {
    kind: "activity",
    method: "external",
    href: "https://www.example.org/sign-up",
    buttonText: "Sign up",
  },
  none: { kind: "service", method: "none", href: null },
} satisfies Record<string, ReferralCardProps>;

const meta = {
  title: "Detail/ReferralCard",
  component: ReferralCard,
  excludeStories: ["examples"],
} satisfies Meta<typeof ReferralCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = { args: examples.internal };
export const ExternalWithText: Story = { args: examples.externalWithText };
export const None: Story = { args: examples.none };

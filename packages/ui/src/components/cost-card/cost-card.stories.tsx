import type { Meta, StoryObj } from "@storybook/react-vite";

import type { CostCardProps } from "./cost-card.tsx";
import { CostCard } from "./cost-card.tsx";

export const examples = {
  free: { kind: "service", isFree: true },
  feesWithLink: {
    kind: "activity",
    isFree: false,
    feesText: "£3 a session, or £25 for ten sessions.",
    feesUrl: "https://www.example.org/prices",
  },
  costNoDetails: { kind: "event", isFree: false },
} satisfies Record<string, CostCardProps>;

const meta = {
  title: "Detail/CostCard",
  component: CostCard,
  excludeStories: ["examples"],
} satisfies Meta<typeof CostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = { args: examples.free };
export const FeesWithLink: Story = { args: examples.feesWithLink };
export const CostNoDetails: Story = { args: examples.costNoDetails };

import type { Meta, StoryObj } from "@storybook/react-vite";

import type { BackLinkProps } from "./back-link.tsx";
import { BackLink } from "./back-link.tsx";

export const examples = {
  default: { href: "/services/lunch-club/referral?step=1" },
  custom: { href: "/services/lunch-club", children: "Back to Sutton Lunch Club" },
} satisfies Record<string, BackLinkProps>;

const meta = {
  title: "Forms/BackLink",
  component: BackLink,
  excludeStories: ["examples"],
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: examples.default };
export const CustomText: Story = { args: examples.custom };

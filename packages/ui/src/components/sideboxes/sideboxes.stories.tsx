import type { Meta, StoryObj } from "@storybook/react-vite";

import type { SideboxesProps } from "./sideboxes.tsx";
import { Sideboxes } from "./sideboxes.tsx";

export const examples = {
  two: {
    boxes: [
      {
        title: "Worried about money?",
        content:
          "Read our [cost of living pages](/pages/cost-of-living) or call **020 8770 5000**.",
      },
      {
        title: "In an emergency",
        content:
          "Call 999 if someone is in danger.\n\n- NHS 111 for urgent medical help\n- Samaritans: 116 123",
      },
    ],
  },
  none: { boxes: [] },
  folded: {
    boxes: [
      {
        title: "If you need help right now",
        content: "If you or someone else is in danger, call **999**.",
      },
      { title: "Talking therapies", content: "You can refer yourself without seeing a GP." },
    ],
    folds: true,
  },
} satisfies Record<string, SideboxesProps>;

const meta = {
  title: "Content/Sideboxes",
  component: Sideboxes,
  excludeStories: ["examples"],
} satisfies Meta<typeof Sideboxes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = { args: examples.two };
export const None: Story = { args: examples.none };
export const Folded: Story = { args: examples.folded };

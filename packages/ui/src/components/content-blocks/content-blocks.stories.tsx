import type { Meta, StoryObj } from "@storybook/react-vite";

import type { ContentBlocksProps } from "./content-blocks.tsx";
import { ContentBlocks } from "./content-blocks.tsx";

export const examples = {
  mixed: {
    blocks: [
      {
        type: "copy",
        value:
          "# Help with the cost of living\n\nIf you are struggling to pay for food, energy or rent, there is help available.\n\n- Talk to a money adviser\n- Check which benefits you can get",
      },
      {
        type: "cta",
        title: "Check what you are entitled to",
        description: "The benefits calculator takes about **10 minutes**.",
        url: "/pages/benefits-calculator",
        buttonText: "Start the calculator",
      },
      { type: "accordion", items: [] },
      {
        type: "video",
        title: "How to apply for a warm home grant",
        url: "https://vimeo.com/76979871",
      },
      { type: "cta", title: "Talk to someone", description: "Call the helpline on 020 8770 5000." },
    ],
  },
  deeper: {
    headingLevel: 3,
    blocks: [
      { type: "copy", value: "# About the group\n\nWe meet every Tuesday." },
      {
        type: "cta",
        title: "Join us",
        description: "Everyone is welcome.",
        url: "/services/lunch-club",
      },
    ],
  },
  empty: { blocks: [] },
} satisfies Record<string, ContentBlocksProps>;

const meta = {
  title: "Content/ContentBlocks",
  component: ContentBlocks,
  excludeStories: ["examples"],
} satisfies Meta<typeof ContentBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = { args: examples.mixed };
export const Deeper: Story = { args: examples.deeper };
export const Empty: Story = { args: examples.empty };

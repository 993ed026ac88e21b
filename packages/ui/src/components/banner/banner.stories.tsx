import type { Meta, StoryObj } from "@storybook/react-vite";

import { illustration } from "../../fixtures/images.ts";
import type { BannerProps } from "./banner.tsx";
import { Banner } from "./banner.tsx";

export const examples = {
  full: {
    title: "Find help with the cost of living",
    children: (
      <p>Food banks, warm spaces and advice on bills and benefits near you, all in one place.</p>
    ),
    action: { text: "See support", href: "/categories/cost-of-living" },
    image: { src: illustration, alt: "" },
  },
  textOnly: {
    title: "Volunteer this winter",
    children: <p>Local groups need help with lunch clubs, befriending and transport.</p>,
  },
} satisfies Record<string, BannerProps>;

const meta = {
  title: "Home/Banner",
  component: Banner,
  excludeStories: ["examples"],
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: examples.full };
export const TextOnly: Story = { args: examples.textOnly };

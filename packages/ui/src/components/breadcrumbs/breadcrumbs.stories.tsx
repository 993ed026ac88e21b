import type { Meta, StoryObj } from "@storybook/react-vite";

import type { BreadcrumbsProps } from "./breadcrumbs.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";

export const examples = {
  service: {
    items: [
      { label: "Home", href: "/" },
      { label: "Search results", href: "/results?query=lunch+club" },
      { label: "Sutton Lunch Club" },
    ],
  },
  page: {
    items: [
      { label: "Home", href: "/" },
      { label: "Money and benefits", href: "/pages/money-and-benefits" },
      { label: "Help with energy bills", href: "/pages/money-and-benefits/energy-bills" },
      { label: "Warm spaces" },
    ],
  },
} satisfies Record<string, BreadcrumbsProps>;

const meta = {
  title: "Shell/Breadcrumbs",
  component: Breadcrumbs,
  excludeStories: ["examples"],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Service: Story = { args: examples.service };
export const ContentPage: Story = { args: examples.page };

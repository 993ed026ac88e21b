import type { Meta, StoryObj } from "@storybook/react-vite";

import type { RelatedPage, RelatedPagesProps } from "./related-pages.tsx";
import { RelatedPages } from "./related-pages.tsx";

const pages: RelatedPage[] = [
  {
    title: "Help with energy bills",
    href: "/pages/energy-bills",
    section: "Cost of living",
    excerpt: "Grants and advice if you are struggling to pay for gas or electricity.",
  },
  {
    title: "Food banks and community fridges",
    href: "/pages/food-banks",
    section: "Cost of living",
  },
  { title: "Council Tax support", href: "/pages/council-tax-support", section: "Cost of living" },
  { title: "Warm spaces", href: "/pages/warm-spaces", section: "Cost of living" },
  { title: "Debt advice", href: "/pages/debt-advice", section: "Money" },
];

export const examples = {
  few: { pages: pages.slice(0, 2) },
  many: { pages },
  empty: { pages: [] },
  foldedOne: { pages: pages.slice(0, 1), folds: true },
  foldedMany: { pages, folds: true },
} satisfies Record<string, RelatedPagesProps>;

const meta = {
  title: "Search/RelatedPages",
  component: RelatedPages,
  excludeStories: ["examples"],
} satisfies Meta<typeof RelatedPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = { args: examples.few };
export const Many: Story = { args: examples.many };
export const Empty: Story = { args: examples.empty };
export const FoldedOne: Story = { args: examples.foldedOne };
export const FoldedMany: Story = { args: examples.foldedMany };

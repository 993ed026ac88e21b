import type { Meta, StoryObj } from "@storybook/react-vite";

import type { SkeletonProps } from "./skeleton.tsx";
import { Skeleton } from "./skeleton.tsx";

export const examples = {
  text: {},
  cards: { shape: "card", count: 2, label: "Loading search results" },
  tiles: { shape: "tile", count: 6, label: "Loading categories" },
} satisfies Record<string, SkeletonProps>;

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  excludeStories: ["examples"],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: examples.text };
export const Cards: Story = { args: examples.cards };
export const Tiles: Story = { args: examples.tiles };

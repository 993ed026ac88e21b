import type { Meta, StoryObj } from "@storybook/react-vite";

import { categories } from "../../fixtures/categories.ts";
import type { CategoryGridProps } from "./category-grid.tsx";
import { CategoryGrid } from "./category-grid.tsx";

export const examples = {
  home: { title: "What are you looking for?", categories },
  minimal: { title: "Try browsing one of these categories instead", categories, minimal: true },
  empty: { categories: [] },
} satisfies Record<string, CategoryGridProps>;

const meta = {
  title: "Home/CategoryGrid",
  component: CategoryGrid,
  excludeStories: ["examples"],
} satisfies Meta<typeof CategoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { args: examples.home };
export const Minimal: Story = { args: examples.minimal };
/** No categories: the section is left out. */
export const Empty: Story = { args: examples.empty };

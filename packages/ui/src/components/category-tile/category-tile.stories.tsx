import type { Meta, StoryObj } from "@storybook/react-vite";

import { health, money, work } from "../../fixtures/categories.ts";
import type { CategoryTileProps } from "./category-tile.tsx";
import { CategoryTile } from "./category-tile.tsx";

export const examples = {
  withAlt: health,
  altFallback: money,
  noImage: work,
  minimal: { ...health, minimal: true },
} satisfies Record<string, CategoryTileProps>;

const meta = {
  title: "Home/CategoryTile",
  component: CategoryTile,
  excludeStories: ["examples"],
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAltText: Story = { args: examples.withAlt };
/** No alt text from the API: the name stands in, said once. */
export const AltFallback: Story = { args: examples.altFallback };
export const NoImage: Story = { args: examples.noImage };
export const Minimal: Story = { args: examples.minimal };
